import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UserResponse } from '@marketplace/contracts';
import { builderUserResponse, supplierUserResponse, unconfirmedBuilderUserResponse } from '../mocks/fixtures';
import { createAuthHandlers } from '../mocks/handlers';
import { selectAuthStatus } from '../state/auth-slice';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';
import { signedInAs } from '../mocks/signed-in-state';

const server = setupMswServer();

/** Opens the page signed in; `overrides` answer before the mock account API. */
function renderSettings(response: UserResponse = builderUserResponse, ...overrides: HttpHandler[]) {
  server.use(...overrides, ...createAuthHandlers({ signedIn: true, user: response }));
  return renderRoute({ url: '/settings', preloadedState: signedInAs(response) });
}

const receiver: UserResponse = {
  ...builderUserResponse,
  id: 'user-receiver-1',
  user_type: 'builder_receiver',
};

describe('SettingsPage', () => {
  it('shows the account email, company and type', async () => {
    renderSettings();
    expect(await screen.findByText('dana@northbuild.test')).toBeVisible();
    expect(screen.getByText('North Build Co.')).toBeVisible();
    expect(screen.getByText('Builder')).toBeVisible();
  });

  it('lets a builder invite a receiver', async () => {
    let sent: unknown;
    const { user } = renderSettings(
      builderUserResponse,
      http.post('/api/invitations/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { id: 'i1', email: 'site@northbuild.test', user_type: 'builder_receiver', expires_at: '2030-01-01T00:00:00Z' },
          { status: 201 },
        );
      }),
    );
    const form = await screen.findByRole('form', { name: 'Invite receiver' });
    await user.type(within(form).getByLabelText(/^Email/), 'site@northbuild.test');
    await user.click(within(form).getByRole('button', { name: 'Invite receiver' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to site@northbuild.test.');
    expect(sent).toEqual({ email: 'site@northbuild.test', user_type: 'builder_receiver' });
  });

  it('tells an unconfirmed user to confirm the address before inviting', async () => {
    const { user } = renderSettings(unconfirmedBuilderUserResponse);
    const form = await screen.findByRole('form', { name: 'Invite receiver' });
    await user.type(within(form).getByLabelText(/^Email/), 'site@northbuild.test');
    await user.click(within(form).getByRole('button', { name: 'Invite receiver' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/Confirm your email address first/);
  });

  it('lets a supplier invite a teammate', async () => {
    renderSettings(supplierUserResponse);
    expect(await screen.findByRole('form', { name: 'Invite teammate' })).toBeVisible();
    expect(screen.getByText('Supplier')).toBeVisible();
  });

  it('offers a receiver no invitations', async () => {
    renderSettings(receiver);
    expect(await screen.findByText('Builder receiver')).toBeVisible();
    expect(screen.queryByRole('form', { name: /Invite/ })).not.toBeInTheDocument();
  });

  it('signs out and goes to the login page', async () => {
    const { user, store, router } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(selectAuthStatus(store.getState())).toBe('notLoaded');
  });
});
