import { z } from 'zod';
import { accountTypeSchema } from './account-type-schema';
import { companyRoleSchema } from './company-role';
import { passwordSchema } from './passwords';
import { emailSchema } from './sign-in';
import { visibleTextSchema } from './visible-text';

export { emailSchema, loginRequestSchema, type LoginRequest } from './sign-in';

const nameSchema = (label: string) => visibleTextSchema({ required: `Enter your ${label}.`, max: 100 });

/** POST /api/auth/signup/: creates the company and its first user. */
export const signupRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  first_name: nameSchema('first name'),
  last_name: nameSchema('last name'),
  company_name: visibleTextSchema({ required: 'Enter your company name.', max: 200 }),
  account_type: z.enum(['builder', 'supplier'], { error: 'Choose builder or supplier.' }),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** POST /api/auth/create_account/: completes an invitation. */
export const createAccountRequestSchema = z.object({
  token: z.string({ error: 'The invitation link is incomplete.' }).min(1, { error: 'The invitation link is incomplete.' }),
  first_name: nameSchema('first name'),
  last_name: nameSchema('last name'),
  password: passwordSchema,
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** POST /api/auth/verify_email/: the single-use link a new account is emailed. */
export const verifyEmailRequestSchema = z.object({
  token: z.string({ error: 'The confirmation link is incomplete.' }).min(1, { error: 'The confirmation link is incomplete.' }),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** What sign-up answers, whether or not the address already has an account. */
export const SIGNUP_CHECK_EMAIL_MESSAGE = 'Check your email: we sent a link to finish signing up.';

/** POST /api/auth/password_reset/ */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password_reset/confirm/ */
export const passwordResetConfirmRequestSchema = z.object({
  token: z.string({ error: 'The reset link is incomplete.' }).min(1, { error: 'The reset link is incomplete.' }),
  password: passwordSchema,
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequestSchema>;

/** POST /api/auth/password/ */
export const changePasswordRequestSchema = z.object({
  current_password: z.string({ error: 'Enter your current password.' }).min(1, { error: 'Enter your current password.' }),
  new_password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/users/change_data/ */
export const changeDataRequestSchema = z.object({
  first_name: nameSchema('first name'),
  last_name: nameSchema('last name'),
});
export type ChangeDataRequest = z.infer<typeof changeDataRequestSchema>;

/** POST api/users/update_tos/ */
export const updateTosRequestSchema = z.object({
  tos_accepted: z.literal(true, { error: 'Accept the terms of service to continue.' }),
});
export type UpdateTosRequest = z.infer<typeof updateTosRequestSchema>;

/**
 * POST /api/invitations/: a builder invites a receiver or a colleague, a supplier a teammate. A
 * builder colleague joins with `company_role`, admin when none is given (decision 0160).
 */
export const invitationRequestSchema = z.object({
  email: emailSchema,
  user_type: accountTypeSchema,
  company_role: companyRoleSchema.optional(),
});
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

export const invitationResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(['builder', 'supplier', 'builder_receiver']),
  /** The role a builder colleague joins with; null for receivers and suppliers. */
  company_role: companyRoleSchema.nullable().optional(),
  expires_at: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** POST /api/home_page_message */
export const contactMessageRequestSchema = z.object({
  email: emailSchema,
  message: z
    .string({ error: 'Enter a message.' })
    .trim()
    .min(1, { error: 'Enter a message.' })
    .max(5000, { error: 'Use at most 5000 characters.' }),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

/** A plain acknowledgement for calls that answer nothing else. */
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;

/** GET /csrf/token/ */
export const csrfTokenResponseSchema = z.object({ csrf_token: z.string() });
