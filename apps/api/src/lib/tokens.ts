import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh random secret for a cookie or an emailed link: 32 bytes, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of a token, hex. Only this is stored: tokens carry 256 bits of randomness, so a
 * fast hash suffices and a stolen table gives nothing usable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two strings without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
