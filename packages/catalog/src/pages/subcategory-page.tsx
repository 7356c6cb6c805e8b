import { errorMessage } from '@marketplace/api-client';
import { EmptyState, ErrorState, LinkButton, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useGetCategoryQuery } from '../api/catalog-api';
import { CategoryCard, productsHref } from '../components/category-card/category-card';
import { RouterLink } from '../lib/router-link';
import { paths } from '../routes';
import '../styles/catalog.css';

function AllCategoriesLink(): ReactElement {
  return (
    <LinkButton as={RouterLink} href={paths.category.href()} size="sm" variant="ghost">
      All categories
    </LinkButton>
  );
}

/** The sub-categories of the category in `?category_id=`, each opening its products. */
export function SubcategoryPage(): ReactElement {
  const [searchParams] = useSearchParams();
  const categoryId = searchParams.get('category_id');
  const { data, isLoading, error, refetch, isFetching } = useGetCategoryQuery(categoryId ?? '', { skip: !categoryId });

  if (!categoryId) {
    return (
      <Stack gap="lg">
        <PageHeader title="Sub-categories" />
        <EmptyState title="Choose a category" description="Pick a category to see its sub-categories." action={<AllCategoriesLink />} />
      </Stack>
    );
  }

  const subCategories = data?.subCategories ?? [];
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={<AllCategoriesLink />}
        title={data ? data.name : 'Sub-categories'}
        actions={
          data ? (
            <LinkButton as={RouterLink} href={productsHref(data.id)}>
              All {data.name} products
            </LinkButton>
          ) : undefined
        }
      />
      {isLoading ? (
        <div role="status" aria-busy="true" aria-label="Loading sub-categories">
          <Skeleton variant="rows" count={4} />
        </div>
      ) : error ? (
        <ErrorState
          title="This category could not be loaded"
          message={errorMessage(error, 'Please try again.')}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : subCategories.length === 0 ? (
        <EmptyState title="No sub-categories" description="Every product of this category is in the category itself." />
      ) : (
        <ul className="mk-catalog-grid" aria-label="Sub-categories">
          {subCategories.map((child) => (
            <li key={child.id}>
              <CategoryCard parentId={categoryId} category={child} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

export { SubcategoryPage as Component };
