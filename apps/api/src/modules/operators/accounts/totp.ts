import { Secret, TOTP } from 'otpauth';

/** What an authenticator app shows the account as. */
const ISSUER = 'Marketplace operators';
/** RFC 6238's defaults, which every authenticator app reads. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a code typed as it rolled over, or a clock half a minute off, still passes. */
const WINDOW = 1;

function totpOf(secretBase32: string, email = ''): TOTP {
  return new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS });
}

/** A new random TOTP secret (160 bits, RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (from a QR code or pasted). */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The code for a moment: what an authenticator app shows then. */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: at });
}

/**
 * The time step a code belongs to when it is valid now (within one step either side), else
 * null. The caller remembers the step of the last code used, so no code signs in twice.
 */
export function totpTimeStep(secretBase32: string, code: string, at: number = Date.now()): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: at, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: at }) + delta;
}
