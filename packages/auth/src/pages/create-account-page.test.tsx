import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { builderUserResponse, mockPassword, mockToken } from '../mocks/fixtures';
import { selectIsLoggedIn } from '../state/auth-slice';
import { setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer();

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], confirmation = mockPassword) {
  await user.type(await screen.findByLabelText(/^First name/), 'Ray');
  await user.type(screen.getByLabelText(/^Last name/), 'Moss');
  await user.type(screen.getByLabelText(/^Password/), mockPassword);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('CreateAccountPage', () => {
  it('explains a link without a token', async () => {
    renderRoute({ url: '/create_account' });
    expect(await screen.findByText('This invitation link is incomplete')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('validates before sending', async () => {
    const { user } = renderRoute({ url: `/create_account?token=${mockToken}` });
    await fillAndSubmit(user, 'something-else-1');
    expect(await screen.findByText('The passwords do not match.')).toBeVisible();
  });

  it('sends the token from the link, signs in and opens the app', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/create_account/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(builderUserResponse, { status: 201 });
      }),
      http.get('/api/users/me/', () => HttpResponse.json(builderUserResponse)),
    );
    const { user, store } = renderRoute({ url: `/create_account?token=${mockToken}` });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(sent).toEqual({ token: mockToken, first_name: 'Ray', last_name: 'Moss', password: mockPassword });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });

  it('shows why an expired invitation is refused', async () => {
    const { user } = renderRoute({ url: '/create_account?token=used-token' });
    await fillAndSubmit(user);
    expect(await screen.findAllByText('This invitation link has expired or was already used.')).toHaveLength(2);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ray');
  });
});
