import { PageHeader, Stack } from '@marketplace/ui-kit';
import { useId, type ReactElement } from 'react';
import { useGetCategoriesQuery } from '../api/catalog-api';
import { SearchPrompt } from '../components/search-prompt/search-prompt';
import { CategoryGrid } from './category-grid';

/** The builder's home: a search prompt and the categories, each opening its products. */
export function DashboardPage(): ReactElement {
  const { data, isLoading, error, refetch, isFetching } = useGetCategoriesQuery();
  const headingId = useId();
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" description="Order materials for your projects from every supplier in one place." />
      <SearchPrompt />
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>Shop by category</h2>
        <CategoryGrid
          label="Categories"
          titleLevel={3}
          categories={data?.results}
          isLoading={isLoading}
          error={error}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      </section>
    </Stack>
  );
}

export { DashboardPage as Component };
