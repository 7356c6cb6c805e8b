import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockProject } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const studUrl = '/product/prod-stud/sup-northside';
const location = () => screen.getByTestId('location').textContent;
const availabilityCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.startsWith('/api/product_variants/')).map((request) => new URL(request.url).pathname);

describe('ProductPage', () => {
  it('shows the first variant with price, volume breaks and other suppliers, and no cart button yet', async () => {
    renderRoute({ url: studUrl });
    expect(await screen.findByRole('heading', { level: 1, name: 'Douglas Fir Framing Lumber' })).toBeInTheDocument();
    expect(screen.getByText('Cascade Timber · Sold by Northside Building Supply')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2x4 × 8 ft #2' })).toBeInTheDocument();
    expect(screen.getByText('$4.89', { selector: '.mk-catalog-price' })).toHaveTextContent('$4.89 / each');
    const tiers = within(screen.getByRole('table', { name: 'Volume pricing' })).getAllByRole('row');
    expect(tiers.map((row) => row.textContent)).toEqual(['QuantityPrice / each', '1–49$4.89', '50–199$4.65', '200+$4.40']);
    expect(screen.getByRole('link', { name: 'Harbor Lumber Co.' })).toHaveAttribute('href', '/product/prod-stud/sup-harbor');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Douglas Fir Framing Lumber, 2x4 × 8 ft #2, picture 1 of 3');
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('asks for a project instead of checking delivery when none is selected', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: studUrl });
    expect(await screen.findByText('Choose a project to see delivery.')).toBeInTheDocument();
    expect(availabilityCalls(requests)).toEqual([]);
  });

  it('switches variant: price, pictures, URL and availability follow', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: studUrl, selectedProjectId: mockProject.id });
    expect(await screen.findByText('Deliverable')).toBeInTheDocument();
    expect(screen.getByText('120 in stock', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '2x6' }));
    await waitFor(() => expect(location()).toBe(`${studUrl}?variant=var-stud-2x6-8-no2`));
    expect(screen.getByRole('heading', { name: '2x6 × 8 ft #2' })).toBeInTheDocument();
    expect(screen.getByText('$7.99', { selector: '.mk-catalog-price' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Douglas Fir Framing Lumber, 2x6 × 8 ft #2, picture 1 of 3');
    expect(await screen.findByText('· 330 in stock')).toBeInTheDocument();

    // The 2x6 × 8 ft Select is out of stock at Northside: delivery after its lead time.
    await user.click(screen.getByRole('radio', { name: 'Select' }));
    expect(await screen.findByText('· Earliest Thu, Dec 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('· Out of stock')).toBeInTheDocument();
    expect(screen.getByText('$10.19', { selector: '.mk-catalog-price' })).toBeInTheDocument();
    expect(availabilityCalls(requests)).toEqual([
      `/api/product_variants/var-stud-2x4-8-no2/availability/${mockProject.id}/`,
      `/api/product_variants/var-stud-2x6-8-no2/availability/${mockProject.id}/`,
      `/api/product_variants/var-stud-2x6-8-sel/availability/${mockProject.id}/`,
    ]);
  });

  it('opens on the variant of the URL', async () => {
    renderRoute({ url: `${studUrl}?variant=var-stud-2x4-12-sel` });
    expect(await screen.findByRole('heading', { name: '2x4 × 12 ft Select' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '12 ft' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Select' })).toHaveAttribute('aria-checked', 'true');
  });

  it('says when the supplier does not sell the product', async () => {
    renderRoute({ url: '/product/prod-screws/sup-harbor' });
    expect(await screen.findByRole('heading', { name: 'This product is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products');
  });

  it('retries after a failure', async () => {
    const requests = recordRequests(server);
    server.use(failingHandler('get', '/api/product_supplier/prod-stud/sup-northside'));
    const { user } = renderRoute({ url: studUrl });
    expect(await screen.findByRole('heading', { name: 'This product could not be loaded' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Douglas Fir Framing Lumber' })).toBeInTheDocument();
    expect(queryOf(requests, '/api/product_supplier/prod-stud/sup-northside/')).toHaveLength(2);
  });
});
