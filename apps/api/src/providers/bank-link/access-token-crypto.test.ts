import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { decodeAccessTokenKey, decryptAccessToken, encryptAccessToken, readOrCreateAccessTokenKey } from './access-token-crypto';

describe('access-token encryption', () => {
  const key = randomBytes(32);

  it('round-trips with a fresh IV each time, and refuses another key or an altered value', () => {
    const first = encryptAccessToken('access-sandbox-secret', key);
    const second = encryptAccessToken('access-sandbox-secret', key);
    expect(first).not.toBe(second);
    expect(first).not.toContain('access-sandbox-secret');
    expect(decryptAccessToken(first, key)).toBe('access-sandbox-secret');
    expect(() => decryptAccessToken(first, randomBytes(32))).toThrow();
    const [version, iv, tag, ciphertext] = first.split('.');
    const altered = [version, iv, tag, `${ciphertext!.slice(0, -2)}AA`].join('.');
    expect(() => decryptAccessToken(altered, key)).toThrow();
  });

  it('reads BANK_LINK_TOKEN_KEY, else writes a development key into the data folder once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bank-key-'));
    try {
      const created = readOrCreateAccessTokenKey(dataDir);
      expect(readOrCreateAccessTokenKey(dataDir).equals(created)).toBe(true);
      expect((await readFile(path.join(dataDir, 'bank-link-token-key'), 'utf8')).trim()).toBe(created.toString('hex'));
      const base = { DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) };
      expect(loadConfig(base).bankLink.accessTokenKey.equals(created)).toBe(true);
      const named = randomBytes(32).toString('hex');
      expect(loadConfig({ ...base, BANK_LINK_TOKEN_KEY: named }).bankLink.accessTokenKey.toString('hex')).toBe(named);
      expect(() => loadConfig({ ...base, BANK_LINK_TOKEN_KEY: 'short' })).toThrow(/BANK_LINK_TOKEN_KEY/);
      const production = { ...base, NODE_ENV: 'production', BANKING_DETAILS_KEY: randomBytes(32).toString('hex') };
      expect(() => loadConfig(production)).toThrow(/BANK_LINK_TOKEN_KEY: required when NODE_ENV=production/);
      expect(loadConfig({ ...production, BANK_LINK_TOKEN_KEY: named }).bankLink.accessTokenKey.toString('hex')).toBe(named);
      expect(decodeAccessTokenKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
