import { describe, expect, it } from 'vitest';
import { isValidUser } from './user';

const complete = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@northbuild.test' };

describe('isValidUser', () => {
  it('accepts a user with first name, last name and email', () => {
    expect(isValidUser(complete)).toBe(true);
  });

  it.each(['firstName', 'lastName', 'email'] as const)('rejects a user without %s', (field) => {
    expect(isValidUser({ ...complete, [field]: undefined })).toBe(false);
    expect(isValidUser({ ...complete, [field]: null } as unknown as typeof complete)).toBe(false);
  });

  it('rejects no user', () => {
    expect(isValidUser(null)).toBe(false);
    expect(isValidUser(undefined)).toBe(false);
  });
});
