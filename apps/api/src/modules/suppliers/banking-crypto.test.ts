import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { decryptBankNumbers, encryptBankNumbers, maskDigits } from './banking-crypto';

const numbers = { routing_number: '121000358', account_number: '000123456789' };

describe('bank numbers at rest', () => {
  it('round-trips under the same key and company, with a fresh IV each time', () => {
    const key = randomBytes(32);
    const first = encryptBankNumbers(key, 'company-1', numbers);
    expect(first).toMatch(/^v1\./);
    expect(first).not.toBe(encryptBankNumbers(key, 'company-1', numbers));
    expect(decryptBankNumbers(key, 'company-1', first)).toEqual(numbers);
  });

  it('refuses another key, another company or altered data', () => {
    const key = randomBytes(32);
    const stored = encryptBankNumbers(key, 'company-1', numbers);
    expect(() => decryptBankNumbers(randomBytes(32), 'company-1', stored)).toThrow();
    expect(() => decryptBankNumbers(key, 'company-2', stored)).toThrow();
    const parts = stored.split('.');
    const altered = [...parts.slice(0, 3), `${parts[3]?.slice(0, -2)}AA`].join('.');
    expect(() => decryptBankNumbers(key, 'company-1', altered)).toThrow();
  });

  it('masks to the last four digits', () => {
    expect(maskDigits('6789')).toBe('•••••6789');
  });
});

describe('BANKING_DETAILS_KEY', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'banking-key-'));

  it('is required in production, and read as hex or base64 when set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), SESSION_SECRET: 'x'.repeat(32) })).toThrow(ConfigError);
    const key = randomBytes(32);
    expect(loadConfig({ BANKING_DETAILS_KEY: key.toString('hex'), DATA_DIR: dataDir() }).bankingDetailsKey.equals(key)).toBe(true);
    expect(loadConfig({ BANKING_DETAILS_KEY: key.toString('base64'), DATA_DIR: dataDir() }).bankingDetailsKey.equals(key)).toBe(true);
    expect(() => loadConfig({ BANKING_DETAILS_KEY: 'short', DATA_DIR: dataDir() })).toThrow(/BANKING_DETAILS_KEY/);
  });

  it('defaults, outside production, to a key kept in DATA_DIR across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).bankingDetailsKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).bankingDetailsKey.equals(first)).toBe(true);
  });
});
