import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProductFilters, type ProductFiltersProps } from './product-filters';

const base: ProductFiltersProps = {
  categories: [{ id: 'cat-lumber', name: 'Lumber', count: 26 }],
  categoryId: null,
  subCategoryId: null,
  categoryHref: (categoryId) => `/products?category_id=${categoryId ?? ''}`,
  facets: [{ id: 'attr-grade', name: 'Grade', options: [{ id: 'opt-sel', value: 'Select', count: 12 }] }],
  selectedFacets: [],
  onFacetsChange: () => undefined,
};

function renderFilters(props: Partial<ProductFiltersProps>) {
  const element = <ProductFilters {...base} {...props} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('ProductFilters', () => {
  it('shows categories and facets, without clear or deliverable-only when they do not apply', () => {
    renderFilters({});
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lumber 26' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select (12)' })).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /delivered/ })).not.toBeInTheDocument();
  });

  it('says facets need a search when the answer has none', () => {
    renderFilters({ facets: undefined });
    expect(screen.getByText('Search to filter by size, grade, finish and more.')).toBeInTheDocument();
  });

  it('offers clearing and the deliverable-only choice', async () => {
    const onChange = vi.fn();
    renderFilters({ clearHref: '/products', deliverableOnly: { isSelected: false, onChange } });
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/products');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only offers delivered to my project' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
