import { errorMessage } from '@marketplace/api-client';
import { EmptyState, ErrorState, Skeleton } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CategoryData } from '../api/catalog-api';
import { CategoryCard } from '../components/category-card/category-card';
import '../styles/catalog.css';

/** Props of {@link CategoryGrid}. */
export interface CategoryGridProps {
  /** Accessible name of the grid. */
  label: string;
  categories: readonly CategoryData[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  /** Heading level of the cards. @defaultValue 2 */
  titleLevel?: 2 | 3;
}

/** Categories as cards, with the loading, failed and empty states every category screen shares. */
export function CategoryGrid({ label, categories, isLoading, error, onRetry, isRetrying, titleLevel = 2 }: CategoryGridProps): ReactElement {
  if (isLoading) {
    return (
      <ul className="mk-catalog-grid" aria-label={label} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Skeleton variant="rect" height={160} />
          </li>
        ))}
      </ul>
    );
  }
  if (error) {
    return (
      <ErrorState
        title="Categories could not be loaded"
        message={errorMessage(error, 'Please try again.')}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (!categories || categories.length === 0) {
    return <EmptyState title="No categories yet" description="Suppliers’ products appear here once the catalogue is set up." />;
  }
  return (
    <ul className="mk-catalog-grid" aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}
