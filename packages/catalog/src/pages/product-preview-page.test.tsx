import { apiUrl } from '@marketplace/api-client';
import type { ProductSupplierResponse, ProductSupplierVariant } from '@marketplace/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockProject, productSupplierVariants } from '../mocks/fixtures';
import { productPreviewRoute } from '../routes';
import { recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const previewUrl = '/supplier/products/preview/prod-stud/sup-northside';
const renderPreview = (url = previewUrl) =>
  // Mounted as the shell mounts it, in the supplier area; a project in the context must not matter.
  renderRoute({ url, routes: [{ path: 'supplier', children: [productPreviewRoute] }], selectedProjectId: mockProject.id });

describe('the product page in preview mode', () => {
  it('is the builder’s page, variant picker and volume breaks included, under a preview banner', async () => {
    renderPreview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Douglas Fir Framing Lumber' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Preview' });
    expect(banner).toHaveTextContent('This is your product page as builders see it. Buying is turned off');
    expect(within(banner).getByRole('link', { name: 'Back to editing' })).toHaveAttribute('href', '/supplier/products/edit/prod-stud');
    expect(screen.getByRole('radiogroup', { name: 'Length' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Volume pricing' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Douglas Fir Framing Lumber, 2x4 × 8 ft #2, picture 1 of 3');
  });

  it('turns buying off and explains delivery from the offer, asking no project’s availability', async () => {
    const requests = recordRequests(server);
    renderPreview();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('120 each in stock')).toBeInTheDocument();
    expect(within(delivery).getByText('In stock: earliest delivery tomorrow; lead time 7 days when out of stock.')).toBeInTheDocument();
    expect(within(delivery).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(within(delivery).getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription('Buying is turned off in the preview.');
    expect(screen.queryByRole('form', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(requests.filter((request) => new URL(request.url).pathname.startsWith('/api/product_variants/'))).toEqual([]);
    // Builder pages are not reachable from a supplier's preview.
    expect(screen.queryByRole('link', { name: 'Harbor Lumber Co.' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Harbor Lumber Co.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dimensional Lumber' })).not.toBeInTheDocument();
  });

  it('shows the supplier’s hidden variants, marked', async () => {
    // The API answers a supplier its own inactive offers too; the first variant here is one.
    const [first, ...rest] = productSupplierVariants.filter((offer) => offer.product_id === 'prod-stud' && offer.supplier_id === 'sup-northside');
    const body: ProductSupplierResponse = {
      product: { id: 'prod-stud', name: 'Douglas Fir Framing Lumber', slug: 'stud', description_html: '', unit_of_measure: 'each', category: { id: 'cat-lumber', name: 'Lumber', slug: 'lumber' }, sub_category: null, created_at: '2026-10-01T15:00:00Z' },
      brand: { id: 'brand-cascade', name: 'Cascade Timber', slug: 'cascade' },
      supplier: { id: 'sup-northside', name: 'Northside Building Supply' },
      product_supplier_variants: [{ ...(first as ProductSupplierVariant), active: false }, ...rest],
      other_suppliers: [],
    };
    server.use(http.get(apiUrl('/api/product_supplier/:productId/:supplierId'), () => HttpResponse.json(body)));
    renderPreview();
    expect(await screen.findByText('Hidden from builders: this variant is inactive.')).toBeInTheDocument();
  });

  it('says there is nothing to preview when the supplier sells none of the product', async () => {
    renderPreview('/supplier/products/preview/prod-screws/sup-harbor');
    expect(await screen.findByRole('heading', { name: 'Nothing to preview yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to editing' })).toHaveAttribute('href', '/supplier/products/edit/prod-screws');
  });
});
