import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockPassword, mockToken, validationErrorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], password: string, confirmation = password) {
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('PasswordResetVerifyPage', () => {
  it('explains a link without a token', async () => {
    renderRoute({ url: '/password/reset_verify' });
    expect(await screen.findByText('This reset link is incomplete')).toBeVisible();
  });

  it('checks the new password and its confirmation', async () => {
    const { user } = renderRoute({ url: `/password/reset_verify?token=${mockToken}` });
    await fillAndSubmit(user, 'password123', 'password124');
    expect(await screen.findByText('This password is too common. Choose another.')).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
  });

  it('sends token and password, then asks to sign in', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/password_reset/confirm/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'Your password has been reset. Sign in with your new password.' });
      }),
    );
    const { user, router } = renderRoute({ url: `/password/reset_verify?token=${mockToken}` });
    await fillAndSubmit(user, mockPassword);
    // The message first: it shows for three seconds, which a slow page load may outlast.
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(sent).toEqual({ token: mockToken, password: mockPassword });
  });

  it('puts the server password error under the field', async () => {
    server.use(
      failingHandler(
        'post',
        '/api/auth/password_reset/confirm/',
        400,
        validationErrorBody({ password: 'This password was used before.' }),
      ),
    );
    const { user } = renderRoute({ url: `/password/reset_verify?token=${mockToken}` });
    await fillAndSubmit(user, mockPassword);
    expect(await screen.findByText('This password was used before.')).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows why an expired link is refused', async () => {
    const { user } = renderRoute({ url: '/password/reset_verify?token=expired' });
    await fillAndSubmit(user, mockPassword);
    expect(await screen.findAllByText('This reset link has expired or was already used.')).toHaveLength(2);
  });
});
