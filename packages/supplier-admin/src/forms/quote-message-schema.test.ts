import { describe, expect, it } from 'vitest';
import { quoteMessageFormSchema } from './quote-message-schema';

const problems = (values: { lineId: string; body: string }) => quoteMessageFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the supplier’s message form', () => {
  it('sends the text trimmed and the line pointed at, or none', () => {
    expect(quoteMessageFormSchema.parse({ lineId: 'quote-new-drywall', body: '  Two drops?  ' })).toEqual({ body: 'Two drops?', quoteLineId: 'quote-new-drywall' });
    expect(quoteMessageFormSchema.parse({ lineId: '', body: 'Thanks' })).toEqual({ body: 'Thanks', quoteLineId: null });
  });

  it('sends paragraphs as the API stores them', () => {
    expect(quoteMessageFormSchema.parse({ lineId: '', body: 'Two drops:\r\n\r\n1. Monday\r\n2. Friday\n' })).toEqual({ body: 'Two drops:\n\n1. Monday\n2. Friday', quoteLineId: null });
    expect(quoteMessageFormSchema.parse({ lineId: '', body: 'A\n\n\n\n\nB' }).body).toBe('A\n\n\nB');
  });

  it('refuses what the API refuses, in its words', () => {
    expect(problems({ lineId: '', body: '  ' })).toEqual([['body', 'Write a message.']]);
    expect(problems({ lineId: '', body: 'x'.repeat(2001) })).toEqual([['body', 'Use at most 2000 characters.']]);
    expect(problems({ lineId: '', body: 'Invoice\u202Efdp.exe' })).toEqual([['body', 'Remove the hidden characters that change the direction of the text (such as U+202E).']]);
    expect(problems({ lineId: '', body: 'Sizes:\n2x4\t8 ft' })).toEqual([['body', 'Remove the tabs and other control characters; line breaks may stay.']]);
    expect(problems({ lineId: '', body: '\n \r\n' })).toEqual([['body', 'Write a message.']]);
  });
});
