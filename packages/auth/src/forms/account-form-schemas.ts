import {
  changeDataRequestSchema,
  changePasswordRequestSchema,
  contactMessageRequestSchema,
  createAccountRequestSchema,
  invitationRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  signupRequestSchema,
  updateTosRequestSchema,
} from '@marketplace/contracts';
import { z } from 'zod';

// Form schemas use the contracts' field rules under the camelCase names the client sends, so
// the form, the request and the server's `fields` errors (camelCased by the client) share names.

/** The "type it again" field of a form that sets a password. */
const confirmation = z.string({ error: 'Type the password again.' });

/** Refinement arguments that require `confirmKey` to repeat `key`. */
function sameAs(
  key: string,
  confirmKey: string,
): [(values: Record<string, unknown>) => boolean, { error: string; path: string[] }] {
  return [
    (values) => values[key] === values[confirmKey],
    { error: 'The passwords do not match.', path: [confirmKey] },
  ];
}

const signup = signupRequestSchema.shape;
const createAccount = createAccountRequestSchema.shape;
const changePassword = changePasswordRequestSchema.shape;
const changeData = changeDataRequestSchema.shape;

export const signupFormSchema = z
  .object({
    firstName: signup.first_name,
    lastName: signup.last_name,
    companyName: signup.company_name,
    accountType: signup.account_type,
    email: signup.email,
    password: signup.password,
    passwordConfirmation: confirmation,
  })
  .refine(...sameAs('password', 'passwordConfirmation'));
export type SignupFormValues = z.input<typeof signupFormSchema>;

export const createAccountFormSchema = z
  .object({
    firstName: createAccount.first_name,
    lastName: createAccount.last_name,
    password: createAccount.password,
    passwordConfirmation: confirmation,
  })
  .refine(...sameAs('password', 'passwordConfirmation'));
export type CreateAccountFormValues = z.input<typeof createAccountFormSchema>;

export const contactFormSchema = contactMessageRequestSchema;
export type ContactFormValues = z.input<typeof contactFormSchema>;

export const passwordResetFormSchema = passwordResetRequestSchema;
export type PasswordResetFormValues = z.input<typeof passwordResetFormSchema>;

export const passwordResetVerifyFormSchema = z
  .object({ password: passwordResetConfirmRequestSchema.shape.password, passwordConfirmation: confirmation })
  .refine(...sameAs('password', 'passwordConfirmation'));
export type PasswordResetVerifyFormValues = z.input<typeof passwordResetVerifyFormSchema>;

export const changeNameFormSchema = z.object({ firstName: changeData.first_name, lastName: changeData.last_name });
export type ChangeNameFormValues = z.input<typeof changeNameFormSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: changePassword.current_password,
    newPassword: changePassword.new_password,
    newPasswordConfirmation: confirmation,
  })
  .refine(...sameAs('newPassword', 'newPasswordConfirmation'));
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export const invitationFormSchema = z.object({ email: invitationRequestSchema.shape.email });
export type InvitationFormValues = z.input<typeof invitationFormSchema>;

/** A checkbox starts unticked; the contract's rule (it must be true) gives the message. */
export const termsFormSchema = z.object({
  tosAccepted: z.boolean().pipe(updateTosRequestSchema.shape.tos_accepted),
});
export type TermsFormInput = z.input<typeof termsFormSchema>;
export type TermsFormValues = z.output<typeof termsFormSchema>;
