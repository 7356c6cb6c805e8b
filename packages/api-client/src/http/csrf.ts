/** Cookie the API sets with the double-submit CSRF token. */
export const CSRF_COOKIE_NAME = 'csrftoken';
/** Header unsafe requests send the token back in. */
export const CSRF_HEADER_NAME = 'X-CSRFToken';
/** Endpoint that sets the cookie and answers `{ csrf_token }`. */
export const CSRF_TOKEN_PATH = '/csrf/token/';

const unsafeMethods = new Set(['post', 'put', 'patch', 'delete']);

/** True for the methods that change state and therefore need the CSRF header. */
export function isUnsafeMethod(method: string | undefined): boolean {
  return unsafeMethods.has((method ?? 'get').toLowerCase());
}

/** Reads the CSRF cookie, or null when it is absent (or this page cannot see it). */
export function readCsrfCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE_NAME) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Supplies the token for unsafe requests; `fetchToken` asks the API for one (GET
 * {@link CSRF_TOKEN_PATH}). The cookie is the source of truth; the token from
 * the last fetch is kept as well because an API on another origin sets a cookie this page
 * cannot read, and concurrent requests share one fetch instead of racing.
 */
export function createCsrfTokenSource(fetchToken: () => Promise<string>) {
  let fetched: string | null = null;
  let pending: Promise<string> | null = null;

  return {
    /** The token to send, fetching one first when neither the cookie nor a fetched token exists. */
    async get(): Promise<string> {
      const cookie = readCsrfCookie();
      if (cookie) return cookie;
      if (fetched) return fetched;
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      fetched = await pending;
      return fetched;
    },
    /** Forgets the fetched token after the API refused it, so the next request fetches anew. */
    reset(): void {
      fetched = null;
    },
  };
}

/** The token source of one client. */
export type CsrfTokenSource = ReturnType<typeof createCsrfTokenSource>;
