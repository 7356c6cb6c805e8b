import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { builderUserResponse, mockPassword, supplierUserResponse } from '../mocks/fixtures';
import { createAuthHandlers } from '../mocks/handlers';
import { selectUser } from '../state/auth-slice';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';
import { signedInAs } from '../mocks/signed-in-state';

const server = setupMswServer();

/** Opens the page signed in; `overrides` answer before the mock account API. */
function renderProfile(response = builderUserResponse, ...overrides: HttpHandler[]) {
  server.use(...overrides, ...createAuthHandlers({ signedIn: true, user: response }));
  return renderRoute({ url: '/profile', preloadedState: signedInAs(response) });
}

describe('ProfilePage', () => {
  it('changes the name and keeps it in the auth state', async () => {
    const { user, store } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Your name' });
    const firstName = within(form).getByLabelText(/^First name/);
    expect(firstName).toHaveValue('Dana');
    await user.clear(firstName);
    await user.type(firstName, 'Danielle');
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your name has been saved.');
    expect(selectUser(store.getState())?.firstName).toBe('Danielle');
  });

  it('refuses an empty name', async () => {
    const { user } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Your name' });
    await user.clear(within(form).getByLabelText(/^Last name/));
    await user.click(within(form).getByRole('button', { name: 'Save name' }));
    expect(await within(form).findByText('Enter your last name.')).toBeVisible();
  });

  it('changes the password with the current one and clears the fields', async () => {
    let sent: unknown;
    const { user } = renderProfile(
      builderUserResponse,
      http.post('/api/auth/password/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'Your password has been changed.' });
      }),
    );
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), mockPassword);
    await user.type(within(form).getByLabelText(/^New password/), 'steel-beam-2030');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'steel-beam-2030');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(sent).toEqual({ current_password: mockPassword, new_password: 'steel-beam-2030' });
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderProfile();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^Current password/), 'not-my-password');
    await user.type(within(form).getByLabelText(/^New password/), 'steel-beam-2030');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'steel-beam-2030');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('This is not your current password.')).toBeVisible();
    expect(within(form).getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('steel-beam-2030');
  });

  it('asks to tick the terms box, then records the acceptance', async () => {
    const { user, store } = renderProfile(supplierUserResponse);
    const form = await screen.findByRole('form', { name: 'Terms of service' });
    await user.click(within(form).getByRole('button', { name: 'Accept terms' }));
    expect(await within(form).findByText('Accept the terms of service to continue.')).toBeVisible();
    await user.click(within(form).getByLabelText(/I have read and accept/));
    await user.click(within(form).getByRole('button', { name: 'Accept terms' }));
    expect(await screen.findByText('You have accepted the terms of service.')).toBeVisible();
    expect(selectUser(store.getState())?.tosAccepted).toBe(true);
  });

  it('says when the terms are already accepted', async () => {
    renderProfile();
    expect(await screen.findByText('You have accepted the terms of service.')).toBeVisible();
  });
});
