import type { ErrorBody, UserResponse } from '@marketplace/contracts';

/** A builder as GET /api/users/me/ sends it (wire form). */
export const builderUserResponse: UserResponse = {
  id: 'user-builder-1',
  email: 'dana@northbuild.test',
  first_name: 'Dana',
  last_name: 'Reyes',
  tos_accepted: true,
  email_verified: true,
  user_type: 'builder',
  company: { id: 'company-1', name: 'North Build Co.', company_type: 'builder' },
};

/** The builder before following the link emailed at sign-up. */
export const unconfirmedBuilderUserResponse: UserResponse = { ...builderUserResponse, email_verified: false };

/** A supplier as GET /api/users/me/ sends it. */
export const supplierUserResponse: UserResponse = {
  id: 'user-supplier-1',
  email: 'lee@timberyard.test',
  first_name: 'Lee',
  last_name: 'Okafor',
  tos_accepted: false,
  email_verified: true,
  user_type: 'supplier',
  company: { id: 'company-2', name: 'Timber Yard Supply', company_type: 'supplier' },
};

/** The password the mock API accepts for any account. */
export const mockPassword = 'timber-frame-42';

/** The invitation, reset and email confirmation token the mock API accepts. */
export const mockToken = 'valid-token';

/** The error body of a validation failure with field messages (wire form). */
export function validationErrorBody(fields: Record<string, string>, displayError = 'Please correct the highlighted fields.'): ErrorBody {
  return { code: 'validation_error', message: 'Request validation failed.', display_error: displayError, fields };
}

/** The error body of a failure with a user-facing sentence only. */
export function errorBody(code: string, displayError: string, message = displayError): ErrorBody {
  return { code, message, display_error: displayError };
}

/** What the API answers an unconfirmed user who tries to order, apply for credit, invite or publish (403). */
export const emailUnverifiedErrorBody: ErrorBody = errorBody(
  'email_unverified',
  'Confirm your email address first: follow the link we emailed you, or ask for a new one.',
  'The email address of this account is not confirmed.',
);
