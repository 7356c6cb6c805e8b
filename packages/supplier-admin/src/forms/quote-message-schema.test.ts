import { describe, expect, it } from 'vitest';
import { quoteMessageFormSchema } from './quote-message-schema';

const problems = (values: { lineId: string; body: string }) => quoteMessageFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the supplier’s message form', () => {
  it('sends the text trimmed and the line pointed at, or none', () => {
    expect(quoteMessageFormSchema.parse({ lineId: 'quote-new-drywall', body: '  Two drops?  ' })).toEqual({ body: 'Two drops?', quoteLineId: 'quote-new-drywall' });
    expect(quoteMessageFormSchema.parse({ lineId: '', body: 'Thanks' })).toEqual({ body: 'Thanks', quoteLineId: null });
  });

  it('refuses what the API refuses, in its words', () => {
    expect(problems({ lineId: '', body: '  ' })).toEqual([['body', 'Write a message.']]);
    expect(problems({ lineId: '', body: 'x'.repeat(2001) })).toEqual([['body', 'Use at most 2000 characters.']]);
    expect(problems({ lineId: '', body: 'Invoice\u202Efdp.exe' })).toEqual([['body', 'Remove the hidden characters that change the direction of the text (such as U+202E).']]);
  });
});
