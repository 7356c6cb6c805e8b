import { MAX_QUOTE_MESSAGE_LENGTH, quoteMessageRequestSchema } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import * as rules from './quote-message-form-schema';

describe('the message form', () => {
  it('repeats the contracts’ limit', () => {
    expect(rules.MAX_QUOTE_MESSAGE_LENGTH).toBe(MAX_QUOTE_MESSAGE_LENGTH);
  });

  it('sends what the contracts accept: the text trimmed, a line or none', () => {
    const onLine = rules.quoteMessageFormSchema.parse({ lineId: 'ql-cdx', body: '  Before 7 am?  ' });
    expect(onLine).toEqual({ body: 'Before 7 am?', quoteLineId: 'ql-cdx' });
    expect(rules.quoteMessageFormSchema.parse({ lineId: '', body: 'Gate code 4521' })).toEqual({ body: 'Gate code 4521', quoteLineId: null });
    expect(quoteMessageRequestSchema.safeParse({ body: onLine.body, quote_line_id: onLine.quoteLineId, supplier_company_id: 'sup-ridge' }).success).toBe(true);
  });

  it('sends paragraphs as the contracts store them', () => {
    const request = (body: string) => quoteMessageRequestSchema.parse({ body, to_all: true }).body;
    for (const body of ['Two questions:\n\n1. Before 7 am?\n2. Two drops?', 'One\r\nTwo\rThree', 'A\n\n \n\n\n\nB', '\n  Cafe\u0301?  \n']) {
      expect(rules.quoteMessageFormSchema.parse({ lineId: '', body }).body).toBe(request(body));
    }
    // Counted as stored (2004 characters sent, 2000 kept): the form lets through the longest message the API takes.
    const longest = `${'x'.repeat(rules.MAX_QUOTE_MESSAGE_LENGTH - 4)}\r\n\n\n\n\n\ny`;
    expect(quoteMessageRequestSchema.safeParse({ body: longest, to_all: true }).success).toBe(true);
    expect(rules.quoteMessageFormSchema.safeParse({ lineId: '', body: longest }).success).toBe(true);
  });

  it('refuses a blank or too long message, in the contracts’ words', () => {
    expect(rules.quoteMessageFormSchema.safeParse({ lineId: '', body: ' \n\r\n ' }).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['body', 'Write a message.']]);
    const long = 'x'.repeat(rules.MAX_QUOTE_MESSAGE_LENGTH + 1);
    const refused = rules.quoteMessageFormSchema.safeParse({ lineId: '', body: long }).error?.issues[0]?.message;
    expect(refused).toBe('Use at most 2000 characters.');
    expect(quoteMessageRequestSchema.safeParse({ body: long, to_all: true }).error?.issues[0]?.message).toBe(refused);
    expect(quoteMessageRequestSchema.safeParse({ body: '   ', to_all: true }).error?.issues[0]?.message).toBe('Write a message.');
  });
});
