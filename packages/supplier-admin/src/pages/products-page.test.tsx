import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSupplierHandlers, failingHandler } from '../mocks/handlers';
import { errorBody } from '../mocks/fixtures';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('ProductsPage', () => {
  it('lists the supplier’s offers a page at a time, with links to edit and preview', async () => {
    const { user, router } = renderRoute({ url: '/supplier/products' });
    const table = await screen.findByRole('grid', { name: 'Your products' });
    expect(await within(table).findByText('SG-UDP-0001-01')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('link', { name: 'Preview' })[0]).toHaveAttribute('href', '/supplier/products/preview/product-panel/company-northwind');
    await user.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?offset=20'));
    expect(await within(table).findByText('CT-PLY-0020')).toBeInTheDocument();
  });

  it('keeps search, category and sort in the URL', async () => {
    const { user, router } = renderRoute({ url: '/supplier/products?sort=price' });
    const table = await screen.findByRole('grid', { name: 'Your products' });
    await within(table).findByText('SG-UDP-0001-01');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'plywood 7');
    await waitFor(() => expect(router.state.location.search).toBe('?q=plywood+7&sort=price'));
    expect(await within(table).findByText('CT-PLY-0007')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  });

  it('opens on the state a link gives, and says when nothing matches', async () => {
    renderRoute({ url: '/supplier/products?q=nothing-like-this' });
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('nothing-like-this');
  });

  it('invites a supplier without products to add one', async () => {
    server.resetHandlers(...createSupplierHandlers({ offers: [] }));
    renderRoute({ url: '/supplier/products' });
    expect(await screen.findByText('You have no products yet')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    server.use(failingHandler('get', '/api/product_supplier_variant/', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier/products' });
    expect(await screen.findByRole('heading', { name: 'We could not load your products' })).toBeInTheDocument();
  });
});
