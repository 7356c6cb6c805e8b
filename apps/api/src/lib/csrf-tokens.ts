import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './tokens';

/** 18 random bytes: 24 base64url characters. */
const NONCE_BYTES = 18;
const NONCE_LENGTH = 24;
/** A nonce and its HMAC-SHA256 (43 base64url characters), one string the client echoes as is. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{67}$/;

/**
 * The sessions a browser holds, by their cookies' tokens (never stored, only hashed here): a
 * company user's and an operator's. A CSRF token is bound to both at once, so it passes only
 * beside the very sessions it was issued with, whichever of them the request uses.
 */
export interface CsrfSessions {
  user: string | null;
  operator: string | null;
}

/** What a token is bound to; null, or no session at all, is a signed-out browser. */
function binding(sessions: CsrfSessions | null): string {
  const parts: string[] = [];
  if (sessions?.user) parts.push(`session:${sessions.user}`);
  if (sessions?.operator) parts.push(`operator:${sessions.operator}`);
  return parts.length === 0 ? 'signed-out' : parts.join('|');
}

function signature(secret: string, nonce: string, sessions: CsrfSessions | null): string {
  return createHmac('sha256', secret).update(`csrf|${nonce}|${binding(sessions)}`).digest('base64url');
}

/** A new CSRF token for the browser holding these sessions (null: a signed-out browser). */
export function csrfTokenFor(secret: string, sessions: CsrfSessions | null): string {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return `${nonce}${signature(secret, nonce, sessions)}`;
}

/** True when `token` was issued by this server for these sessions (or, with null, for none). */
export function csrfTokenMatches(secret: string, token: string, sessions: CsrfSessions | null): boolean {
  if (!TOKEN_SHAPE.test(token)) return false;
  const nonce = token.slice(0, NONCE_LENGTH);
  return safeEqual(token.slice(NONCE_LENGTH), signature(secret, nonce, sessions));
}
