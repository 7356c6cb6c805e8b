import { operatorLoginRequestSchema, type OperatorLoginRequest } from '@marketplace/contracts';

/**
 * The operator sign-in form: the API's own rules for email, password and the 6-digit code, so the
 * form refuses what the API refuses. The wire names are already camelCase.
 */
export const signInFormSchema = operatorLoginRequestSchema;

/** The form's values. */
export type SignInFormValues = OperatorLoginRequest;

/** Where each field a refusal of the API names is shown: under the field of the same name. */
export const signInFieldsOfApi = { email: 'email', password: 'password', code: 'code' } as const;
