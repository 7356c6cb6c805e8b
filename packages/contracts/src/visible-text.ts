import { z } from 'zod';

/**
 * Characters that reorder the text around them on screen: a right-to-left override (U+202E)
 * makes "invoice<U+202E>fdp.exe" read as "invoiceexe.pdf", so a name can pose as another.
 * Right-to-left names never need them: every screen lays those out by its own bidi rules.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Half of a UTF-16 pair without its other half: not a character at all. Databases keep it as
 * a replacement character or refuse it, so the stored name would differ from the one sent.
 */
const BROKEN_CHARACTERS = /\p{Cs}/u;

/** Line breaks, tabs, NUL and the like: PostgreSQL refuses NUL in text, and none belong in a label. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

/** Every control character but the line feed: the one prose needs, for its paragraphs. */
const CONTROL_CHARACTERS_BUT_LINE_BREAK = /(?!\n)\p{Cc}/u;

/** A Windows (CR LF) or old Mac (CR) line break: stored as LF, so one text typed on two systems is one text. */
const CARRIAGE_RETURNS = /\r\n?/g;

/**
 * More than two blank lines in a row (a blank line may hold spaces): they separate nothing more
 * than two do, and a pasted text full of them would push the rest of a thread off the screen.
 */
const BLANK_LINE_RUNS = /\n(?:[^\S\n]*\n){3,}/g;

/** The most blank lines in a row that prose keeps; more are collapsed to this many. */
const MAX_BLANK_LINES = 2;

/** Letters, digits, punctuation and symbols: what draws something on screen. */
const VISIBLE_CHARACTER = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** Letters and symbols that draw nothing (Hangul fillers, the blank Braille cell). */
const BLANK_LOOKALIKES = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** What each refusal says, shared by the API's answers, the forms and the tests. */
export const visibleTextMessages = {
  directionControls: 'Remove the hidden characters that change the direction of the text (such as U+202E).',
  brokenCharacters: 'This text has a broken character (half of a UTF-16 pair); type it again.',
  controlCharacters: 'Remove the line breaks, tabs and other control characters.',
  /** Told of prose, where line breaks are welcome: naming them would send the writer the wrong way. */
  paragraphControlCharacters: 'Remove the tabs and other control characters; line breaks may stay.',
  optionalInvisible: 'Use letters or digits that can be seen, or leave this empty.',
} as const;

/** True when the text holds a control character: PostgreSQL refuses NUL, and no label or filter needs any. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** True when the text shows at least one character: not only spaces, zero-width or format characters. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE_CHARACTER.test(value.replace(BLANK_LOOKALIKES, ''));
}

/**
 * The refusal of a text holding characters no label may hold, if it holds any. Prose (`lineBreaks`)
 * may hold line breaks, and nothing else a label may not.
 */
function hostileCharactersMessage(value: string, { lineBreaks }: { lineBreaks: boolean }): string | undefined {
  if (BROKEN_CHARACTERS.test(value)) return visibleTextMessages.brokenCharacters;
  if (DIRECTION_CONTROLS.test(value)) return visibleTextMessages.directionControls;
  if (lineBreaks) return CONTROL_CHARACTERS_BUT_LINE_BREAK.test(value) ? visibleTextMessages.paragraphControlCharacters : undefined;
  if (hasControlCharacter(value)) return visibleTextMessages.controlCharacters;
  return undefined;
}

/** The text with every line break as LF alone. */
function withLineFeeds(value: string): string {
  return value.replace(CARRIAGE_RETURNS, '\n');
}

/** The text with at most {@link MAX_BLANK_LINES} blank lines in a row. */
function withFewBlankLines(value: string): string {
  return value.replace(BLANK_LINE_RUNS, '\n'.repeat(MAX_BLANK_LINES + 1));
}

/**
 * The one rule of text a person reads as a label (names, address lines), or as prose when
 * `lineBreaks` are allowed: no hostile characters, and something visible unless it may be empty.
 * `invisibleMessage` is what an invisible value is told: a required field's own "Enter the …", as
 * a blank one is.
 */
function refineVisibleText(invisibleMessage: string, { mayBeEmpty, lineBreaks = false }: { mayBeEmpty: boolean; lineBreaks?: boolean }) {
  return (value: string, context: z.RefinementCtx) => {
    const shown = hasVisibleCharacter(value) || (mayBeEmpty && value === '');
    const problem = hostileCharactersMessage(value, { lineBreaks }) ?? (shown ? undefined : invisibleMessage);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };
}

/**
 * A required name or label: trimmed and in Unicode NFC (so "Café" typed two ways is one name),
 * refused when it has nothing visible (answered `required`, as a blank one is) or hostile
 * characters, and at most `max` characters.
 */
export function visibleTextSchema({ required, max }: { required: string; max: number }) {
  return z
    .string({ error: required })
    .trim()
    .normalize('NFC')
    .superRefine(refineVisibleText(required, { mayBeEmpty: false }))
    .max(max, { error: `Use at most ${max} characters.` });
}

/**
 * An optional name or label with the same rules; blank (or absent) is stored as null, so
 * "cleared" and "never set" read alike.
 */
export function optionalVisibleTextSchema({ max }: { max: number }) {
  return z
    .string({ error: 'Use text.' })
    .trim()
    .normalize('NFC')
    .superRefine(refineVisibleText(visibleTextMessages.optionalInvisible, { mayBeEmpty: true }))
    .max(max, { error: `Use at most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Required prose a person writes to another (a message in a conversation): the rules of
 * {@link visibleTextSchema}, but paragraphs are allowed. Line breaks are stored as LF (CR LF and a
 * lone CR become LF), more than {@link MAX_BLANK_LINES} blank lines in a row are collapsed to that
 * many rather than refused (they say nothing, and refusing them would only make the writer hunt
 * for them), and `max` counts the text so stored. Tabs, other control characters, direction
 * controls and broken characters are refused as in a label: none of them is needed to write
 * paragraphs, and each can hide or turn around what the reader sees.
 */
export function visibleParagraphsSchema({ required, max }: { required: string; max: number }) {
  return z
    .string({ error: required })
    .overwrite(withLineFeeds)
    .trim()
    .normalize('NFC')
    .superRefine(refineVisibleText(required, { mayBeEmpty: false, lineBreaks: true }))
    // After the check: a tab on a blank line collapsed away would otherwise go unrefused.
    .overwrite(withFewBlankLines)
    .max(max, { error: `Use at most ${max} characters.` });
}
