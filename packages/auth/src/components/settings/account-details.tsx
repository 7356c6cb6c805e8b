import { normalizeAccountType } from '@marketplace/contracts';
import type { ReactElement } from 'react';
import { accountTypeLabels } from '../../forms/account-type-options';
import type { User } from '../../model/user';

/** Read-only facts of the account: email, company and account type. */
export function AccountDetails({ user }: { user: User }): ReactElement {
  const type = normalizeAccountType(user.userType);
  return (
    <dl className="mk-account-details">
      <dt>Email</dt>
      <dd>{user.email}</dd>
      <dt>Company</dt>
      <dd>{user.company.name}</dd>
      <dt>Account type</dt>
      <dd>{type ? accountTypeLabels[type] : user.userType}</dd>
    </dl>
  );
}
