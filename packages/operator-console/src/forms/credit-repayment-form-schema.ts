import { creditRepaymentRequestSchema } from '@marketplace/contracts';
import { centsOfDollars, formatMoney } from '@marketplace/ui-kit';
import { z } from 'zod';

const rules = creditRepaymentRequestSchema.shape;

/** What a repayment is checked against before it is sent: what the company owes, and today (UTC). */
export interface RepaymentBounds {
  owedCents: number;
  currency: string;
  /** YYYY-MM-DD: the API refuses money that arrived after it. */
  today: string;
}

/** Why an amount in cents cannot be recorded: the API's own bounds, then what is owed. */
function amountRefusal(cents: number, { owedCents, currency }: RepaymentBounds): string | undefined {
  const apiRefusal = rules.amount_cents.safeParse(cents).error?.issues[0]?.message;
  if (apiRefusal) return apiRefusal;
  return cents > owedCents ? `Only ${formatMoney(owedCents, currency)} is owed: record at most that.` : undefined;
}

/**
 * A repayment as typed, refused where the API would refuse it: the amount in dollars, above zero
 * and at most what is owed (the API keeps no negative balance); the transfer's bank reference; the
 * day the money arrived, not after today; an optional note. Its output is what is sent, in cents.
 */
export function creditRepaymentFormSchema(bounds: RepaymentBounds) {
  return z
    .object({
      amountDollars: z.string().transform((text, context) => {
        const cents = centsOfDollars(text);
        const refusal = cents === null ? 'Give the amount in dollars, e.g. 1250.50.' : amountRefusal(cents, bounds);
        if (refusal !== undefined || cents === null) {
          context.addIssue({ code: 'custom', message: refusal });
          return z.NEVER;
        }
        return cents;
      }),
      bankReference: rules.bank_reference,
      receivedOn: z
        .string()
        .min(1, 'Give the day the money arrived.')
        .pipe(rules.received_on)
        .refine((day) => day <= bounds.today, 'The money cannot have arrived after today.'),
      note: rules.note,
    })
    .transform(({ amountDollars, ...rest }) => ({ amountCents: amountDollars, ...rest }));
}

/** The form's values as typed. */
export type CreditRepaymentFormInput = z.input<ReturnType<typeof creditRepaymentFormSchema>>;
/** The repayment to send (camelCase, amount in cents). */
export type CreditRepaymentFormOutput = z.output<ReturnType<typeof creditRepaymentFormSchema>>;

/** Which typed field each of the API's field names is shown under. */
export const repaymentFieldOfApiField = {
  amountCents: 'amountDollars',
  bankReference: 'bankReference',
  receivedOn: 'receivedOn',
  note: 'note',
} as const;
