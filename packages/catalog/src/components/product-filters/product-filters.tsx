import { Checkbox, LinkButton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { RouterLink } from '../../lib/router-link';
import { CategoryFilter, type FilterCategory } from '../category-filter/category-filter';
import { FacetFilters, type FacetAttribute } from '../facet-filters/facet-filters';

/** Props of {@link ProductFilters}. */
export interface ProductFiltersProps {
  categories: readonly FilterCategory[];
  categoryId: string | null;
  subCategoryId: string | null;
  /** The list's URL with a category and sub-category chosen. */
  categoryHref: (categoryId: string | null, subCategoryId: string | null) => string;
  /** Attribute facets with counts; undefined when the answer has none (the plain list). */
  facets: readonly FacetAttribute[] | undefined;
  selectedFacets: readonly string[];
  onFacetsChange: (facets: string[]) => void;
  /** The deliverable-only choice; left out when it does not apply (no project, or no search). */
  deliverableOnly?: { isSelected: boolean; onChange: (isSelected: boolean) => void };
  /** The list's URL without filters; shown as a link when any filter is on. */
  clearHref?: string;
}

/** The product list's side panel: clear, deliverable only, categories and attribute facets. */
export function ProductFilters({
  categories,
  categoryId,
  subCategoryId,
  categoryHref,
  facets,
  selectedFacets,
  onFacetsChange,
  deliverableOnly,
  clearHref,
}: ProductFiltersProps): ReactElement {
  return (
    <aside aria-label="Filters">
      <Stack gap="md">
        {clearHref ? (
          <LinkButton as={RouterLink} href={clearHref} size="sm" variant="ghost">
            Clear filters
          </LinkButton>
        ) : null}
        {deliverableOnly ? (
          <Checkbox isSelected={deliverableOnly.isSelected} onChange={deliverableOnly.onChange}>
            Only offers delivered to my project
          </Checkbox>
        ) : null}
        <CategoryFilter categories={categories} categoryId={categoryId} subCategoryId={subCategoryId} hrefFor={categoryHref} />
        {facets ? (
          <FacetFilters attributes={facets} selected={selectedFacets} onChange={onFacetsChange} />
        ) : (
          <p className="mk-catalog-muted">Search to filter by size, grade, finish and more.</p>
        )}
      </Stack>
    </aside>
  );
}
