import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { changeDataRequestSchema, createAccountRequestSchema, signupRequestSchema } from './auth';
import { preapprovalFieldSchemas } from './banking-credit';
import { sandboxPaymentRequestSchema } from './checkout';
import { projectFieldSchemas } from './projects';
import { MAX_QUOTE_MESSAGE_LENGTH, quoteMessageRequestSchema } from './quotes';
import { productFieldSchemas, variantCreateRequestSchema } from './supplier-catalog';
import { bankingFieldSchemas, companyFieldSchemas } from './supplier-company';
import { hasVisibleCharacter, optionalVisibleTextSchema, visibleParagraphsSchema, visibleTextMessages, visibleTextSchema } from './visible-text';

const name = visibleTextSchema({ required: 'Enter the name.', max: 20 });
const optionalName = optionalVisibleTextSchema({ max: 20 });
const message = visibleParagraphsSchema({ required: 'Write a message.', max: 20 });

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('visibleTextSchema', () => {
  it('keeps a name trimmed and in NFC, so one name typed two ways is one name', () => {
    expect(name.parse('  Cafe\u0301 Nord ')).toBe('Caf\u00e9 Nord');
    expect(name.parse('\u05d0\u05d1\u05d2 Builders')).toBe('\u05d0\u05d1\u05d2 Builders');
    expect(name.parse('O\u2019Brien & Sons')).toBe('O\u2019Brien & Sons');
  });

  it.each([
    ['a right-to-left override', '\u202Eevil'],
    ['a left-to-right embedding', 'Acme\u202A Supply'],
    ['a right-to-left isolate', 'Acme \u2067Supply\u2069'],
    ['a left-to-right mark', 'Acme\u200E'],
    ['a right-to-left mark', '\u200FAcme'],
    ['an Arabic letter mark', 'Acme\u061C'],
  ])('refuses %s', (_what, value) => {
    expect(messageOf(name, value)).toBe(visibleTextMessages.directionControls);
  });

  it.each([
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', 'Acme\uDC00'],
    ['a reversed pair', 'Acme\uDE00\uD83D'],
  ])('refuses %s', (_what, value) => {
    expect(messageOf(name, value)).toBe(visibleTextMessages.brokenCharacters);
  });

  it('accepts characters outside the basic plane written as a proper pair', () => {
    expect(name.parse('Acme \uD83D\uDE9A')).toBe('Acme \uD83D\uDE9A');
  });

  it.each([
    ['NUL', 'Acme\u0000'],
    ['a line break', 'Acme\nSupply'],
    ['a tab', 'Acme\tSupply'],
  ])('refuses %s', (_what, value) => {
    expect(messageOf(name, value)).toBe(visibleTextMessages.controlCharacters);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['joiners', '\u200C\u200D'],
    ['a word joiner and a byte-order mark', '\u2060\uFEFF'],
    ['a Hangul filler', '\u3164'],
    ['a blank Braille cell', '\u2800'],
    ['a lone combining accent', '\u0301'],
    ['spaces', '   '],
  ])('answers the required message to a name of only %s', (_what, value) => {
    expect(messageOf(name, value)).toBe('Enter the name.');
  });

  it('keeps its length limit and its required message for what is not text', () => {
    expect(messageOf(name, 'x'.repeat(21))).toBe('Use at most 20 characters.');
    expect(messageOf(name, 42)).toBe('Enter the name.');
    expect(messageOf(name, undefined)).toBe('Enter the name.');
  });
});

describe('optionalVisibleTextSchema', () => {
  it('stores blank or absent as null and a name in NFC', () => {
    expect(optionalName.parse(undefined)).toBeNull();
    expect(optionalName.parse('  ')).toBeNull();
    expect(optionalName.parse('Rene\u0301e')).toBe('Ren\u00e9e');
  });

  it('refuses a name that shows nothing, or hostile characters', () => {
    expect(messageOf(optionalName, '\u200B')).toBe(visibleTextMessages.optionalInvisible);
    expect(messageOf(optionalName, 'Dana\u202E')).toBe(visibleTextMessages.directionControls);
    expect(messageOf(optionalName, '\uDBFF')).toBe(visibleTextMessages.brokenCharacters);
  });
});

