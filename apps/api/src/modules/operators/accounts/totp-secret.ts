import { hkdfSync } from 'node:crypto';
import { decryptAccessToken, encryptAccessToken } from '../../../providers/bank-link/access-token-crypto';

/**
 * The key operators' TOTP secrets are encrypted with: derived from the banking-details key
 * (BANKING_DETAILS_KEY, or the one written beside the data), so a deployment has no further
 * key to keep, yet the two kinds of secrets are never encrypted under the same key.
 */
export function totpSecretKey(bankingDetailsKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', bankingDetailsKey, Buffer.alloc(0), 'operator-totp-secrets', 32));
}

/** AES-256-GCM of a TOTP secret, as the bank-link access tokens are stored. */
export function encryptTotpSecret(secretBase32: string, key: Buffer): string {
  return encryptAccessToken(secretBase32, key);
}

/** Reverses {@link encryptTotpSecret}; throws when the key is wrong or the value was altered. */
export function decryptTotpSecret(stored: string, key: Buffer): string {
  return decryptAccessToken(stored, key);
}
