import { api, apiUrl } from '@marketplace/api-client';
import { selectCurrentFlash } from '@marketplace/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, mockProject } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { makeMockStore } from '../mocks/mock-store';
import { bodiesOf, queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const studUrl = '/product/prod-stud/sup-northside';
const location = () => screen.getByTestId('location').textContent;
const availabilityCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.startsWith('/api/product_variants/')).map((request) => new URL(request.url).pathname);

describe('ProductPage', () => {
  it('shows the first variant with price, volume breaks and other suppliers, and no cart button without a project', async () => {
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

const plywoodUrl = '/product/prod-plywood/sup-northside';
const addForm = () => screen.findByRole('form', { name: 'Add to cart' });

// Stands in for the cart feature's query of a project's cart, to see the add invalidate it.
const cartProbe = api.injectEndpoints({
  endpoints: (build) => ({
    probeCart: build.query<unknown, string>({
      query: (projectId) => ({ url: '/api/ordering/cart/', params: { projectId } }),
      providesTags: (_result, _error, projectId) => [{ type: 'Cart', id: projectId }],
    }),
  }),
});

describe('ProductPage: adding to the cart', () => {
  it('adds the minimum order by default and names the project in the confirmation', async () => {
    const requests = recordRequests(server);
    const { user, store } = renderRoute({ url: plywoodUrl, selectedProjectId: mockProject.id });
    const form = await addForm();
    expect(within(form).getByRole('textbox', { name: 'Quantity' })).toHaveValue('5');
    expect(within(form).getByRole('button', { name: /Decrease/ })).toBeDisabled();
    expect(within(form).getByText('Minimum order 5 sheets')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));
    expect(await within(form).findByRole('link', { name: 'View the cart of Maple Street Duplex' })).toHaveAttribute('href', '/cart');
    expect(selectCurrentFlash(store.getState())).toMatchObject({
      level: 'success',
      message: 'Added to the cart of Maple Street Duplex. Open the cart to check out.',
    });
    expect(await bodiesOf(requests, 'POST', '/api/ordering/cart/')).toEqual([
      { project_id: mockProject.id, product_supplier_variant_id: 'psv-northside-plywood-34', quantity: 5 },
    ]);
  });

  it('sends the quantity chosen, never below the minimum', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: plywoodUrl, selectedProjectId: mockProject.id });
    const form = await addForm();
    const quantity = within(form).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.tab();
    expect(quantity).toHaveValue('5');
    await user.click(within(form).getByRole('button', { name: /Increase/ }));
    await user.click(within(form).getByRole('button', { name: /Increase/ }));
    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));
    await within(form).findByRole('link', { name: /View the cart/ });
    expect(await bodiesOf(requests, 'POST', '/api/ordering/cart/')).toEqual([
      { project_id: mockProject.id, product_supplier_variant_id: 'psv-northside-plywood-34', quantity: 7 },
    ]);
  });

  it('reads the project’s cart again after adding to it', async () => {
    let cartReads = 0;
    server.use(
      http.get(apiUrl('/api/ordering/cart/'), () => {
        cartReads += 1;
        return HttpResponse.json({ id: null, project_id: mockProject.id, groups: [] });
      }),
    );
    const store = makeMockStore();
    const subscription = store.dispatch(cartProbe.endpoints.probeCart.initiate(mockProject.id));
    await waitFor(() => expect(cartReads).toBe(1));
    const { user } = renderRoute({ url: plywoodUrl, selectedProjectId: mockProject.id, store });
    await user.click(within(await addForm()).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(cartReads).toBe(2));
    subscription.unsubscribe();
  });

  it('offers no cart button for a supplier that does not deliver to the project', async () => {
    renderRoute({ url: '/product/prod-stud/sup-harbor', selectedProjectId: mockProject.id });
    expect(await screen.findByText('Not deliverable', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('flashes the API’s message when the add fails, and shows a refused quantity under the field', async () => {
    server.use(
      http.post(apiUrl('/api/ordering/cart/'), () =>
        HttpResponse.json(
          { ...errorBody('validation_error', 'Please check the quantity.'), fields: { quantity: 'Order at least 10 of this item from this supplier.' } },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = renderRoute({ url: plywoodUrl, selectedProjectId: mockProject.id });
    const form = await addForm();
    await user.click(within(form).getByRole('button', { name: 'Add to cart' }));
    expect(await within(form).findByText('Order at least 10 of this item from this supplier.')).toBeInTheDocument();
    expect(selectCurrentFlash(store.getState())).toMatchObject({ level: 'error', message: 'Please check the quantity.' });
    expect(within(form).queryByRole('link', { name: /View the cart/ })).not.toBeInTheDocument();
  });
});
