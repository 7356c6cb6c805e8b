/**
 * The pre-approval rules (decision 0700): what the verified bank balance says about a request.
 * `review` leaves the application submitted for an operator to decide.
 */
export type RulesOutcome =
  | { status: 'approved'; approvedLimitCents: number; reasons: string[] }
  | { status: 'declined'; reasons: string[] }
  | { status: 'review'; reasons: string[] };

/** Below this share of the requested limit in the bank, the request is declined outright. */
export const MIN_BALANCE_SHARE = 0.1;

function dollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);
}

export function decideByRules(input: { requestedLimitCents: number; verifiedBalanceCents: number; yearsInBusiness: number }): RulesOutcome {
  const { requestedLimitCents, verifiedBalanceCents, yearsInBusiness } = input;
  const declines: string[] = [];
  if (yearsInBusiness < 1) declines.push('The business has been operating for less than a year.');
  if (verifiedBalanceCents < requestedLimitCents * MIN_BALANCE_SHARE) {
    declines.push(`The verified bank balance of ${dollars(verifiedBalanceCents)} is less than 10% of the requested limit of ${dollars(requestedLimitCents)}.`);
  }
  if (declines.length > 0) return { status: 'declined', reasons: declines };
  if (verifiedBalanceCents >= requestedLimitCents) {
    return { status: 'approved', approvedLimitCents: requestedLimitCents, reasons: [`The verified bank balance of ${dollars(verifiedBalanceCents)} covers the requested limit.`] };
  }
  return {
    status: 'review',
    reasons: [`The verified bank balance of ${dollars(verifiedBalanceCents)} covers part of the requested limit of ${dollars(requestedLimitCents)}: our credit team reviews the application.`],
  };
}
