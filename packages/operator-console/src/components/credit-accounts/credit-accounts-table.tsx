import { DataTable, EmptyState, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CreditAccountData } from '../../api/operator-credit-accounts-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import { lastRepaidWords } from './credit-account-words';

const columns: DataTableColumn<CreditAccountData>[] = [
  {
    id: 'company',
    header: 'Company',
    isRowHeader: true,
    cell: (account) => (
      <RouterLink href={paths.creditAccount.href(account.companyId)} className="mk-link">
        {account.companyName}
      </RouterLink>
    ),
  },
  { id: 'limit', header: 'Limit', align: 'end', cell: (account) => formatMoney(account.approvedLimitCents, account.currency) },
  { id: 'owed', header: 'Owed', align: 'end', cell: (account) => formatMoney(account.owedCents, account.currency) },
  { id: 'available', header: 'Available', align: 'end', cell: (account) => formatMoney(account.availableCents, account.currency) },
  { id: 'lastRepaid', header: 'Last repaid', cell: (account) => lastRepaidWords(account) },
];

/** Props of {@link CreditAccountsTable}. */
export interface CreditAccountsTableProps {
  accounts: readonly CreditAccountData[];
  isLoading: boolean;
  isFiltered: boolean;
}

/** A page of builder companies on credit terms, the largest balance owed first, each opening its account. */
export function CreditAccountsTable({ accounts, isLoading, isFiltered }: CreditAccountsTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Credit accounts"
      columns={columns}
      rows={accounts}
      getRowId={(account) => account.companyId}
      isLoading={isLoading}
      emptyState={
        isFiltered ? <EmptyState title="No credit accounts match" description="Try another name." titleLevel={3} /> : <EmptyState title="No credit accounts yet" description="Builders approved for credit on terms appear here." titleLevel={3} />
      }
    />
  );
}
