import { errorMessage } from '@marketplace/api-client';
import { EmptyState, ErrorState, LinkButton, PageHeader, Pagination, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useGetCatalogMetadataQuery } from '../api/catalog-api';
import { AvailabilityBadge } from '../components/availability-badge/availability-badge';
import type { FilterCategory } from '../components/category-filter/category-filter';
import { FiltersDrawer } from '../components/filters-drawer/filters-drawer';
import { OfferAvailability } from '../components/offer-availability/offer-availability';
import { ProductCard, ProductCardSkeleton } from '../components/product-card/product-card';
import { ProductFilters } from '../components/product-filters/product-filters';
import { SortSelect } from '../components/sort-select/sort-select';
import { NARROW_SCREEN, useMediaQuery } from '../lib/use-media-query';
import { RouterLink } from '../lib/router-link';
import { useSelectedProjectId } from '../lib/use-selected-project';
import { withChosenOptions } from '../model/facets';
import type { ProductRow } from '../model/product-row';
import {
  offsetOfPage,
  parseProductsQuery,
  PRODUCTS_PAGE_SIZE,
  productsQueryToParams,
  type ProductsQuery,
} from '../model/products-query';
import { paths } from '../routes';
import '../styles/catalog.css';
import { useProductResults, type ProductResults } from './use-product-results';

const count = new Intl.NumberFormat('en-US');

/** Categories for the filter: a search's facet counts, else the catalogue's categories. */
function filterCategories(results: ProductResults, metadata: FilterCategory[] | undefined): FilterCategory[] {
  if (results.facets) return results.facets.categories;
  return metadata ?? [];
}

function availabilityOf(row: ProductRow, projectId: string | null): ReactElement | undefined {
  if (!projectId) return undefined;
  if (row.availability) return <AvailabilityBadge availability={row.availability} />;
  return <OfferAvailability variantId={row.variantId} offerId={row.id} projectId={projectId} />;
}

function ResultsLoading(): ReactElement {
  return (
    <ul className="mk-catalog-grid" aria-busy="true" aria-label="Loading products">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <li key={key}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * The product list: search words, category and attribute filters, order and page all live in
 * the URL, so reload, back and shared links keep them. With a project selected each offer says
 * whether it can be delivered there and when.
 */
export function ProductsPage(): ReactElement {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseProductsQuery(searchParams);
  const projectId = useSelectedProjectId();
  const results = useProductResults(query, projectId);
  const metadata = useGetCatalogMetadataQuery();
  const isNarrow = useMediaQuery(NARROW_SCREEN);

  /** Any change of filters starts again at page 1; a page change passes its own page. */
  function update(change: Partial<ProductsQuery>) {
    setSearchParams(productsQueryToParams({ ...query, page: 1, ...change }));
  }
  const hrefFor = (categoryId: string | null, subCategoryId: string | null) =>
    `${paths.products.href()}?${productsQueryToParams({ ...query, categoryId, subCategoryId, facets: [], page: 1 })}`;
  const clearHref = `${paths.products.href()}?${productsQueryToParams({
    ...query,
    categoryId: null,
    subCategoryId: null,
    facets: [],
    deliverableOnly: false,
    page: 1,
  })}`;
  // A category (with or without its sub-category) is one filter.
  const activeFilters = (query.categoryId ? 1 : 0) + query.facets.length + (query.deliverableOnly ? 1 : 0);
  const isFiltered = activeFilters > 0;

  const { rows, total } = results;
  const title = query.search ? `Results for “${query.search}”` : 'Products';
  const description = rows
    ? `${count.format(total)} ${total === 1 ? 'offer' : 'offers'}${projectId ? '' : ' · Choose a project to see delivery'}`
    : undefined;

  let content: ReactElement;
  if (results.error) {
    content = (
      <ErrorState
        title="Products could not be loaded"
        message={errorMessage(results.error, 'Please try again.')}
        onRetry={results.refetch}
        isRetrying={results.isFetching}
      />
    );
  } else if (!rows) {
    content = <ResultsLoading />;
  } else if (rows.length === 0) {
    const filtered = isFiltered || query.page > 1;
    content = (
      <EmptyState
        title={query.search ? `No products match “${query.search}”` : 'No products here yet'}
        description={filtered ? 'Try removing a filter.' : 'Try other words, or browse the categories.'}
        action={
          <LinkButton as={RouterLink} href={filtered ? clearHref : paths.category.href()}>
            {filtered ? 'Clear filters' : 'Browse categories'}
          </LinkButton>
        }
      />
    );
  } else {
    content = (
      <Stack gap="lg">
        <ul className="mk-catalog-grid" aria-label="Products" aria-busy={results.isFetching || undefined}>
          {rows.map((row) => (
            <li key={row.id}>
              <ProductCard row={row} availability={availabilityOf(row, projectId)} />
            </li>
          ))}
        </ul>
        <Pagination
          total={total}
          offset={offsetOfPage(query.page)}
          limit={PRODUCTS_PAGE_SIZE}
          onOffsetChange={(offset) => update({ page: Math.floor(offset / PRODUCTS_PAGE_SIZE) + 1 })}
          isDisabled={results.isFetching}
          aria-label="Product pages"
        />
      </Stack>
    );
  }

  const filters = (
    <ProductFilters
      categories={filterCategories(results, metadata.data?.categories)}
      categoryId={query.categoryId}
      subCategoryId={query.subCategoryId}
      categoryHref={hrefFor}
      facets={
        results.facets ? withChosenOptions(results.facets.attributes, query.facets, metadata.data?.attributes ?? []) : undefined
      }
      selectedFacets={query.facets}
      onFacetsChange={(facets) => update({ facets })}
      deliverableOnly={
        projectId && query.search
          ? { isSelected: query.deliverableOnly, onChange: (deliverableOnly) => update({ deliverableOnly }) }
          : undefined
      }
      clearHref={isFiltered ? clearHref : undefined}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={description}
        actions={
          query.search ? (
            <span className="mk-catalog-muted">Best matches first</span>
          ) : (
            <SortSelect value={query.sort} onChange={(sort) => update({ sort })} />
          )
        }
      />
      {results.correctedSearch ? (
        <p className="mk-catalog-muted">Showing results for “{results.correctedSearch}”.</p>
      ) : null}
      {isNarrow ? (
        // On a phone the filters wait behind a button, so the first result is on the first screen.
        <Stack gap="md">
          <div>
            <FiltersDrawer activeCount={activeFilters} resultCount={rows ? total : undefined}>
              {filters}
            </FiltersDrawer>
          </div>
          {content}
        </Stack>
      ) : (
        <div className="mk-catalog-layout">
          {filters}
          <div>{content}</div>
        </div>
      )}
    </Stack>
  );
}

export { ProductsPage as Component };
