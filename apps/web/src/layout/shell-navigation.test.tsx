import type { User } from '@marketplace/auth';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/make-store';
import { builderDana, projectFixture } from '../test/fixtures';
import { AppLayout } from './app-layout';
import { navigationFor } from './navigation-items';
import { PHONE_MEDIA_QUERY } from './use-media-query';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

beforeEach(() => {
  server.use(
    http.get('/csrf/token/', () => HttpResponse.json({ csrf_token: 'test-csrf-token' })),
    http.post('/api/bank-enrollment/link-token/', () => HttpResponse.json({ link_token: 'link-sandbox-test', expiration: '2030-01-01T00:00:00.000Z' })),
    http.get('/api/projects/', () =>
      HttpResponse.json({
        count: 1,
        results: [
          projectFixture('p-1', 'Dock 4'),
        ],
      }),
    ),
  );
});

/** A screen as wide as a phone (390 px) answers the ui-kit's phone breakpoint. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_MEDIA_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const builder: User = builderDana;

function Where() {
  return <p data-testid="page">{useLocation().pathname}</p>;
}

function renderShell(signedIn: User = builder) {
  const store = makeStore({ auth: { status: 'loaded', user: signedIn } });
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '*', element: <Where /> }] }], {
    initialEntries: ['/'],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return userEvent.setup();
}

describe('the navigation on a phone', () => {
  it('folds the links and the project picker into a menu, and closes it on the way to another page', async () => {
    onAPhone();
    const user = renderShell();
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    // Nothing of the navigation sits in a row that could run off the screen.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(await screen.findByText('Ordering for Dock 4')).toBeInTheDocument();

    await user.click(menuButton);
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const links = within(menu.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(navigationFor('builder', builder.companyRole).map((item) => item.label));
    expect(menu.getByRole('button', { name: /Dock 4/ })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Add a project' })).toBeInTheDocument();

    await user.click(menu.getByRole('link', { name: 'Orders' }));
    expect(await screen.findByTestId('page')).toHaveTextContent('/orders');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('shows the links in a row on a wide screen', async () => {
    renderShell();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('the company link (decision 0160)', () => {
  it.each(['owner', 'admin'] as const)('links the company page for an %s', async (companyRole) => {
    renderShell({ ...builder, companyRole });
    const navigation = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(navigation.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/company');
  });

  it.each(['approver', 'buyer', null] as const)('has no company link for a builder whose role is %s', async (companyRole) => {
    renderShell({ ...builder, companyRole });
    const navigation = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(navigation.getByRole('link', { name: 'Approvals' })).toBeInTheDocument();
    expect(navigation.queryByRole('link', { name: 'Company' })).not.toBeInTheDocument();
  });
});

describe('the quotes and invoices links (decisions 0610, 0611)', () => {
  it.each(['owner', 'admin', 'approver', 'buyer'] as const)('links quotes and invoices for a builder whose role is %s', async (companyRole) => {
    renderShell({ ...builder, companyRole });
    const navigation = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(navigation.getByRole('link', { name: 'Quotes' })).toHaveAttribute('href', '/quotes');
    expect(navigation.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoices');
  });

  it('has no quotes link for a builder without a role, who still reads the invoices', async () => {
    renderShell({ ...builder, companyRole: null });
    const navigation = within(await screen.findByRole('navigation', { name: 'Main' }));
    expect(navigation.queryByRole('link', { name: 'Quotes' })).not.toBeInTheDocument();
    expect(navigation.getByRole('link', { name: 'Invoices' })).toBeInTheDocument();
  });
});
