import { Card, LinkButton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../routes';
import '../../styles/catalog.css';

/** A category as the card shows it. */
export interface CategoryCardCategory {
  id: string;
  name: string;
  subCategories?: readonly { id: string; name: string }[];
}

/** Props of {@link CategoryCard}. */
export interface CategoryCardProps {
  category: CategoryCardCategory;
  /** Set when the card shows a sub-category: the id of its parent category. */
  parentId?: string;
  /** Heading level of the name. @defaultValue 2 */
  titleLevel?: 2 | 3;
}

/** The product list of a category and, optionally, one of its sub-categories. */
export function productsHref(categoryId: string, subCategoryId?: string): string {
  const query = new URLSearchParams({ category_id: categoryId, ...(subCategoryId ? { sub_category_id: subCategoryId } : {}) });
  return `${paths.products.href()}?${query}`;
}

/** A category (or sub-category) with links to its products and to each sub-category's products. */
export function CategoryCard({ category, parentId, titleLevel = 2 }: CategoryCardProps): ReactElement {
  const subCategories = category.subCategories ?? [];
  const href = parentId ? productsHref(parentId, category.id) : productsHref(category.id);
  return (
    <Card
      as="article"
      title={category.name}
      titleLevel={titleLevel}
      description={
        parentId ? undefined : subCategories.length === 1 ? '1 sub-category' : `${subCategories.length} sub-categories`
      }
      footer={
        <Stack direction="horizontal" gap="sm" wrap>
          <LinkButton as={RouterLink} href={href} size="sm" aria-label={`View ${category.name} products`}>
            View products
          </LinkButton>
          {subCategories.length > 0 ? (
            <LinkButton
              as={RouterLink}
              href={`${paths.subcategory.href()}?${new URLSearchParams({ category_id: category.id })}`}
              size="sm"
              variant="ghost"
              aria-label={`Browse ${category.name} sub-categories`}
            >
              Sub-categories
            </LinkButton>
          ) : null}
        </Stack>
      }
    >
      {subCategories.length > 0 ? (
        <ul className="mk-catalog-list">
          {subCategories.map((child) => (
            <li key={child.id}>
              <Link className="mk-filter-link" to={productsHref(category.id, child.id)}>
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
