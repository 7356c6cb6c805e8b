import { describe, expect, it } from 'vitest';
import { accountTypeSchema } from './account-type-schema';
import { normalizeAccountType } from './account-types';

describe('normalizeAccountType', () => {
  it.each([
    ['builder', 'builder'],
    ['supplier', 'supplier'],
    ['builder_receiver', 'builder_receiver'],
    ['builder-receiver', 'builder_receiver'],
    ['builder receiver', 'builder_receiver'],
    ['Builder Receiver', 'builder_receiver'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeAccountType(input)).toBe(expected);
  });

  it('rejects unknown types', () => {
    expect(normalizeAccountType('admin')).toBeNull();
    expect(normalizeAccountType(3)).toBeNull();
    expect(accountTypeSchema.safeParse('admin').success).toBe(false);
  });
});
