import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The payout numbers kept encrypted together. */
export interface BankNumbers {
  routing_number: string;
  account_number: string;
}

const VERSION = 'v1';

/**
 * Encrypts a supplier's bank numbers with AES-256-GCM under the configured key. The company id
 * is authenticated with them, so a row copied onto another company fails to decrypt instead of
 * paying the wrong supplier's account. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function encryptBankNumbers(key: Buffer, companyId: string, numbers: BankNumbers): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(companyId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(numbers), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Decrypts what {@link encryptBankNumbers} stored; throws if the key, company or data differ. */
export function decryptBankNumbers(key: Buffer, companyId: string, stored: string): BankNumbers {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('Unknown banking details format.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(companyId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as BankNumbers;
}

/** `123456789` → `•••••6789`: enough to recognize an account, not to use it. */
export function maskDigits(last4: string): string {
  return `•••••${last4}`;
}
