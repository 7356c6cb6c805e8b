import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryFilter, type FilterCategory } from './category-filter';

const categories: FilterCategory[] = [
  { id: 'c-lumber', name: 'Lumber', count: 19, subCategories: [{ id: 's-ply', name: 'Plywood & OSB', count: 1 }] },
  { id: 'c-drywall', name: 'Drywall', count: 4 },
];

function renderFilter(categoryId: string | null, subCategoryId: string | null) {
  const hrefFor = (category: string | null, child: string | null) => `/products?c=${category ?? ''}&s=${child ?? ''}`;
  const element = <CategoryFilter categories={categories} categoryId={categoryId} subCategoryId={subCategoryId} hrefFor={hrefFor} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('CategoryFilter', () => {
  it('links every category with its count and marks the chosen one', () => {
    renderFilter('c-lumber', null);
    expect(screen.getByRole('link', { name: 'Lumber 19' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Drywall 4' })).toHaveAttribute('href', '/products?c=c-drywall&s=');
    expect(screen.getByRole('link', { name: 'Plywood & OSB 1' })).toHaveAttribute('href', '/products?c=c-lumber&s=s-ply');
  });

  it('opens sub-categories only under the chosen category', () => {
    renderFilter(null, null);
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('link', { name: /Plywood/ })).not.toBeInTheDocument();
  });
});
