import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CatalogSearchBar } from './catalog-search-bar';

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(entry: string) {
  const element = (
    <>
      <CatalogSearchBar />
      <Location />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('CatalogSearchBar', () => {
  it('sends the trimmed query to the product list in the URL', async () => {
    renderAt('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), '  2x4 stud {Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/products?search=2x4+stud');
  });

  it('starts from the query already in the URL', () => {
    renderAt('/products?search=drywall');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('drywall');
  });

  it('follows the words of the URL when they change', async () => {
    const router = renderAt('/products?search=drywall');
    await act(() => router.navigate('/products?search=joist+hanger'));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('joist hanger');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('drywall');
  });

  it('opens the whole product list for an empty query', async () => {
    renderAt('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/products$/);
  });
});
