import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  passwordResetVerifyFormSchema,
  signupFormSchema,
} from './account-form-schemas';
import { loginFormSchema } from './login-form-schema';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('form schemas', () => {
  it('use the contracts rules under camelCase names', () => {
    const result = signupFormSchema.safeParse({
      firstName: ' ',
      lastName: 'Reyes',
      companyName: 'North Build',
      accountType: 'admin',
      email: 'not-an-email',
      password: 'short',
      passwordConfirmation: 'short',
    });
    expect(messages(result)).toEqual({
      firstName: 'Enter your first name.',
      accountType: 'Choose builder or supplier.',
      email: 'Enter a valid email address.',
      password: 'Use at least 10 characters.',
    });
  });

  it('ask for the password twice', () => {
    expect(messages(passwordResetVerifyFormSchema.safeParse({ password: 'timber-frame-42', passwordConfirmation: 'timber-frame-43' }))).toEqual({
      passwordConfirmation: 'The passwords do not match.',
    });
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: 'old-password-1',
        newPassword: 'timber-frame-42',
        newPasswordConfirmation: 'timber-frame-42',
      }).success,
    ).toBe(true);
  });

  it('trim the email of a login', () => {
    expect(loginFormSchema.parse({ email: ' dana@northbuild.test ', password: 'x' }).email).toBe('dana@northbuild.test');
  });
});
