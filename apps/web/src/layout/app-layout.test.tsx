import type { User } from '@marketplace/auth';
import type { Project } from '@marketplace/contracts';
import { projectFixture } from '../test/fixtures';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { selectProject, selectSelectedProjectId } from '../store/preferences-slice';
import { AppLayout } from './app-layout';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A builder's shell fetches a bank-link token on first load (spec section 2): answered and counted. */
let linkTokenRequests = 0;
/** Bodies of PUT /api/users/me/preferences/, answered with the user as the API does. */
let savedPreferences: unknown[] = [];
/** How many lines each project's cart holds (the navigation counts them); empty by default. */
let cartLines: Record<string, number> = {};
beforeEach(() => {
  linkTokenRequests = 0;
  savedPreferences = [];
  cartLines = {};
  server.use(
    http.put('/api/users/me/preferences/', async ({ request }) => {
      const body = (await request.json()) as { selected_project_id: string | null };
      savedPreferences.push(body);
      return HttpResponse.json({
        id: 'user-1',
        email: 'someone@example.com',
        first_name: 'Some',
        last_name: 'One',
        tos_accepted: true,
        email_verified: true,
        user_type: 'builder',
        company: { id: 'company-1', name: 'Company', company_type: 'builder' },
        selected_project_id: body.selected_project_id,
      });
    }),
    http.get('/api/ordering/cart/', ({ request }) => {
      const projectId = new URL(request.url).searchParams.get('project_id') ?? '';
      const count = cartLines[projectId] ?? 0;
      return HttpResponse.json({
        id: count ? `cart-${projectId}` : null,
        project_id: projectId,
        currency: 'USD',
        item_count: count,
        subtotal_cents: 0,
        total_cents: 0,
        can_check_out: count > 0,
        groups: [],
        updated_at: null,
      });
    }),
    http.get('/csrf/token/', () => HttpResponse.json({ csrf_token: 'test-csrf-token' })),
    http.post('/api/bank-enrollment/link-token/', () => {
      linkTokenRequests += 1;
      return HttpResponse.json({ link_token: 'link-sandbox-test', expiration: '2030-01-01T00:00:00.000Z' });
    }),
  );
});


function userOfType(userType: User['userType']): User {
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

/** Answers GET /api/projects/ with these projects. */
function projectsAre(projects: Project[]) {
  server.use(http.get('/api/projects/', () => HttpResponse.json({ count: projects.length, results: projects })));
}

function Where() {
  const location = useLocation();
  return <p data-testid="page">{location.pathname}</p>;
}

function renderShell(path: string, user: User, selectedProjectId: string | null = null) {
  const store = makeStore({ auth: { status: 'loaded', user } });
  if (selectedProjectId) store.dispatch(selectProject(selectedProjectId));
  const router = createMemoryRouter(
    [
      { element: <AppLayout />, children: [{ path: '*', element: <Where /> }] },
      { path: '/projects/add-first', element: <p data-testid="page">first project form</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

describe('AppLayout and the selected project', () => {
  it('sends a builder without any project to the first-project form', async () => {
    projectsAre([]);
    renderShell('/', userOfType('builder'));
    expect(await screen.findByText('first project form')).toBeInTheDocument();
  });

  it('lets a builder without a project stay on the projects pages and the account pages', async () => {
    projectsAre([]);
    renderShell('/projects/add', userOfType('builder'));
    expect(await screen.findByRole('link', { name: 'Add your first project' })).toBeInTheDocument();
    expect(screen.getByTestId('page')).toHaveTextContent('/projects/add');
  });

  it('puts the project picker in the navigation and remembers the choice', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4'), projectFixture('p-2', 'Harbor Lofts')]);
    const { store, user } = renderShell('/', userOfType('builder'));
    const trigger = await screen.findByRole('button', { name: /Choose a project/ });
    await expect.poll(() => trigger.getAttribute('data-disabled')).toBeNull();
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: /Harbor Lofts/ }));
    expect(selectSelectedProjectId(store.getState())).toBe('p-2');
    expect(screen.getByTestId('page')).toHaveTextContent('/');
  });

  it('saves the builder’s choice so the API remembers it for the next sign-in', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4'), projectFixture('p-2', 'Harbor Lofts')]);
    const { store, user } = renderShell('/', userOfType('builder'));
    const trigger = await screen.findByRole('button', { name: /Choose a project/ });
    await expect.poll(() => trigger.getAttribute('data-disabled')).toBeNull();
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: /Harbor Lofts/ }));
    await expect.poll(() => savedPreferences).toEqual([{ selected_project_id: 'p-2' }]);
    await expect.poll(() => store.getState().auth.user?.selectedProjectId).toBe('p-2');
  });

  it('restores at sign-in the project the API remembers, over the one last chosen on this device', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4'), projectFixture('p-2', 'Harbor Lofts')]);
    const { store } = renderShell('/', { ...userOfType('builder'), selectedProjectId: 'p-2' }, 'p-1');
    expect(await screen.findByRole('button', { name: /Harbor Lofts/ })).toBeInTheDocument();
    expect(selectSelectedProjectId(store.getState())).toBe('p-2');
    expect(savedPreferences).toEqual([]);
  });

  it('keeps the project chosen on this device when the API remembers none', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4'), projectFixture('p-2', 'Harbor Lofts')]);
    const { store } = renderShell('/', { ...userOfType('builder'), selectedProjectId: null }, 'p-1');
    expect(await screen.findByRole('button', { name: /Dock 4/ })).toBeInTheDocument();
    expect(selectSelectedProjectId(store.getState())).toBe('p-1');
  });

  it('forgets a remembered project that no longer exists', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4'), projectFixture('p-2', 'Harbor Lofts')]);
    const { store } = renderShell('/', { ...userOfType('builder'), selectedProjectId: 'deleted-project' });
    await screen.findByRole('button', { name: /Choose a project/ });
    await expect.poll(() => selectSelectedProjectId(store.getState())).toBeNull();
  });

  it('forgets a selected project that no longer exists', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4'), projectFixture('p-2', 'Harbor Lofts')]);
    const { store } = renderShell('/', userOfType('builder'), 'deleted-project');
    await expect.poll(() => selectSelectedProjectId(store.getState())).toBeNull();
  });

  it('chooses a company’s only project', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4')]);
    const { store } = renderShell('/', userOfType('builder'));
    await expect.poll(() => selectSelectedProjectId(store.getState())).toBe('p-1');
    expect(await screen.findByRole('button', { name: /Dock 4/ })).toBeInTheDocument();
  });

  it.each(['supplier', 'builder_receiver'] as const)('shows no picker to a %s and asks for no projects', async (type) => {
    // No projects handler: a request would fail the test.
    renderShell('/supplier', userOfType(type));
    expect(await screen.findByTestId('page')).toHaveTextContent('/supplier');
    expect(screen.queryByRole('button', { name: /project/i })).not.toBeInTheDocument();
    expect(linkTokenRequests).toBe(0);
  });

  it('fetches a bank-link token once when a builder’s app loads', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4')]);
    renderShell('/', userOfType('builder'));
    await expect.poll(() => linkTokenRequests).toBe(1);
  });
});