describe('visibleParagraphsSchema', () => {
  it('keeps paragraphs, trimmed and in NFC', () => {
    expect(message.parse('Hello,\n\nCafe\u0301 at 7?')).toBe('Hello,\n\nCaf\u00e9 at 7?');
    expect(message.parse('\n  Two lines\nhere  \n\n')).toBe('Two lines\nhere');
  });

  it('stores every line break as LF', () => {
    expect(message.parse('One\r\nTwo\rThree')).toBe('One\nTwo\nThree');
    expect(message.parse('One\r\n\r\nTwo')).toBe('One\n\nTwo');
  });

  it('keeps two blank lines in a row and collapses more to two, spaces on them or not', () => {
    expect(message.parse('A\n\n\nB')).toBe('A\n\n\nB');
    expect(message.parse('A\n\n\n\n\n\nB')).toBe('A\n\n\nB');
    expect(message.parse('A\r\n \r\n\r\n  \r\nB')).toBe('A\n\n\nB');
  });

  it('counts its limit on the text as stored', () => {
    expect(message.parse(`${'x'.repeat(9)}\r\n${'y'.repeat(10)}`)).toHaveLength(20);
    expect(message.parse(`${'x'.repeat(9)}\n\n\n\n\n\ny`)).toHaveLength(13);
    expect(messageOf(message, `${'x'.repeat(10)}\n${'y'.repeat(10)}`)).toBe('Use at most 20 characters.');
  });

  it.each([
    ['a tab', 'Hello\tthere'],
    ['NUL', 'Hello\u0000'],
    ['a form feed', 'Page one\fPage two'],
    ['a vertical tab', 'One\u000BTwo'],
    ['a next-line control', 'One\u0085Two'],
    ['a tab on a blank line that would be collapsed', 'A\n\n\t\n\n\nB'],
  ])('refuses %s, saying line breaks may stay', (_what, value) => {
    expect(messageOf(message, value)).toBe(visibleTextMessages.paragraphControlCharacters);
  });

  it('refuses direction controls and broken characters as a label does', () => {
    expect(messageOf(message, 'Pay to\ninvoice\u202Efdp.exe')).toBe(visibleTextMessages.directionControls);
    expect(messageOf(message, 'Line one\n\u2067two\u2069')).toBe(visibleTextMessages.directionControls);
    expect(messageOf(message, 'Half\n\uD800')).toBe(visibleTextMessages.brokenCharacters);
    expect(message.parse('Truck\n\uD83D\uDE9A')).toBe('Truck\n\uD83D\uDE9A');
  });

  it.each([
    ['line breaks', '\n\n\r\n'],
    ['spaces and line breaks', ' \n \n '],
    ['zero-width spaces on two lines', '\u200B\n\u200B'],
  ])('answers the required message to a message of only %s', (_what, value) => {
    expect(messageOf(message, value)).toBe('Write a message.');
  });

  it('answers the required message for what is not text', () => {
    expect(messageOf(message, undefined)).toBe('Write a message.');
    expect(messageOf(message, 42)).toBe('Write a message.');
  });

  it('is the rule of a quote request message', () => {
    const body = quoteMessageRequestSchema.shape.body;
    expect(body.parse('Two drops?\r\nThe second by Friday.')).toBe('Two drops?\nThe second by Friday.');
    expect(messageOf(body, 'Invoice\u202Efdp.exe')).toBe(visibleTextMessages.directionControls);
    expect(messageOf(body, 'x'.repeat(MAX_QUOTE_MESSAGE_LENGTH + 1))).toBe(`Use at most ${MAX_QUOTE_MESSAGE_LENGTH} characters.`);
  });
});

describe('hasVisibleCharacter', () => {
  it('finds letters, digits, punctuation and symbols of any script', () => {
    for (const value of ['a', '7', '-', '\u00e9', '\u5317', '\u0645', '\u20ac']) expect(hasVisibleCharacter(value)).toBe(true);
    for (const value of ['', ' \u200B\u00A0', '\uFEFF']) expect(hasVisibleCharacter(value)).toBe(false);
  });
});

describe('every name and label field', () => {
  const fields: [string, z.ZodType][] = [
    ['signup first_name', signupRequestSchema.shape.first_name],
    ['signup last_name', signupRequestSchema.shape.last_name],
    ['signup company_name', signupRequestSchema.shape.company_name],
    ['create_account first_name', createAccountRequestSchema.shape.first_name],
    ['change_data last_name', changeDataRequestSchema.shape.last_name],
    ['company name', companyFieldSchemas.name],
    ['company street', companyFieldSchemas.street],
    ['company city', companyFieldSchemas.city],
    ['account holder name', bankingFieldSchemas.account_holder_name],
    ['project name', projectFieldSchemas.name],
    ['project street', projectFieldSchemas.street],
    ['project city', projectFieldSchemas.city],
    ['project site contact name', projectFieldSchemas.site_contact_name],
    ['product name', productFieldSchemas.name],
    ['product unit of measure', productFieldSchemas.unit_of_measure],
    ['variant name', variantCreateRequestSchema.shape.name],
    ['legal name', preapprovalFieldSchemas.legal_name],
    ['contact name', preapprovalFieldSchemas.contact_name],
    ['cardholder name', sandboxPaymentRequestSchema.shape.cardholder_name],
  ];

  it.each(fields)('%s refuses hostile text and keeps NFC', (_field, schema) => {
    expect(messageOf(schema, '\u202Eevil')).toBe(visibleTextMessages.directionControls);
    expect(messageOf(schema, '\uD800')).toBe(visibleTextMessages.brokenCharacters);
    expect(schema.safeParse('\u200B\u200B').success).toBe(false);
    expect(schema.parse('Cafe\u0301')).toBe('Caf\u00e9');
  });
});
