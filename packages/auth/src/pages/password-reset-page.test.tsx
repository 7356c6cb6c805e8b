import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

describe('PasswordResetPage', () => {
  it('asks for a valid email', async () => {
    const { user } = renderRoute({ url: '/password/reset' });
    await user.type(await screen.findByLabelText(/^Email/), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
  });

  it('sends the link and says to check the inbox', async () => {
    const { user } = renderRoute({ url: '/password/reset' });
    await user.type(await screen.findByLabelText(/^Email/), 'dana@northbuild.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The message first: it shows for three seconds, which a slow page load may outlast.
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this email, a reset link is on its way.');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByText('dana@northbuild.test')).toBeVisible();
  });

  it('keeps the email and shows the error when sending fails', async () => {
    server.use(failingHandler('post', '/api/auth/password_reset/', 429, errorBody('rate_limited', 'Too many attempts. Try again later.')));
    const { user } = renderRoute({ url: '/password/reset' });
    await user.type(await screen.findByLabelText(/^Email/), 'dana@northbuild.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findAllByText('Too many attempts. Try again later.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@northbuild.test');
  });
});
