import { loadOutcome } from '@marketplace/api-client';
import { Card, DataTable, formatDay, formatMoment, formatQuantity, LinkButton, LoadedContent, PageHeader, Stack, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetOperatorSupplierQuery, type OperatorSupplierDetailData } from '../api/operator-suppliers-api';
import { ApprovalActions } from '../components/suppliers/approval-actions';
import { ApprovalBadge } from '../components/suppliers/approval-badge';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

type SupplierUser = OperatorSupplierDetailData['users'][number];

const userColumns: DataTableColumn<SupplierUser>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, cell: (user) => `${user.firstName} ${user.lastName}` },
  { id: 'email', header: 'Email', cell: (user) => user.email },
  { id: 'verified', header: 'Email confirmed', cell: (user) => (user.emailVerified ? 'Yes' : 'No') },
  { id: 'joined', header: 'Joined', cell: (user) => formatDay(user.createdAt) },
];

const backLink = (
  <LinkButton href={paths.suppliers.href()} as={RouterLink} variant="ghost" size="sm">
    All suppliers
  </LinkButton>
);

function SupplierFacts({ supplier }: { supplier: OperatorSupplierDetailData }): ReactElement {
  const { profile } = supplier;
  const address = [profile.street, profile.city, [profile.state, profile.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <dl className="mk-console-facts" aria-label="Supplier details">
      <div>
        <dt>Status</dt>
        <dd>
          <ApprovalBadge status={supplier.approvalStatus} />
          {supplier.approvalChangedAt ? <span className="mk-console-muted">{` since ${formatMoment(supplier.approvalChangedAt) ?? ''}`}</span> : null}
        </dd>
      </div>
      <div>
        <dt>Offers</dt>
        <dd>{`${supplier.activeOffersCount} on sale of ${supplier.offersCount}${supplier.withheldOffersCount > 0 ? `, ${supplier.withheldOffersCount} withheld from builders` : ''}`}</dd>
      </div>
      <div>
        <dt>Profile</dt>
        <dd>{supplier.profileComplete ? 'Complete' : `Missing: ${supplier.missingProfileFields.map((field) => field.replaceAll('_', ' ')).join(', ')}`}</dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{address || '—'}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{profile.phone ?? '—'}</dd>
      </div>
      <div>
        <dt>Banking details</dt>
        <dd>{supplier.bankingDetailsUpdatedAt ? `On file since ${formatDay(supplier.bankingDetailsUpdatedAt) ?? ''}` : 'None yet'}</dd>
      </div>
      <div>
        <dt>Delivers to</dt>
        <dd>{`${formatQuantity(supplier.serviceAreasCount, 'service area')} from ${formatQuantity(supplier.warehousesCount, 'warehouse')}`}</dd>
      </div>
      <div>
        <dt>Joined</dt>
        <dd>{formatDay(supplier.createdAt)}</dd>
      </div>
    </dl>
  );
}

/** /operator/suppliers/{id}: one supplier in full (profile, offers, payout details, people) and approving or suspending it. */
export function SupplierPage(): ReactElement {
  const { supplierId = '' } = useParams();
  const query = useGetOperatorSupplierQuery(supplierId, { skip: !supplierId });
  const { data } = query;
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={backLink} title={data?.name ?? 'Supplier'} description={data?.profile.website ?? undefined} />
      <LoadedContent noun="supplier" data={data} missingDescription="The link may be mistyped." {...loadOutcome(query)}>
        {(supplier) => (
          <Stack gap="lg">
            <Card title="Approval">
              <ApprovalActions supplier={supplier} />
            </Card>
            <Card title="Details">
              <SupplierFacts supplier={supplier} />
              {supplier.profile.description ? <p>{supplier.profile.description}</p> : null}
            </Card>
            <Card title="People" padding="none">
              <DataTable aria-label="People of the supplier" columns={userColumns} rows={supplier.users} getRowId={(user) => user.id} />
            </Card>
          </Stack>
        )}
      </LoadedContent>
    </Stack>
  );
}

export { SupplierPage as Component };
