import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { builderUserResponse, mockToken, supplierUserResponse, unconfirmedBuilderUserResponse } from '../mocks/fixtures';
import { createAuthHandlers, pendingHandler } from '../mocks/handlers';
import { signedInAs } from '../mocks/signed-in-state';
import { selectUser } from '../state/auth-slice';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

const refusal = 'This confirmation link is invalid, used or expired. Sign in to get a new one.';

describe('VerifyEmailPage', () => {
  it('confirms the address once, signs the user in and opens their home with the confirmation', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/verify_email/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(builderUserResponse);
      }),
      http.get('/api/users/me/', () => HttpResponse.json(builderUserResponse)),
    );
    const { store } = renderRoute({ url: `/verify_email?token=${mockToken}` });
    // The message first: it shows for three seconds, which a slow page load may outlast.
    expect(await screen.findByText('Your email address is confirmed.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sent).toEqual([{ token: mockToken }]);
    expect(selectUser(store.getState())).toMatchObject({ email: builderUserResponse.email, emailVerified: true });
  });

  it('opens the supplier area for a supplier', async () => {
    server.use(...createAuthHandlers({ user: { ...supplierUserResponse, email_verified: false } }));
    renderRoute({ url: `/verify_email?token=${mockToken}` });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/supplier$/);
  });

  it('says it is working while the API answers', async () => {
    server.use(pendingHandler('post', '/api/auth/verify_email/'));
    renderRoute({ url: `/verify_email?token=${mockToken}` });
    expect(await screen.findByText('Confirming your email address…')).toBeVisible();
  });

  it('explains a link without a token and offers to sign in', async () => {
    renderRoute({ url: '/verify_email' });
    expect(await screen.findByText('This confirmation link is incomplete')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/login');
  });

  it('shows why a used link is refused, and offers a signed-out visitor to sign in', async () => {
    renderRoute({ url: '/verify_email?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toBeVisible();
  });

  it('lets the signed-in owner of an unconfirmed account ask for a new link', async () => {
    server.use(...createAuthHandlers({ signedIn: true, user: unconfirmedBuilderUserResponse }));
    const { user } = renderRoute({ url: '/verify_email?token=used', preloadedState: signedInAs(unconfirmedBuilderUserResponse) });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(`We sent a new confirmation link to ${builderUserResponse.email}.`)).toBeVisible();
  });

  it('tells someone already confirmed that there is nothing left to do', async () => {
    server.use(...createAuthHandlers({ signedIn: true }));
    renderRoute({ url: '/verify_email?token=used', preloadedState: signedInAs(builderUserResponse) });
    expect(await screen.findByText(/already confirmed/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the app' })).toHaveAttribute('href', '/');
  });
});
