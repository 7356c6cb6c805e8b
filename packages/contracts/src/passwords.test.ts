import { describe, expect, it } from 'vitest';
import { passwordSchema } from './passwords';

describe('passwordSchema', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordSchema.safeParse('timber-frame-42').success).toBe(true);
  });

  it('rejects a short password with a clear message', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use at least 10 characters.');
  });

  it('rejects a common password whatever its case', () => {
    const result = passwordSchema.safeParse('Password123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This password is too common. Choose another.');
  });
});
