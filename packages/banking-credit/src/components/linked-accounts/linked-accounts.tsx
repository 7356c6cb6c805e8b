import { displayErrorOf } from '@marketplace/api-client';
import { EmptyState, ErrorState, formatMoney, Skeleton } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { useGetBankAccountsQuery } from '../../api/banking-credit-api';

/** The company's linked bank accounts: bank, account name and mask, available balance. */
export function LinkedAccounts({ action }: { action?: ReactNode }): ReactElement {
  const accounts = useGetBankAccountsQuery();
  if (accounts.isError) {
    return <ErrorState title="Your linked accounts could not be loaded" message={displayErrorOf(accounts.error) ?? 'Try again in a moment.'} onRetry={() => void accounts.refetch()} />;
  }
  if (!accounts.data) return <Skeleton variant="rows" count={2} />;
  if (accounts.data.length === 0) {
    return <EmptyState title="No bank linked yet" titleLevel={3} description="Link your business bank account: its balance supports your credit application." action={action} />;
  }
  return (
    <ul className="mk-credit-accounts" aria-label="Linked bank accounts">
      {accounts.data.map((account) => (
        <li key={account.id} className="mk-credit-account">
          <span>
            <strong>{account.name}</strong> <span className="mk-credit-muted">•••• {account.mask ?? '—'}</span>
            <br />
            <span className="mk-credit-muted">{account.institutionName}</span>
          </span>
          <span className="mk-credit-balance">
            {formatMoney(account.availableCents ?? account.currentCents)}
            <span className="mk-credit-muted"> available</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
