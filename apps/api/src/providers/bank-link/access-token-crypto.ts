import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

/**
 * Encrypts a bank-link access token with AES-256-GCM: a fresh 12-byte IV per token, the
 * 16-byte tag proving it was not altered. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function encryptAccessToken(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Reverses {@link encryptAccessToken}; throws when the key is wrong or the value was altered. */
export function decryptAccessToken(stored: string, key: Buffer): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not an encrypted access token.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** A 32-byte key written as 64 hex characters or as base64; null for anything else. */
export function decodeAccessTokenKey(value: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/**
 * Outside a configured deployment a local run needs no setup: the first start writes a random
 * key next to the data (like the session secret), so linked banks stay readable after a restart.
 */
export function readOrCreateAccessTokenKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'bank-link-token-key');
  if (existsSync(file)) {
    const key = decodeAccessTokenKey(readFileSync(file, 'utf8').trim());
    if (key) return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}
