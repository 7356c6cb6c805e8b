import type { CompanyRole } from '@marketplace/contracts';

/** Each company role as the company page names it. */
export const roleWords: Record<CompanyRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  approver: 'Approver',
  buyer: 'Buyer',
};

/** What each role may do, beside its name in the selects. */
export const roleOptions = (includeOwner: boolean) =>
  [
    { value: 'owner', label: 'Owner: everything, no limits' },
    { value: 'admin', label: 'Admin: members, limits, settings and budgets' },
    { value: 'approver', label: 'Approver: decides on the projects assigned' },
    { value: 'buyer', label: 'Buyer: orders within their limits' },
  ].filter((option) => includeOwner || option.value !== 'owner');