describe('AppLayout navigation', () => {
  function mainNavigation() {
    return within(screen.getByRole('navigation', { name: 'Main' }));
  }

  it('links a supplier to its purchase orders, quotes, invoices, statements, payouts, banking details and company profile, after its products', async () => {
    renderShell('/supplier', userOfType('supplier'));
    await screen.findByTestId('page');
    const links = mainNavigation().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Products', 'Purchase orders', 'Quotes', 'Invoices', 'Statements', 'Payouts', 'Banking', 'Company']);
    expect(mainNavigation().getByRole('link', { name: 'Quotes' })).toHaveAttribute('href', '/supplier/quotes');
    expect(mainNavigation().getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/supplier/invoices');
    expect(mainNavigation().getByRole('link', { name: 'Statements' })).toHaveAttribute('href', '/supplier/statements');
    expect(mainNavigation().getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/supplier/payouts');
    expect(mainNavigation().getByRole('link', { name: 'Banking' })).toHaveAttribute('href', '/supplier/banking');
    expect(mainNavigation().getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/supplier/company');
    expect(mainNavigation().getByRole('link', { name: 'Purchase orders' })).toHaveAttribute('href', '/supplier/purchase-orders');
  });

  it('marks the supplier’s banking link as the current page there', async () => {
    renderShell('/supplier/banking', userOfType('supplier'));
    expect(await screen.findByTestId('page')).toHaveTextContent('/supplier/banking');
    expect(mainNavigation().getByRole('link', { name: 'Banking' })).toHaveAttribute('aria-current', 'page');
    expect(mainNavigation().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('gives a builder no supplier banking or company links', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4')]);
    renderShell('/', userOfType('builder'));
    expect(await mainNavigation().findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(mainNavigation().queryByRole('link', { name: 'Banking' })).not.toBeInTheDocument();
    expect(mainNavigation().queryByRole('link', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /banking|company/i })).not.toBeInTheDocument();
  });

  it('counts the items in the selected project’s cart beside the builder’s cart link', async () => {
    projectsAre([projectFixture('p-1', 'Dock 4'), projectFixture('p-2', 'Harbor Lofts')]);
    cartLines = { 'p-1': 3, 'p-2': 1 };
    const { store } = renderShell('/', userOfType('builder'), 'p-1');
    expect(await mainNavigation().findByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    store.dispatch(selectProject('p-2'));
    expect(await mainNavigation().findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('gives a builder receiver, who may not open them, no banking or company links', async () => {
    renderShell('/supplier', userOfType('builder_receiver'));
    await screen.findByTestId('page');
    expect(mainNavigation().getAllByRole('link').map((link) => link.textContent)).toEqual(['Deliveries']);
  });

  it('links the terms of service and the contact form from every signed-in page', async () => {
    renderShell('/supplier', userOfType('supplier'));
    await screen.findByTestId('page');
    const about = within(screen.getByRole('navigation', { name: 'About the marketplace' }));
    expect(about.getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms');
    expect(about.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});

describe('AppLayout and an unconfirmed email address', () => {
  const banner = () => screen.queryByRole('region', { name: 'Email confirmation' });

  it('asks a user who has not followed the emailed link to confirm, above the page', async () => {
    renderShell('/supplier', { ...userOfType('supplier'), emailVerified: false });
    expect(await screen.findByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      'Confirm your email address: we sent a link to someone@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeEnabled();
  });

  it('sends a new link from the banner and says so', async () => {
    server.use(http.post('/api/auth/verify_email/resend/', () => HttpResponse.json({ detail: 'We sent a new confirmation link to someone@example.com.' })));
    const { user } = renderShell('/supplier', { ...userOfType('supplier'), emailVerified: false });
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText('We sent a new confirmation link to someone@example.com.')).toBeInTheDocument();
  });

  it('shows no banner once the address is confirmed', async () => {
    renderShell('/supplier', userOfType('supplier'));
    await screen.findByTestId('page');
    expect(banner()).toBeNull();
  });
});
