import { errorMessage } from '@marketplace/api-client';
import { Button, DataTable, EmptyState, ErrorState, formatBasisPoints, formatDay, useFlash, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListOperatorCommissionOverridesQuery, useRemoveOperatorCommissionOverrideMutation, type CommissionOverrideData } from '../../api/operator-money-api';
import { CommissionOverrideForm } from './commission-override-form';

const scopeWords = { supplier: 'Supplier', category: 'Category' } as const;

/** "Remove" of one override: the marketplace's rate applies to it again. */
function RemoveOverride({ override }: { override: CommissionOverrideData }): ReactElement {
  const flash = useFlash();
  const [remove, { isLoading }] = useRemoveOperatorCommissionOverrideMutation();
  const onRemove = async () => {
    try {
      await remove({ scope: override.scope, scopeId: override.scopeId }).unwrap();
      flash.success(`${override.scopeName} pays the marketplace's rate again.`);
    } catch (error) {
      flash.error(errorMessage(error, 'We could not remove this rate. Please try again.'));
    }
  };
  return (
    <Button size="sm" variant="ghost" isLoading={isLoading} loadingLabel="Removing" aria-label={`Remove the rate of ${override.scopeName}`} onPress={() => void onRemove()}>
      Remove
    </Button>
  );
}

const columns: DataTableColumn<CommissionOverrideData>[] = [
  { id: 'name', header: 'For', isRowHeader: true, cell: (override) => override.scopeName },
  { id: 'scope', header: 'Kind', cell: (override) => scopeWords[override.scope] },
  { id: 'rate', header: 'Commission', align: 'end', cell: (override) => formatBasisPoints(override.commissionBasisPoints) },
  { id: 'updated', header: 'Set', cell: (override) => formatDay(override.updatedAt) },
  { id: 'remove', header: 'Remove', cell: (override) => <RemoveOverride override={override} /> },
];

/**
 * Commission rates of particular suppliers or categories instead of the marketplace's: the list,
 * removing one, and setting one (a rate set again for the same supplier or category replaces it).
 */
export function CommissionOverrides(): ReactElement {
  const { data, isLoading, isError, error, refetch, isFetching } = useListOperatorCommissionOverridesQuery();
  if (isError) {
    return <ErrorState title="We could not load the commission overrides" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />;
  }
  return (
    <>
      <DataTable
        aria-label="Commission overrides"
        columns={columns}
        rows={data?.results ?? []}
        getRowId={(override) => `${override.scope}:${override.scopeId}`}
        isLoading={isLoading}
        loadingRowCount={2}
        emptyState={<EmptyState title="No overrides" description="Every supplier and category pays the marketplace's rate." titleLevel={3} />}
      />
      <CommissionOverrideForm />
    </>
  );
}
