import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt parameters, a 16-byte salt and the key, and verifies', async () => {
    const hash = await hashPassword('timber-frame-42');
    const [name, n, r, p, salt, key] = hash.split('$');
    expect([name, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(await verifyPassword('timber-frame-42', hash)).toBe(true);
    expect(await verifyPassword('timber-frame-43', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password-1')).not.toBe(await hashPassword('same-password-1'));
  });

  it('rejects malformed hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$x$8$1$c2FsdA==$a2V5']) {
      expect(await verifyPassword('anything-at-all', stored)).toBe(false);
    }
  });

  it('answers false for the dummy check', async () => {
    expect(await verifyAgainstDummy('whatever-password')).toBe(false);
  });
});
