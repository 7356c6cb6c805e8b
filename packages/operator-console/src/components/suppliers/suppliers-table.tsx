import { DataTable, EmptyState, formatDay, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OperatorSupplierSummaryData } from '../../api/operator-suppliers-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import { ApprovalBadge } from './approval-badge';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const columns: DataTableColumn<OperatorSupplierSummaryData>[] = [
  {
    id: 'name',
    header: 'Supplier',
    isRowHeader: true,
    cell: (supplier) => (
      <RouterLink href={paths.supplier.href(supplier.id)} className="mk-link">
        {supplier.name}
      </RouterLink>
    ),
  },
  { id: 'status', header: 'Status', cell: (supplier) => <ApprovalBadge status={supplier.approvalStatus} /> },
  { id: 'joined', header: 'Joined', cell: (supplier) => formatDay(supplier.createdAt) },
  { id: 'profile', header: 'Profile complete', cell: (supplier) => yesNo(supplier.profileComplete) },
  { id: 'banking', header: 'Banking details', cell: (supplier) => yesNo(supplier.bankingDetailsOnFile) },
  { id: 'offers', header: 'Offers', align: 'end', cell: (supplier) => supplier.offersCount },
];

/** Props of {@link SuppliersTable}. */
export interface SuppliersTableProps {
  suppliers: readonly OperatorSupplierSummaryData[];
  isLoading: boolean;
  isFiltered: boolean;
}

/** A page of suppliers, newest first, with how far each got: profile, banking details, offers. */
export function SuppliersTable({ suppliers, isLoading, isFiltered }: SuppliersTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Suppliers"
      columns={columns}
      rows={suppliers}
      getRowId={(supplier) => supplier.id}
      isLoading={isLoading}
      emptyState={isFiltered ? <EmptyState title="No suppliers match" description="Try another name or status." titleLevel={3} /> : <EmptyState title="No suppliers yet" titleLevel={3} />}
    />
  );
}
