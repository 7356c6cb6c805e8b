import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockProject } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { bodiesOf, queryOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const location = () => screen.getByTestId('location').textContent;
const cards = async () => within(await screen.findByRole('list', { name: 'Products' })).getAllByRole('article');

describe('ProductsPage', () => {
  it('searches with the words and page of the URL', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/products?search=lumber&page=2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “lumber”' })).toBeInTheDocument();
    expect(await cards()).toHaveLength(6);
    expect(screen.getByText('21–26 of 26')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/search/products/')).toEqual([{ search: 'lumber', facets: [], limit: 20, offset: 20 }]);
  });

  it('lists offers with the category and order of the URL when there are no words', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/products?category_id=cat-drywall&sort=-price' });
    const [first] = await cards();
    expect(first).toHaveAccessibleName('Regular Gypsum Board, 5/8 in Type X × 4 ft × 8 ft');
    expect(within(first as HTMLElement).getByText('Sold by Harbor Lumber Co.')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('$18.19')).toBeInTheDocument();
    const [query] = queryOf(requests, '/api/product_supplier_variant/');
    expect(Object.fromEntries(query ?? [])).toEqual({
      fetch_total: 'true',
      fetch_pricing: 'true',
      fetch_supplier_company: 'true',
      fetch_first_image_only: 'true',
      category_id: 'cat-drywall',
      sort: '-price',
      limit: '20',
      offset: '0',
    });
    expect(screen.getByRole('link', { name: 'Drywall' })).toHaveAttribute('aria-current', 'true');
  });

  it('narrows a search by an attribute facet, keeping it in the URL', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/products?search=lumber' });
    await user.click(await screen.findByRole('checkbox', { name: '2x6 (12)' }));
    await waitFor(() => expect(location()).toBe('/products?search=lumber&facet=opt-size-2x6'));
    expect(await screen.findByText('12 offers · Choose a project to see delivery')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '2x6 (12)' })).toBeChecked();
    const bodies = await bodiesOf(requests, 'POST', '/api/search/products/');
    expect(bodies.at(-1)).toEqual({ search: 'lumber', facets: ['opt-size-2x6'], limit: 20, offset: 0 });
  });

  it('pages forward and back through the URL', async () => {
    const requests = recordRequests(server);
    const { user, router } = renderRoute({ url: '/products' });
    expect(await screen.findByText('1–20 of 32')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–32 of 32')).toBeInTheDocument();
    expect(location()).toBe('/products?page=2');
    expect(queryOf(requests, '/api/product_supplier_variant/').at(-1)?.get('offset')).toBe('20');
    await router.navigate(-1);
    expect(await screen.findByText('1–20 of 32')).toBeInTheDocument();
    expect(location()).toBe('/products');
  });

  it('changes the order in the URL and starts again at page 1', async () => {
    const { user } = renderRoute({ url: '/products?page=2' });
    await user.click(await screen.findByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    await waitFor(() => expect(location()).toBe('/products?sort=price'));
    const [first] = await cards();
    expect(first).toHaveAccessibleName('Douglas Fir Framing Lumber, 2x4 × 8 ft #2');
  });

  it('shows no delivery without a project', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/products?search=drywall' });
    expect(await screen.findByText('6 offers · Choose a project to see delivery')).toBeInTheDocument();
    expect(screen.queryByText('Deliverable')).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('availability'))).toBe(false);
  });

  it('searches with availability for the selected project', async () => {
    const requests = recordRequests(server);
    renderRoute({ url: '/products?search=drywall', selectedProjectId: mockProject.id });
    // Drywall and drywall screws: Northside delivers to the project, Harbor does not.
    expect(await screen.findAllByText('Deliverable')).toHaveLength(4);
    expect(screen.getAllByText('Not deliverable')).toHaveLength(2);
    expect(screen.getAllByText('· Earliest Tue, Nov 24, 2026')).toHaveLength(4);
    expect(screen.getByText('6 offers')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/search/products/availability/')).toEqual([
      { search: 'drywall', facets: [], limit: 20, offset: 0, project_id: mockProject.id },
    ]);
    expect(await bodiesOf(requests, 'POST', '/api/search/products/')).toEqual([]);
  });

  it('keeps to offers delivered to the project when asked, and clears filters', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/products?search=drywall', selectedProjectId: mockProject.id });
    await user.click(await screen.findByRole('checkbox', { name: 'Only offers delivered to my project' }));
    await waitFor(() => expect(location()).toBe('/products?search=drywall&deliverable_only=true'));
    expect(await screen.findByText('4 offers')).toBeInTheDocument();
    expect((await bodiesOf(requests, 'POST', '/api/search/products/availability/')).at(-1)).toEqual({
      search: 'drywall',
      facets: [],
      limit: 20,
      offset: 0,
      project_id: mockProject.id,
      deliverable_only: true,
    });
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/products?search=drywall'));
    expect(await screen.findByText('6 offers')).toBeInTheDocument();
  });

  it('asks each variant’s availability for the plain list when a project is selected', async () => {
    renderRoute({ url: '/products?category_id=cat-fasteners', selectedProjectId: mockProject.id });
    expect(await screen.findAllByText('Deliverable')).toHaveLength(2);
  });

  it('says when nothing matches', async () => {
    renderRoute({ url: '/products?search=marble' });
    expect(await screen.findByRole('heading', { name: 'No products match “marble”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/category');
  });

  it('shows a failure with a retry that loads the list', async () => {
    server.use(failingHandler('get', '/api/product_supplier_variant/'));
    const { user } = renderRoute({ url: '/products' });
    expect(await screen.findByRole('heading', { name: 'Products could not be loaded' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(20);
  });
});

describe('ProductsPage on a phone', () => {
  /** A screen as narrow as a phone's: every media query of a maximum width matches. */
  function narrowScreen() {
    const matchMedia = (query: string) =>
      ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
    return () => Reflect.deleteProperty(window, 'matchMedia');
  }

  it('keeps the filters in a drawer behind a button counting the active ones, results first', async () => {
    const restore = narrowScreen();
    try {
      const { user } = renderRoute({ url: '/products?search=lumber&category_id=cat-lumber&facet=opt-size-2x6' });
      expect(await cards()).not.toHaveLength(0);
      expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /2x6/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      await user.click(within(drawer).getByRole('checkbox', { name: /^2x4/ }));
      await waitFor(() => expect(location()).toContain('facet=opt-size-2x4'));
      // Filters apply as they change; the button closes the drawer on the list they leave.
      await user.click(await within(drawer).findByRole('button', { name: /^Show \d+ offers?$/ }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows the filters beside the results on a wide screen, with no drawer button', async () => {
    renderRoute({ url: '/products?search=lumber' });
    expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});
