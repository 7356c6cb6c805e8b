import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studOffer } from '../../mocks/fixtures';
import { rowFromProductSupplierVariant } from '../../model/product-row';
import { camelizeKeys } from '@marketplace/api-client';
import type { ProductSupplierVariantData } from '../../api/catalog-api';
import { ProductCard } from './product-card';

const row = rowFromProductSupplierVariant(camelizeKeys(studOffer) as ProductSupplierVariantData);

function renderCard(availability?: string) {
  const router = createMemoryRouter([
    { path: '/', element: <ProductCard row={row} availability={availability ? <span>{availability}</span> : undefined} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('ProductCard', () => {
  it('shows product, variant, brand, supplier and price, linking to the supplier’s product page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Douglas Fir Framing Lumber' });
    expect(link).toHaveAttribute('href', '/product/prod-stud/sup-northside?variant=var-stud-2x4-8-no2');
    expect(screen.getByText(/2x4 × 8 ft #2/)).toBeInTheDocument();
    expect(screen.getByText('Cascade Timber')).toBeInTheDocument();
    expect(screen.getByText('Sold by Northside Building Supply')).toBeInTheDocument();
    expect(screen.getByText('$4.89')).toBeInTheDocument();
    expect(screen.getByText('120 in stock')).toBeInTheDocument();
  });

  it('shows availability in place of stock when given', () => {
    renderCard('Deliverable tomorrow');
    expect(screen.getByText('Deliverable tomorrow')).toBeInTheDocument();
    expect(screen.queryByText('120 in stock')).not.toBeInTheDocument();
  });
});
