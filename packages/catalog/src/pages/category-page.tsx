import { PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetCategoriesQuery } from '../api/catalog-api';
import { CategoryGrid } from './category-grid';

/** Every category of the catalogue, each with its sub-categories and products. */
export function CategoryPage(): ReactElement {
  const { data, isLoading, error, refetch, isFetching } = useGetCategoriesQuery();
  return (
    <Stack gap="lg">
      <PageHeader title="Categories" description="Browse the catalogue by category." />
      <CategoryGrid
        label="Categories"
        categories={data?.results}
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    </Stack>
  );
}

export { CategoryPage as Component };
