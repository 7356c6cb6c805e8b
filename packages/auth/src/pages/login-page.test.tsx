import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorBody, mockPassword, validationErrorBody } from '../mocks/fixtures';
import { failingHandler, pendingHandler } from '../mocks/handlers';
import { selectUser } from '../state/auth-slice';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows a message under each invalid field and sends nothing', async () => {
    const { user } = renderRoute({ url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in and goes to the app home', async () => {
    const { user, store } = renderRoute({ url: '/login' });
    await fillAndSubmit(user, 'dana@northbuild.test', mockPassword);
    // The greeting first: it shows for three seconds, which a slow page load may outlast.
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome back, Dana.');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(selectUser(store.getState())?.email).toBe('dana@northbuild.test');
  });

  it('goes to a safe ?next= after signing in', async () => {
    const { user } = renderRoute({ url: '/login?next=%2Forders%2F7%3Ftab%3Dlines' });
    await fillAndSubmit(user, 'dana@northbuild.test', mockPassword);
    expect(await screen.findByTestId('location')).toHaveTextContent('/orders/7?tab=lines');
  });

  it('ignores a ?next= that leaves the app', async () => {
    const { user } = renderRoute({ url: '/login?next=%2F%2Fevil.test%2Fphish' });
    await fillAndSubmit(user, 'dana@northbuild.test', mockPassword);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the server message on the form and in the flash, keeping the input', async () => {
    const { user } = renderRoute({ url: '/login' });
    await fillAndSubmit(user, 'dana@northbuild.test', 'wrong-password-1');
    const banner = await screen.findByText('We could not sign you in');
    expect(within(banner.closest('[role="alert"]') as HTMLElement).getByText('Incorrect email or password.')).toBeVisible();
    expect(screen.getAllByText('Incorrect email or password.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('dana@northbuild.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong-password-1');
  });

  it('puts server field errors under their fields', async () => {
    server.use(
      failingHandler('post', '/api/auth/login/', 400, validationErrorBody({ email: 'No account uses this email.' })),
    );
    const { user } = renderRoute({ url: '/login' });
    await fillAndSubmit(user, 'nobody@northbuild.test', mockPassword);
    expect(await screen.findByText('No account uses this email.')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the display error of a server failure', async () => {
    server.use(failingHandler('post', '/api/auth/login/', 503, errorBody('service_unavailable', 'The service is busy. Try again in a minute.')));
    const { user } = renderRoute({ url: '/login' });
    await fillAndSubmit(user, 'dana@northbuild.test', mockPassword);
    expect(await screen.findAllByText('The service is busy. Try again in a minute.')).toHaveLength(2);
  });

  it('shows the transport message when the network fails', async () => {
    server.use(http.post('/api/auth/login/', () => HttpResponse.error()));
    const { user } = renderRoute({ url: '/login' });
    await fillAndSubmit(user, 'dana@northbuild.test', mockPassword);
    expect(await screen.findAllByText('Network Error')).toHaveLength(2);
  });

  it('shows the button busy while signing in', async () => {
    server.use(pendingHandler('post', '/api/auth/login/'));
    const { user } = renderRoute({ url: '/login' });
    await fillAndSubmit(user, 'dana@northbuild.test', mockPassword);
    expect(await screen.findByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true');
  });
});
