import { addDays, format, isAfter, isValid, parseISO } from 'date-fns';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { MAX_QUOTE_LINES, MAX_QUOTE_NOTE_LENGTH, MAX_QUOTE_QUANTITY, MAX_QUOTE_SUPPLIERS } from './procurement-rules';

/** Where the lines come from: the project's cart as it is, or rows typed here. */
export type QuoteLineSource = 'cart' | 'typed';
/** A typed row: a catalogue offer by its SKU, or free text. */
export type QuoteLineKind = 'catalogue' | 'free';

/** A typed row as the form holds it: text, checked on submit. */
export interface QuoteLineFormValues {
  kind: QuoteLineKind;
  sku: string;
  description: string;
  quantity: string;
  unit: string;
}

/** The time of day a deadline falls on when only its day is picked: the end of a working day. */
export const DEFAULT_RESPOND_TIME = '17:00:00';

/** A new row: a catalogue SKU, one of it. */
export const emptyQuoteLine = (): QuoteLineFormValues => ({ kind: 'catalogue', sku: '', description: '', quantity: '1', unit: '' });

/** What the form opens with: the project given, answers within a week, goods within two (`today` is the viewer's). */
export function quoteRequestDefaults(projectId: string, today: Date = new Date()) {
  return {
    projectId,
    supplierIds: [] as string[],
    neededBy: format(addDays(today, 14), 'yyyy-MM-dd'),
    respondBy: { date: format(addDays(today, 7), 'yyyy-MM-dd'), time: DEFAULT_RESPOND_TIME } as { date: string; time?: string } | null,
    note: '',
    lineSource: 'cart' as QuoteLineSource,
    lines: [emptyQuoteLine()],
  };
}

/** The deadline as a moment in the viewer's zone, or null when no day is picked. */
export function respondByMoment(value: { date: string; time?: string } | null): Date | null {
  if (!value?.date) return null;
  const moment = parseISO(`${value.date}T${value.time ?? DEFAULT_RESPOND_TIME}`);
  return isValid(moment) ? moment : null;
}

const lineSchema = z.object({
  kind: z.enum(['catalogue', 'free']),
  sku: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit: z.string(),
});

const quantityMessage = `Ask for a whole number from 1 to ${MAX_QUOTE_QUANTITY}.`;

/** The row's problems, each under its field. */
function checkLine(line: QuoteLineFormValues, index: number, context: z.RefinementCtx): void {
  const issue = (field: keyof QuoteLineFormValues, message: string) => context.addIssue({ code: 'custom', path: ['lines', index, field], message });
  if (line.kind === 'catalogue' && line.sku.trim() === '') issue('sku', 'Give the catalogue SKU, or describe the item instead.');
  if (line.kind === 'free' && line.description.trim() === '') issue('description', 'Describe what you need.');
  if (line.description.trim().length > 500) issue('description', 'Keep the description under 500 characters.');
  if (line.unit.trim().length > 40) issue('unit', 'Keep the unit under 40 characters, like box or sheet.');
  const quantity = Number(line.quantity.trim());
  if (!/^\d+$/.test(line.quantity.trim()) || quantity < 1 || quantity > MAX_QUOTE_QUANTITY) issue('quantity', quantityMessage);
}

/**
 * A new request for quote. Every field is held as the widgets give it and checked in one pass, so
 * a submit names every field in error at once (not only the first ones); the output is the body
 * the API takes, less the catalogue rows' offers, which the form finds by SKU when it sends.
 */
export const quoteRequestFormSchema = z
  .object({
    projectId: z.string(),
    supplierIds: z.array(z.string()),
    neededBy: z.string(),
    respondBy: z.object({ date: z.string(), time: z.string().optional() }).nullable(),
    note: z.string(),
    lineSource: z.enum(['cart', 'typed']),
    lines: z.array(lineSchema),
  })
  .superRefine((values, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const today = format(new Date(), 'yyyy-MM-dd');
    if (!values.projectId) issue('projectId', 'Choose the project the materials are for.');
    if (values.supplierIds.length === 0) issue('supplierIds', 'Choose at least one supplier to ask.');
    if (values.supplierIds.length > MAX_QUOTE_SUPPLIERS) issue('supplierIds', `Ask at most ${MAX_QUOTE_SUPPLIERS} suppliers at once.`);
    if (!values.neededBy) issue('neededBy', 'Give the day the materials are needed on site.');
    else if (values.neededBy < today) issue('neededBy', 'Choose a day that is not in the past.');
    const deadline = respondByMoment(values.respondBy);
    if (!deadline) issue('respondBy', 'Give the day (and time) the answers are due.');
    else if (!isAfter(deadline, new Date())) issue('respondBy', 'Give a deadline in the future.');
    else if (values.neededBy && format(deadline, 'yyyy-MM-dd') > values.neededBy) issue('respondBy', 'Ask for answers no later than the day the materials are needed.');
    if (values.note.trim().length > MAX_QUOTE_NOTE_LENGTH) issue('note', `Keep the note under ${MAX_QUOTE_NOTE_LENGTH} characters.`);
    if (values.lineSource === 'typed') {
      if (values.lines.length === 0) issue('lineSource', 'Add at least one line.');
      if (values.lines.length > MAX_QUOTE_LINES) issue('lineSource', `Ask at most ${MAX_QUOTE_LINES} lines at once.`);
      values.lines.forEach((line, index) => checkLine(line, index, context));
    }
  })
  .transform((values) => ({
    projectId: values.projectId,
    supplierCompanyIds: values.supplierIds,
    neededBy: values.neededBy,
    // Checked above: a moment in the future.
    respondBy: (respondByMoment(values.respondBy) ?? new Date()).toISOString(),
    note: values.note.trim() || null,
    fromCart: values.lineSource === 'cart',
    lines:
      values.lineSource === 'typed'
        ? values.lines.map((line) => ({ kind: line.kind, sku: line.sku.trim(), description: line.description.trim(), quantity: Number(line.quantity.trim()), unit: line.unit.trim() }))
        : [],
  }));
export type QuoteRequestFormInput = z.input<typeof quoteRequestFormSchema>;
export type QuoteRequestFormOutput = z.output<typeof quoteRequestFormSchema>;

/** Which field shows each of the API's (camelCased) field names; the rows' names are the rows' own. */
export function quoteRequestFieldOfApiField(lineCount: number): Record<string, Path<QuoteRequestFormInput>> {
  const fields: Record<string, Path<QuoteRequestFormInput>> = {
    projectId: 'projectId',
    supplierCompanyIds: 'supplierIds',
    neededBy: 'neededBy',
    respondBy: 'respondBy',
    note: 'note',
    fromCart: 'lineSource',
    lines: 'lineSource',
  };
  for (let index = 0; index < lineCount; index += 1) {
    fields[`lines.${index}.psvId`] = `lines.${index}.sku`;
    for (const name of ['description', 'quantity', 'unit'] as const) fields[`lines.${index}.${name}`] = `lines.${index}.${name}`;
  }
  return fields;
}
