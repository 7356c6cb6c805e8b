import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SIGNUP_CHECK_EMAIL_MESSAGE } from '@marketplace/contracts';
import { mockPassword, validationErrorBody } from '../mocks/fixtures';
import { failingHandler } from '../mocks/handlers';
import { selectUser } from '../state/auth-slice';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

type User = ReturnType<typeof renderRoute>['user'];

async function fillForm(user: User, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Kim',
    'Last name': 'Novak',
    'Company name': 'New Build',
    'Work email': 'kim@newbuild.test',
    Password: mockPassword,
    'Confirm password': mockPassword,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(new RegExp(`^${label}`)), value);
  }
}

describe('SignupPage', () => {
  it('validates every field before sending', async () => {
    const { user } = renderRoute({ url: '/signup' });
    await fillForm(user, { 'First name': '', Password: 'short', 'Confirm password': 'shorter' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your first name.')).toBeVisible();
    expect(screen.getByText('Use at least 10 characters.')).toBeVisible();
  });

  it('asks for the same password twice', async () => {
    const { user } = renderRoute({ url: '/signup' });
    await fillForm(user, { 'Confirm password': 'timber-frame-43' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
  });

  it('creates a supplier account and asks to follow the emailed link, signing nobody in', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/signup/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: SIGNUP_CHECK_EMAIL_MESSAGE }, { status: 202 });
      }),
    );
    const { user, store } = renderRoute({ url: '/signup' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: /Supplier/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The message first: it shows for three seconds, which a slow page load may outlast.
    expect(await screen.findByRole('status')).toHaveTextContent(SIGNUP_CHECK_EMAIL_MESSAGE);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(screen.getByText('kim@newbuild.test')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual({
      first_name: 'Kim',
      last_name: 'Novak',
      company_name: 'New Build',
      account_type: 'supplier',
      email: 'kim@newbuild.test',
      password: mockPassword,
    });
    expect(selectUser(store.getState())).toBeNull();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('goes back to the form for another address, with the names kept and no password', async () => {
    const { user } = renderRoute({ url: '/signup' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Use another email' }));
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('New Build');
    expect(screen.getByLabelText(/^Work email/)).toHaveValue('kim@newbuild.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('maps server field errors onto the fields and keeps the input', async () => {
    server.use(
      failingHandler(
        'post',
        '/api/auth/signup/',
        409,
        validationErrorBody({ email: 'An account already uses this email.' }, 'An account already uses this email.'),
      ),
    );
    const { user } = renderRoute({ url: '/signup' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('An account already uses this email.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Work email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('New Build');
  });
});
