import type { AccountType } from '@marketplace/contracts';
import type { SelectOption } from '@marketplace/ui-kit';

/** How each account type is named on screen. */
export const accountTypeLabels: Record<AccountType, string> = {
  builder: 'Builder',
  supplier: 'Supplier',
  builder_receiver: 'Builder receiver',
};

/** The types a new company can sign up as; receivers join by invitation only. */
export const signupAccountTypeOptions: readonly SelectOption[] = [
  { value: 'builder', label: 'Builder: I order materials for projects' },
  { value: 'supplier', label: 'Supplier: I sell building products' },
];
