import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OtherSuppliers } from './other-suppliers';

function renderList(suppliers: Parameters<typeof OtherSuppliers>[0]['suppliers']) {
  const element = <OtherSuppliers productId="prod-stud" suppliers={suppliers} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('OtherSuppliers', () => {
  it('links each supplier’s page of the product with its lowest price', () => {
    renderList([{ id: 'sup-harbor', name: 'Harbor Lumber Co.', minPriceCents: 509, currency: 'USD', productSupplierVariantCount: 12 }]);
    expect(screen.getByRole('link', { name: 'Harbor Lumber Co.' })).toHaveAttribute('href', '/product/prod-stud/sup-harbor');
    expect(screen.getByRole('row', { name: /Harbor/ })).toHaveTextContent('Harbor Lumber Co.12$5.09');
  });

  it('says when nobody else sells it', () => {
    renderList([]);
    expect(screen.getByRole('heading', { name: 'No other suppliers' })).toBeInTheDocument();
  });
});
