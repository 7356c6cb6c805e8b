export { accountTypes, accountTypeSchema, normalizeAccountType } from './account-types';
export type { AccountType } from './account-types';
export type { Camelize, Snakify } from './case';
export { errorBodySchema, errorCodes } from './errors';
export type { ErrorBody, ErrorCode } from './errors';
export { commonPasswords, MIN_PASSWORD_LENGTH, passwordSchema } from './passwords';
export {
  changeDataRequestSchema,
  changePasswordRequestSchema,
  contactMessageRequestSchema,
  createAccountRequestSchema,
  csrfTokenResponseSchema,
  detailResponseSchema,
  emailSchema,
  invitationRequestSchema,
  invitationResponseSchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  signupRequestSchema,
  updateTosRequestSchema,
} from './auth';
export type {
  ChangeDataRequest,
  ChangePasswordRequest,
  ContactMessageRequest,
  CreateAccountRequest,
  DetailResponse,
  InvitationRequest,
  InvitationResponse,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  SignupRequest,
  UpdateTosRequest,
} from './auth';
export { companySummarySchema, userResponseSchema } from './users';
export type { UserResponse } from './users';
