import { errorMessage } from '@marketplace/api-client';
import { EmptyState, ErrorState, Skeleton, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useCreateOperatorBrandMutation, useDeleteOperatorBrandMutation, useListOperatorBrandsQuery, useRenameOperatorBrandMutation } from '../../api/operator-catalog-api';
import { CatalogEntry } from './catalog-entry';
import { NameForm } from './name-form';

/** The brands, by name: adding one, renaming or deleting each. */
export function BrandsPanel(): ReactElement {
  const flash = useFlash();
  const { data, isError, error, refetch, isFetching } = useListOperatorBrandsQuery();
  const [create] = useCreateOperatorBrandMutation();
  const [rename] = useRenameOperatorBrandMutation();
  const [remove] = useDeleteOperatorBrandMutation();
  let list: ReactElement;
  if (isError) list = <ErrorState title="We could not load the brands" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />;
  else if (!data) list = <Skeleton variant="rows" count={4} />;
  else if (data.results.length === 0) list = <EmptyState title="No brands yet" titleLevel={3} />;
  else {
    list = (
      <ul className="mk-console-list" aria-label="Brands">
        {data.results.map((brand) => (
          <CatalogEntry key={brand.id} name={brand.name} kind="brand" onRename={(name) => rename({ id: brand.id, name }).unwrap()} onDelete={() => remove(brand.id).unwrap()} />
        ))}
      </ul>
    );
  }
  return (
    <Stack gap="md">
      <NameForm
        label="Add a brand"
        fieldLabel="Brand name"
        submitLabel="Add brand"
        onSave={async (name) => {
          const brand = await create({ name }).unwrap();
          flash.success(`${brand.name} added.`);
        }}
      />
      {list}
    </Stack>
  );
}
