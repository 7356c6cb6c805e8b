import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths';

describe('paths', () => {
  it('links to the spec routes', () => {
    expect(paths.login.href()).toBe('/login');
    expect(paths.login.href('/orders/7')).toBe('/login?next=%2Forders%2F7');
    expect(paths.signup.href()).toBe('/signup');
    expect(paths.createAccount.href('abc')).toBe('/create_account?token=abc');
    expect(paths.passwordReset.href()).toBe('/password/reset');
    expect(paths.passwordResetVerify.href()).toBe('/password/reset_verify');
    expect(paths.verifyEmail.href('abc')).toBe('/verify_email?token=abc');
    expect(paths.profile.href()).toBe('/profile');
    expect(paths.settings.href()).toBe('/settings');
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/orders/7', '/orders/7'],
    ['/cart?project_id=1', '/cart?project_id=1'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test', '/'],
    ['orders', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
