import type { CompanyRole } from '@marketplace/contracts';

/*
 * The contracts' bounds of company purchasing (company.ts), repeated here on purpose: importing
 * them would bring the contracts' company module, and the role module it shares with the sign-in
 * page, into a chunk of its own that the sign-in page then downloads (bundle-budget.json).
 * company-rules.test.ts checks that they agree with the contracts.
 */

/** The largest limit, threshold or budget: a billion dollars, in cents. */
export const MAX_SPENDING_LIMIT_CENTS = 100_000_000_000;
/** How long an approval request may wait: 1 hour to 30 days. */
export const MIN_APPROVAL_EXPIRY_HOURS = 1;
export const MAX_APPROVAL_EXPIRY_HOURS = 720;
/** Every company role, in the contracts' order. */
export const companyRoleValues = ['owner', 'admin', 'approver', 'buyer'] as const satisfies readonly CompanyRole[];
