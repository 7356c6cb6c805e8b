import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CategoryCard } from './category-card';

describe('CategoryCard', () => {
  it('links the category’s products and each sub-category’s', () => {
    const element = (
      <CategoryCard category={{ id: 'cat-drywall', name: 'Drywall', subCategories: [{ id: 'cat-gypsum', name: 'Gypsum board' }] }} />
    );
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    expect(screen.getByRole('heading', { name: 'Drywall' })).toBeInTheDocument();
    expect(screen.getByText('1 sub-category')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Drywall products' })).toHaveAttribute('href', '/products?category_id=cat-drywall');
    expect(screen.getByRole('link', { name: 'Browse Drywall sub-categories' })).toHaveAttribute(
      'href',
      '/subcategory?category_id=cat-drywall',
    );
    expect(screen.getByRole('link', { name: 'Gypsum board' })).toHaveAttribute(
      'href',
      '/products?category_id=cat-drywall&sub_category_id=cat-gypsum',
    );
  });

  it('links a sub-category’s products under its parent', () => {
    const element = <CategoryCard parentId="cat-drywall" category={{ id: 'cat-gypsum', name: 'Gypsum board' }} />;
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
    expect(screen.getByRole('link', { name: 'View Gypsum board products' })).toHaveAttribute(
      'href',
      '/products?category_id=cat-drywall&sub_category_id=cat-gypsum',
    );
  });
});
