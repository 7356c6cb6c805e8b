import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('PreviewProductPage', () => {
  it('shows the product page as builders see it, marked as a preview', async () => {
    renderRoute({ url: '/supplier/products/preview/product-panel/company-northwind' });
    expect(await screen.findByRole('heading', { level: 1, name: 'UltraLight Drywall Panel' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preview: this is how builders see your product page.');
    expect(screen.getByText('$14.50')).toBeInTheDocument();
    expect(within(screen.getByRole('grid', { name: 'Quantity breaks' })).getByText('$13.90')).toBeInTheDocument();
    expect(screen.getByText('gypsum')).toBeInTheDocument();
    expect(screen.getByText(/Granite Supply Inc\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to editing' })).toHaveAttribute('href', '/supplier/products/edit/product-panel');
  });

  it('explains when there is nothing to preview, and shows errors', async () => {
    renderRoute({ url: '/supplier/products/preview/gone/company-northwind' });
    expect(await screen.findByRole('heading', { name: 'Nothing to preview yet' })).toBeInTheDocument();
  });

  it('shows an error when the preview cannot load', async () => {
    server.use(failingHandler('get', '/api/product_supplier/:productId/:supplierId', 500, errorBody('internal_error', 'Something went wrong on our side.')));
    renderRoute({ url: '/supplier/products/preview/product-panel/company-northwind' });
    expect(await screen.findByRole('heading', { name: 'We could not load the preview' })).toBeInTheDocument();
  });
});
