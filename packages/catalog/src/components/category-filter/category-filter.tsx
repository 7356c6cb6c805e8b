import type { ReactElement } from 'react';
import { Link } from 'react-router';
import '../../styles/catalog.css';

/** A category of the filter, with optional result counts. */
export interface FilterCategory {
  id: string;
  name: string;
  count?: number;
  subCategories?: readonly { id: string; name: string; count?: number }[];
}

/** Props of {@link CategoryFilter}. */
export interface CategoryFilterProps {
  categories: readonly FilterCategory[];
  categoryId: string | null;
  subCategoryId: string | null;
  /** The list's URL with this category and sub-category chosen (null: none). */
  hrefFor: (categoryId: string | null, subCategoryId: string | null) => string;
}

function label(name: string, count: number | undefined) {
  return (
    <>
      <span>{name}</span>{' '}
      {count === undefined ? null : <span className="mk-catalog-muted">{count}</span>}
    </>
  );
}

/**
 * Category and sub-category choice as links, so each filter is a URL (shareable, and back
 * undoes it). Sub-categories open under the chosen category.
 */
export function CategoryFilter({ categories, categoryId, subCategoryId, hrefFor }: CategoryFilterProps): ReactElement {
  return (
    <nav aria-label="Categories">
      <p className="mk-filter-heading">Category</p>
      <ul className="mk-catalog-list">
        <li>
          <Link className="mk-filter-link" to={hrefFor(null, null)} aria-current={categoryId === null ? 'true' : undefined}>
            All categories
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              className="mk-filter-link"
              to={hrefFor(category.id, null)}
              aria-current={category.id === categoryId && subCategoryId === null ? 'true' : undefined}
            >
              {label(category.name, category.count)}
            </Link>
            {category.id === categoryId && category.subCategories?.length ? (
              <ul className="mk-catalog-list">
                {category.subCategories.map((child) => (
                  <li key={child.id}>
                    <Link
                      className="mk-filter-link mk-filter-link--sub"
                      to={hrefFor(category.id, child.id)}
                      aria-current={child.id === subCategoryId ? 'true' : undefined}
                    >
                      {label(child.name, child.count)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
