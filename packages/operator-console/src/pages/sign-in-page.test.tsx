import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_TOTP_CODE } from '../mocks/fixtures';
import { bodiesOf, recordRequests, setupMswServer } from '../test/msw-server';
import { renderRoute } from '../test/render-route';

const server = setupMswServer({ signedIn: false });

async function fillIn(user: ReturnType<typeof renderRoute>['user'], code: string) {
  const form = within(await screen.findByRole('form', { name: 'Operator sign-in' }));
  await user.type(form.getByRole('textbox', { name: /^Email/ }), 'ada@marketplace.test');
  await user.type(form.getByLabelText(/^Password/), 'correct horse battery');
  await user.type(form.getByRole('textbox', { name: /^6-digit code/ }), code);
  await user.click(form.getByRole('button', { name: 'Sign in' }));
  return form;
}

describe('SignInPage', () => {
  it('signs in with email, password and code in one request, then opens the page asked for', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/login?next=%2Foperator%2Fsuppliers' });
    await fillIn(user, MOCK_TOTP_CODE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Suppliers' })).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/operator/auth/login/')).toEqual([{ email: 'ada@marketplace.test', password: 'correct horse battery', code: MOCK_TOTP_CODE }]);
    expect(screen.getByText('Signed in as Ada Operator.')).toBeInTheDocument();
  });

  it('opens the reconciliation when no page was asked for', async () => {
    const { user } = renderRoute({ url: '/operator/login' });
    await fillIn(user, MOCK_TOTP_CODE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reconciliation' })).toBeInTheDocument();
  });

  it('shows the API’s refusal and empties the code for the next one', async () => {
    const { user } = renderRoute({ url: '/operator/login' });
    const form = await fillIn(user, '111111');
    expect(await form.findByText('The email, password or code is not right.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^6-digit code/ })).toHaveValue('');
    expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@marketplace.test');
  });

  it('checks the code is six digits before sending anything', async () => {
    const requests = recordRequests(server);
    const { user } = renderRoute({ url: '/operator/login' });
    const form = await fillIn(user, '12345');
    expect(await form.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
