import { login } from '@marketplace/auth';
import type { UserResponse } from '@marketplace/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withGuard } from '../router/with-guard';
import { makeStore } from '../store/make-store';
import { projectFixture } from '../test/fixtures';
import { AppLayout } from './app-layout';
import { RootLayout } from './root-layout';

/**
 * Signing out and in again in one tab, with the real store, router, guard and layout: the API
 * answers 401 to every signed-in call once the session ended, as the real one does.
 */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const builder: UserResponse = {
  id: 'user-1',
  email: 'dana@example.com',
  first_name: 'Dana',
  last_name: 'Builder',
  tos_accepted: true,
  email_verified: true,
  user_type: 'builder',
  company: { id: 'company-1', name: 'Summit Builders', company_type: 'builder' },
};

const notAuthenticated = () =>
  HttpResponse.json(
    { code: 'not_authenticated', message: 'Authentication credentials were not provided.', display_error: 'Sign in to continue.' },
    { status: 401 },
  );

let signedIn = true;
/** Every signed-in call the page made, and whether the session was open when it arrived. */
let calls: { path: string; signedIn: boolean }[] = [];

beforeEach(() => {
  signedIn = true;
  calls = [];
  const signedInOnly = (path: string, answer: () => Response) =>
    async () => {
      calls.push({ path, signedIn });
      // Slow enough that the sign-out can overtake a call the page started.
      await delay(20);
      return signedIn ? answer() : notAuthenticated();
    };
  server.use(
    http.get('/csrf/token/', () => HttpResponse.json({ csrf_token: 'test-csrf-token' })),
    http.get('/api/users/me/', signedInOnly('me', () => HttpResponse.json(builder))),
    http.get(
      '/api/projects/',
      signedInOnly('projects', () =>
        HttpResponse.json({
          count: 1,
          results: [
            projectFixture('p-1', 'Dock 4'),
          ],
        }),
      ),
    ),
    http.post(
      '/api/bank-enrollment/link-token/',
      signedInOnly('link-token', () => HttpResponse.json({ link_token: 'link-sandbox-test', expiration: '2030-01-01T00:00:00.000Z' })),
    ),
    http.post('/api/auth/logout/', async () => {
      signedIn = false;
      await delay(5);
      return HttpResponse.json({ detail: 'Signed out.' });
    }),
    http.post('/api/auth/login/', () => {
      signedIn = true;
      return HttpResponse.json(builder);
    }),
  );
});

function Where() {
  return <p data-testid="page">{useLocation().pathname}</p>;
}

function renderApp() {
  const store = makeStore();
  const routes = withGuard(
    [
      {
        element: <RootLayout />,
        children: [
          {
            element: <AppLayout />,
            children: [{ path: '/', element: <Where />, handle: { access: { requiresAuth: true } } }],
          },
          { path: '/login', element: <Where />, handle: { access: { guestOnly: true } } },
        ],
      },
    ],
    store,
  );
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}

async function signOutFromTheAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Account menu for Dana Builder/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
  await expect.poll(() => screen.getByTestId('page').textContent).toBe('/login');
}

const linkTokenCalls = () => calls.filter((call) => call.path === 'link-token').length;

describe('signing out and in again in the same tab', () => {
  it('makes no signed-in call once the session ended', async () => {
    const { user } = renderApp();
    await expect.poll(linkTokenCalls).toBe(1);
    await screen.findByRole('button', { name: /Dock 4/ });

    await signOutFromTheAccountMenu(user);
    // Anything the page would still fire would arrive within a few ticks.
    await act(() => delay(100));
    // Only the guard's own question "who is signed in?" (spec section 4) may meet the ended session.
    expect(calls.filter((call) => !call.signedIn && call.path !== 'me')).toEqual([]);
  });

  it('fetches the bank-link token again and shows no "Failed to initialize Plaid"', async () => {
    const { store, router, user } = renderApp();
    await expect.poll(linkTokenCalls).toBe(1);
    await signOutFromTheAccountMenu(user);
    await act(() => delay(100));

    await act(async () => {
      await store.dispatch(login({ email: 'dana@example.com', password: 'correct horse battery' }));
      await router.navigate('/');
    });
    expect(await screen.findByRole('button', { name: /Account menu for Dana Builder/ })).toBeInTheDocument();
    await expect.poll(linkTokenCalls).toBe(2);
    await act(() => delay(100));
    expect(screen.queryByText('Failed to initialize Plaid')).not.toBeInTheDocument();
    expect(store.getState().flash.current).toBeNull();
  });

  it('drops a call that was still on its way when the session ended', async () => {
    const { store, user } = renderApp();
    await screen.findByRole('button', { name: /Account menu for Dana Builder/ });
    await signOutFromTheAccountMenu(user);
    // The cache holds nothing of the signed-out account: no answer, no failure.
    await act(() => delay(100));
    const cached = Object.keys(store.getState().api.queries).filter((key) => !key.startsWith('getCurrentUser'));
    expect(cached).toEqual([]);
  });
});
