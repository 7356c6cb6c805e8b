import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './tokens';

/** 18 random bytes: 24 base64url characters. */
const NONCE_BYTES = 18;
const NONCE_LENGTH = 24;
/** A nonce and its HMAC-SHA256 (43 base64url characters), one string the client echoes as is. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{67}$/;

/** What a token is bound to: the session cookie's token (never stored, only hashed here), or none. */
function binding(sessionToken: string | null): string {
  return sessionToken === null || sessionToken === '' ? 'signed-out' : `session:${sessionToken}`;
}

function signature(secret: string, nonce: string, sessionToken: string | null): string {
  return createHmac('sha256', secret).update(`csrf|${nonce}|${binding(sessionToken)}`).digest('base64url');
}

/** A new CSRF token for the session with this cookie token (or for a signed-out browser). */
export function csrfTokenFor(secret: string, sessionToken: string | null): string {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  return `${nonce}${signature(secret, nonce, sessionToken)}`;
}

/** True when `token` was issued by this server for this session (or, with null, for none). */
export function csrfTokenMatches(secret: string, token: string, sessionToken: string | null): boolean {
  if (!TOKEN_SHAPE.test(token)) return false;
  const nonce = token.slice(0, NONCE_LENGTH);
  return safeEqual(token.slice(NONCE_LENGTH), signature(secret, nonce, sessionToken));
}
