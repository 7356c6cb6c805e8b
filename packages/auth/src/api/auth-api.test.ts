import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { builderUserResponse } from '../mocks/fixtures';
import { setupMswServer } from '../test/msw-server';
import { makeMockStore } from '../mocks/mock-store';
import { authApi } from './auth-api';

const server = setupMswServer();

/** Records every call that reaches the mock API. */
function recordCalls() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const text = await request.text();
      calls.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(builderUserResponse);
    }),
  );
  return calls;
}

describe('authApi', () => {
  it.each([
    ['login', { email: 'a@b.test', password: 'pw' }, 'POST', '/api/auth/login/', { email: 'a@b.test', password: 'pw' }],
    [
      'signup',
      { email: 'a@b.test', password: 'pw', firstName: 'A', lastName: 'B', companyName: 'C', accountType: 'builder' },
      'POST',
      '/api/auth/signup/',
      { email: 'a@b.test', password: 'pw', first_name: 'A', last_name: 'B', company_name: 'C', account_type: 'builder' },
    ],
    ['verifyEmail', { token: 't' }, 'POST', '/api/auth/verify_email/', { token: 't' }],
    ['resendEmailVerification', undefined, 'POST', '/api/auth/verify_email/resend/', undefined],
    [
      'createAccount',
      { token: 't', firstName: 'A', lastName: 'B', password: 'pw' },
      'POST',
      '/api/auth/create_account/',
      { token: 't', first_name: 'A', last_name: 'B', password: 'pw' },
    ],
    ['requestPasswordReset', { email: 'a@b.test' }, 'POST', '/api/auth/password_reset/', { email: 'a@b.test' }],
    ['confirmPasswordReset', { token: 't', password: 'pw' }, 'POST', '/api/auth/password_reset/confirm/', { token: 't', password: 'pw' }],
    ['logout', undefined, 'POST', '/api/auth/logout/', undefined],
    [
      'changePassword',
      { currentPassword: 'a', newPassword: 'b' },
      'POST',
      '/api/auth/password/',
      { current_password: 'a', new_password: 'b' },
    ],
    ['changeData', { firstName: 'A', lastName: 'B' }, 'POST', '/api/users/change_data/', { first_name: 'A', last_name: 'B' }],
    ['updateTos', undefined, 'POST', '/api/users/update_tos/', { tos_accepted: true }],
    ['sendContactMessage', { email: 'a@b.test', message: 'Hi' }, 'POST', '/api/home_page_message/', { email: 'a@b.test', message: 'Hi' }],
    [
      'createInvitation',
      { email: 'a@b.test', userType: 'builder_receiver' },
      'POST',
      '/api/invitations/',
      { email: 'a@b.test', user_type: 'builder_receiver' },
    ],
  ] as const)('%s sends %s %s', async (name, arg, method, path, body) => {
    const calls = recordCalls();
    const endpoint = authApi.endpoints[name] as unknown as { initiate: (arg: unknown) => never };
    await makeMockStore().dispatch(endpoint.initiate(arg));
    expect(calls).toEqual([{ method, path, body }]);
  });

  it('getCurrentUser reads GET /api/users/me/', async () => {
    const calls = recordCalls();
    const result = await makeMockStore().dispatch(authApi.endpoints.getCurrentUser.initiate());
    expect(calls).toEqual([{ method: 'GET', path: '/api/users/me/', body: undefined }]);
    expect(result.data?.firstName).toBe('Dana');
  });
});
