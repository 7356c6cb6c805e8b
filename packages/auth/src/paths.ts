/** One route of this package: the router path and the link to it (relative to /app/v2). */
export interface RoutePath<Args extends unknown[] = []> {
  path: string;
  href: (...args: Args) => string;
}

function withQuery(path: string, name: string, value: string | undefined): string {
  return value ? `${path}?${new URLSearchParams({ [name]: value }).toString()}` : path;
}

/** Paths of the account pages, for the router (`path`) and for links (`href`). */
export const paths = {
  /** Sign in; `next` is where to go afterwards. */
  login: { path: 'login', href: (next?: string) => withQuery('/login', 'next', next) },
  signup: { path: 'signup', href: () => '/signup' },
  /** Completes an invitation; the emailed link carries the token. */
  createAccount: { path: 'create_account', href: (token?: string) => withQuery('/create_account', 'token', token) },
  passwordReset: { path: 'password/reset', href: () => '/password/reset' },
  /** Confirms a reset; the emailed link carries the token. */
  passwordResetVerify: {
    path: 'password/reset_verify',
    href: (token?: string) => withQuery('/password/reset_verify', 'token', token),
  },
  /** Confirms a new account's email address; the emailed link carries the token. */
  verifyEmail: { path: 'verify_email', href: (token?: string) => withQuery('/verify_email', 'token', token) },
  /** The contact form: anyone may send a message, signed in or not. */
  contact: { path: 'contact', href: () => '/contact' },
  /** The terms of service: anyone may read them, signed in or not. */
  terms: { path: 'terms', href: () => '/terms' },
  profile: { path: 'profile', href: () => '/profile' },
  settings: { path: 'settings', href: () => '/settings' },
} satisfies Record<string, RoutePath<[string?]> | RoutePath>;

/**
 * The `next` target after sign-in, only when it stays inside the app: it must start with '/'
 * and not '//' (nor '/\', which browsers read the same way), so a crafted link cannot send a
 * user to another site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
