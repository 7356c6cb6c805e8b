import type { User } from '@marketplace/auth';
import { productPreviewRoute } from '@marketplace/catalog';
import type { AccountType } from '@marketplace/contracts';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/make-store';
import { buildAppRoutes } from './app-routes';
import { OPERATOR_CONSOLE_ROUTE_ID } from './operator-console-discovery';
import { createRouteDiscovery } from './route-discovery';
import { SUPPLIER_AREA_ROUTE_ID } from './supplier-area-discovery';
import { withGuard } from './with-guard';

function userOfType(userType: AccountType): User {
  return {
    id: 'user-1',
    email: 'someone@example.com',
    firstName: 'Some',
    lastName: 'One',
    tosAccepted: true,
    emailVerified: true,
    userType,
    company: { id: 'company-1', name: 'Company', companyType: userType === 'supplier' ? 'supplier' : 'builder' },
  };
}

/** Navigates like a person typing the address, and answers the router once it settled. */
async function settledRouter(path: string, user: User | null) {
  const store = makeStore({ auth: { status: 'loaded', user } });
  const router = createMemoryRouter(withGuard(buildAppRoutes(), store), { initialEntries: [path], patchRoutesOnNavigation: createRouteDiscovery(store) });
  await new Promise<void>((settled) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return settled();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        settled();
      }
    });
  });
  return router;
}

