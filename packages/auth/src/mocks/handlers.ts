import { apiUrl } from '@marketplace/api-client';
import { SIGNUP_CHECK_EMAIL_MESSAGE, type ErrorBody, type UserResponse } from '@marketplace/contracts';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { builderUserResponse, emailUnverifiedErrorBody, errorBody, mockPassword, mockToken } from './fixtures';

/** Options of {@link createAuthHandlers}. */
export interface AuthMockOptions {
  /** Whether a session exists when the handlers start. */
  signedIn?: boolean;
  /** The account behind the session (wire form). */
  user?: UserResponse;
}

type Method = 'get' | 'post' | 'put' | 'delete';

const detail = (text: string) => () => HttpResponse.json({ detail: text });

/**
 * A small stateful stand-in for the account API, shared by tests and stories: login with
 * {@link mockPassword} opens a session, logout closes it, tokens other than {@link mockToken}
 * are refused. Sign-up opens no session: it makes an unconfirmed account, which the
 * confirmation link confirms and signs in. Each call builds fresh state, so tests never leak
 * sessions into each other.
 */
export function createAuthHandlers(options: AuthMockOptions = {}): HttpHandler[] {
  let signedIn = options.signedIn ?? false;
  let user: UserResponse = options.user ?? builderUserResponse;
  const notSignedIn = () =>
    HttpResponse.json(errorBody('not_authenticated', 'Please sign in.'), { status: 401 });

  return [
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/users/me/'), () => (signedIn ? HttpResponse.json(user) : notSignedIn())),
    http.post(apiUrl('/api/auth/login/'), async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      if (body.password !== mockPassword) {
        return HttpResponse.json(errorBody('invalid_credentials', 'Incorrect email or password.'), { status: 400 });
      }
      signedIn = true;
      return HttpResponse.json(user);
    }),
    http.post(apiUrl('/api/auth/signup/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      user = {
        ...user,
        email: body.email ?? user.email,
        first_name: body.first_name ?? user.first_name,
        last_name: body.last_name ?? user.last_name,
        user_type: body.account_type === 'supplier' ? 'supplier' : 'builder',
        email_verified: false,
      };
      return HttpResponse.json({ detail: SIGNUP_CHECK_EMAIL_MESSAGE }, { status: 202 });
    }),
    http.post(apiUrl('/api/auth/verify_email/'), async ({ request }) => {
      const body = (await request.json()) as { token?: string };
      if (body.token !== mockToken) {
        const message = 'This confirmation link is invalid, used or expired. Sign in to get a new one.';
        return HttpResponse.json({ ...errorBody('invalid_token', message), fields: { token: message } }, { status: 400 });
      }
      user = { ...user, email_verified: true };
      signedIn = true;
      return HttpResponse.json(user);
    }),
    http.post(apiUrl('/api/auth/verify_email/resend/'), () => {
      if (!signedIn) return notSignedIn();
      if (user.email_verified) {
        const message = 'Your email address is already confirmed.';
        return HttpResponse.json({ ...errorBody('validation_error', message), fields: { email: message } }, { status: 400 });
      }
      return detail(`We sent a new confirmation link to ${user.email}.`)();
    }),
    http.post(apiUrl('/api/auth/create_account/'), async ({ request }) => {
      const body = (await request.json()) as { token?: string };
      if (body.token !== mockToken) {
        return HttpResponse.json(errorBody('invalid_token', 'This invitation link has expired or was already used.'), {
          status: 400,
        });
      }
      signedIn = true;
      return HttpResponse.json(user, { status: 201 });
    }),
    http.post(apiUrl('/api/auth/password_reset/'), detail('If an account exists for this email, a reset link is on its way.')),
    http.post(apiUrl('/api/auth/password_reset/confirm/'), async ({ request }) => {
      const body = (await request.json()) as { token?: string };
      return body.token === mockToken
        ? detail('Your password has been reset. Sign in with your new password.')()
        : HttpResponse.json(errorBody('invalid_token', 'This reset link has expired or was already used.'), {
            status: 400,
          });
    }),
    http.post(apiUrl('/api/auth/logout'), () => {
      signedIn = false;
      return HttpResponse.json({ detail: 'Signed out.' });
    }),
    http.post(apiUrl('/api/auth/password/'), async ({ request }) => {
      const body = (await request.json()) as { current_password?: string };
      return body.current_password === mockPassword
        ? detail('Your password has been changed.')()
        : HttpResponse.json(
            {
              code: 'validation_error',
              message: 'Current password is incorrect.',
              display_error: 'Your current password is incorrect.',
              fields: { current_password: 'This is not your current password.' },
            },
            { status: 400 },
          );
    }),
    http.post(apiUrl('/api/users/change_data/'), async ({ request }) => {
      const body = (await request.json()) as { first_name?: string; last_name?: string };
      user = { ...user, first_name: body.first_name ?? user.first_name, last_name: body.last_name ?? user.last_name };
      return HttpResponse.json(user);
    }),
    http.post(apiUrl('/api/users/update_tos/'), () => {
      user = { ...user, tos_accepted: true };
      return HttpResponse.json(user);
    }),
    http.post(apiUrl('/api/home_page_message'), detail('Thank you. We will get back to you soon.')),
    http.post(apiUrl('/api/invitations/'), async ({ request }) => {
      if (!user.email_verified) return HttpResponse.json(emailUnverifiedErrorBody, { status: 403 });
      const body = (await request.json()) as { email: string; user_type: UserResponse['user_type'] };
      return HttpResponse.json(
        { id: 'invitation-1', email: body.email, user_type: body.user_type, expires_at: '2030-01-08T00:00:00Z' },
        { status: 201 },
      );
    }),
  ];
}

/** The default account API: nobody signed in yet. */
export const handlers: HttpHandler[] = createAuthHandlers();

/** One call answering an error body with a status (to put before the default handlers). */
export function failingHandler(method: Method, path: string, status: number, body: ErrorBody): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** One call that never answers, to show a form while it submits. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}
