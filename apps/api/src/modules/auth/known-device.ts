import type { FastifyReply, FastifyRequest } from 'fastify';

/** Remembers, per browser, the account last signed in on it (decision 0135). */
export const DEVICE_COOKIE = 'known_device';
/** Only the sign-in calls need it. */
const DEVICE_COOKIE_PATH = '/api/auth/';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The account this browser signed in to before, from a cookie signed with SESSION_SECRET (by
 * @fastify/cookie); null without one, or with one that was not signed here.
 */
export function knownDeviceUserId(request: FastifyRequest): string | null {
  const cookie = request.cookies[DEVICE_COOKIE];
  if (!cookie) return null;
  const unsigned = request.unsignCookie(cookie);
  return unsigned.valid ? unsigned.value : null;
}

/** Marks this browser as one the user signs in on: its failed tries of others do not slow it down. */
export function rememberDevice(reply: FastifyReply, userId: string, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, userId, { path: DEVICE_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure, signed: true, maxAge: ONE_YEAR_SECONDS });
}