/** How many child routes the route `id` has now: its mount's own, or more once discovered. */
function childrenOf(router: Awaited<ReturnType<typeof settledRouter>>, id: string): number | undefined {
  const find = (routes: typeof router.routes): number | undefined => {
    for (const route of routes) {
      if (route.id === id) return route.children?.length;
      const found = route.children ? find(route.children) : undefined;
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return find(router.routes);
}

/** Where the guard let a person typing the address land. */
async function landingFor(path: string, user: User | null): Promise<string> {
  const router = await settledRouter(path, user);
  const { pathname, search } = router.state.location;
  router.dispose();
  return `${pathname}${search}`;
}

const builderRoutes = [
  '/',
  '/category',
  '/subcategory',
  '/products',
  '/product/p-1/s-1',
  '/cart',
  '/orders',
  '/orders/o-1',
  '/checkout',
  '/checkout-return',
  '/projects',
  '/projects/add',
  '/projects/edit/p-1',
  '/projects/add-first',
  '/approvals',
  '/company',
  '/projects/p-1/budget',
  '/quotes',
  '/quotes/new',
  '/quotes/q-1',
  '/invoices',
  '/invoices/i-1',
];
const supplierOnlyRoutes = [
  '/supplier/products',
  '/supplier/products/edit/p-1',
  '/supplier/products/preview/p-1/s-1',
  '/supplier/purchase-orders/po-1',
  '/supplier/payouts',
  '/supplier/payouts/payout-1',
  '/supplier/quotes',
  '/supplier/quotes/quote-1',
  '/supplier/invoices',
  '/supplier/invoices/invoice-1',
  '/supplier/statements',
  '/supplier/banking',
  '/supplier/company',
];
const publicRoutes = ['/login', '/signup', '/create_account', '/password/reset', '/password/reset_verify'];

describe('the route table and its guard (spec sections 2, 4 and 6)', () => {
  it.each(builderRoutes)('a builder opens %s', async (path) => {
    expect(await landingFor(path, userOfType('builder'))).toBe(path);
  });

  it.each(builderRoutes)('a supplier opening %s goes to the supplier area', async (path) => {
    expect(await landingFor(path, userOfType('supplier'))).toBe('/supplier');
  });

  it.each(builderRoutes)('a builder receiver opening %s goes to the supplier area', async (path) => {
    expect(await landingFor(path, userOfType('builder_receiver'))).toBe('/supplier');
  });

  it.each(supplierOnlyRoutes)('a supplier opens %s', async (path) => {
    expect(await landingFor(path, userOfType('supplier'))).toBe(path);
  });

  it.each(supplierOnlyRoutes)('a builder receiver opening %s goes to the supplier dashboard', async (path) => {
    expect(await landingFor(path, userOfType('builder_receiver'))).toBe('/supplier');
  });

  it.each(supplierOnlyRoutes)('a builder opening %s goes to the app home', async (path) => {
    expect(await landingFor(path, userOfType('builder'))).toBe('/');
  });

  it.each(['supplier', 'builder_receiver'] as const)('the supplier dashboard admits a %s', async (type) => {
    expect(await landingFor('/supplier', userOfType(type))).toBe('/supplier');
  });

  it.each(['builder', 'supplier', 'builder_receiver'] as const)('profile and settings admit a %s', async (type) => {
    expect(await landingFor('/profile', userOfType(type))).toBe('/profile');
    expect(await landingFor('/settings', userOfType(type))).toBe('/settings');
  });

  it.each([...builderRoutes.slice(1), ...supplierOnlyRoutes, '/supplier', '/profile', '/settings'])(
    'a signed-out visitor opening %s is sent to sign in, keeping the page asked for',
    async (path) => {
      expect(await landingFor(path, null)).toBe(`/login?next=${encodeURIComponent(path)}`);
    },
  );

  it('a signed-out visitor opening the app home is sent to sign in', async () => {
    expect(await landingFor('/', null)).toBe('/login');
  });

  it.each(publicRoutes)('a signed-out visitor opens %s', async (path) => {
    expect(await landingFor(path, null)).toBe(path);
  });

  it.each(publicRoutes)('a signed-in builder opening %s goes to the app home', async (path) => {
    expect(await landingFor(path, userOfType('builder'))).toBe('/');
  });

  it('the supplier preview is the catalogue’s product page in preview mode', async () => {
    const router = await settledRouter('/supplier/products/preview/p-1/s-1', userOfType('supplier'));
    expect(router.state.matches.at(-1)?.route.handle).toBe(productPreviewRoute.handle);
    router.dispose();
  });

  it('a signed-in supplier opening the sign-in page ends in the supplier area', async () => {
    expect(await landingFor('/login', userOfType('supplier'))).toBe('/supplier');
  });
});

describe('pages open to everyone', () => {
  it.each(['/terms', '/contact', '/verify_email?token=t'])('%s opens signed out and for every account type, never redirected', async (path) => {
    expect(await landingFor(path, null)).toBe(path);
    for (const type of ['builder', 'supplier', 'builder_receiver'] as const) {
      expect(await landingFor(path, userOfType(type))).toBe(path);
    }
  });
});

describe('the operator console', () => {
  it.each([
    ['/operator/login', 'Operator sign-in'],
    ['/operator/money/reconciliation', 'Reconciliation'],
    ['/operator/suppliers/s-1', 'Supplier'],
  ])('%s is found on its first visit, outside the users’ guard: signed out or signed in as anyone, the console decides', async (path, title) => {
    for (const user of [null, userOfType('builder'), userOfType('supplier'), userOfType('builder_receiver')]) {
      const router = await settledRouter(path, user);
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path);
      expect((router.state.matches.at(-1)?.route.handle as { title?: string } | undefined)?.title).toBe(title);
      router.dispose();
    }
  });

  it('opens the reconciliation at /operator, and says "page not found" for what the console does not have', async () => {
    const home = await settledRouter('/operator', null);
    expect(home.state.location.pathname).toBe('/operator/money/reconciliation');
    home.dispose();
    const missing = await settledRouter('/operator/nothing-here', null);
    expect((missing.state.matches.at(-1)?.route.handle as { title?: string }).title).toBe('Page not found');
    missing.dispose();
  });

  it('loads the console only for its own paths, though the router asks on every path with a parameter', async () => {
    const builder = await settledRouter('/product/p-1/s-1', userOfType('builder'));
    // The mount keeps its index and catch-all alone: nothing of the console was loaded or added.
    expect(childrenOf(builder, OPERATOR_CONSOLE_ROUTE_ID)).toBe(2);
    builder.dispose();
    const operator = await settledRouter('/operator/login', null);
    expect(childrenOf(operator, OPERATOR_CONSOLE_ROUTE_ID)).toBeGreaterThan(2);
    operator.dispose();
  });
});

describe('the supplier area', () => {
  it('loads its pages’ routes only on a visit to one of them: a builder’s pages and its home do not', async () => {
    for (const [path, user] of [
      ['/product/p-1/s-1', userOfType('builder')],
      ['/supplier', userOfType('supplier')],
      ['/supplier', userOfType('builder_receiver')],
    ] as const) {
      const router = await settledRouter(path, user);
      // Home, preview and catch-all alone.
      expect(childrenOf(router, SUPPLIER_AREA_ROUTE_ID)).toBe(3);
      router.dispose();
    }
    const supplier = await settledRouter('/supplier/invoices', userOfType('supplier'));
    expect(childrenOf(supplier, SUPPLIER_AREA_ROUTE_ID)).toBeGreaterThan(3);
    expect((supplier.state.matches.at(-1)?.route.handle as { title?: string }).title).toBe('Invoices');
    supplier.dispose();
  });

  it('says "page not found" for what the area does not have', async () => {
    const missing = await settledRouter('/supplier/nothing-here', userOfType('supplier'));
    expect((missing.state.matches.at(-1)?.route.handle as { title?: string }).title).toBe('Page not found');
    missing.dispose();
  });
});

describe('the first load', () => {
  const server = setupServer(
    http.get('/api/users/me/', () => HttpResponse.json({ code: 'not_authenticated', message: 'No.', display_error: 'Sign in.' }, { status: 401 })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('shows that the page is loading while the guard asks who is signed in, without React Router’s warning', async () => {
    const warnings = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    const store = makeStore();
    const router = createMemoryRouter(withGuard(buildAppRoutes(), store), { initialEntries: ['/terms'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    const said = warnings.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])));
    expect(said.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
    router.dispose();
  });
});
