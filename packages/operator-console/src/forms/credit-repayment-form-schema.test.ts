import { describe, expect, it } from 'vitest';
import { creditRepaymentFormSchema } from './credit-repayment-form-schema';

const schema = creditRepaymentFormSchema({ owedCents: 1_862_400, currency: 'USD', today: '2026-11-20' });
const typed = { amountDollars: '5,000.50', bankReference: ' WIRE 20261120-0001 ', receivedOn: '2026-11-20', note: '' };

describe('creditRepaymentFormSchema', () => {
  it('reads the amount in dollars and sends it in cents, without an empty note', () => {
    expect(schema.parse(typed)).toEqual({ amountCents: 500_050, bankReference: 'WIRE 20261120-0001', receivedOn: '2026-11-20', note: null });
  });

  it.each([
    [{ amountDollars: '0' }, 'amountDollars', 'Give an amount above zero.'],
    [{ amountDollars: 'ten' }, 'amountDollars', 'Give the amount in dollars, e.g. 1250.50.'],
    [{ amountDollars: '18624.01' }, 'amountDollars', 'Only $18,624.00 is owed: record at most that.'],
    [{ bankReference: '  ' }, 'bankReference', 'Give the bank reference of the transfer.'],
    [{ receivedOn: '' }, 'receivedOn', 'Give the day the money arrived.'],
    [{ receivedOn: '2026-02-30' }, 'receivedOn', 'Give the date as YYYY-MM-DD.'],
    [{ receivedOn: '2026-11-21' }, 'receivedOn', 'The money cannot have arrived after today.'],
  ])('refuses %j', (change, field, message) => {
    const result = schema.safeParse({ ...typed, ...change });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([[field, message]]);
  });
});
