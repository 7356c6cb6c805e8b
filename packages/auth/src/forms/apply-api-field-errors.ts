import { applyServerError } from './apply-server-error';
import { toApiError } from '@marketplace/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts a refusal of the API on a form, as every form of the product does (auth's
 * `applyServerError`: each field message under its field, the first one focused, the sentence as
 * the form's error), for forms whose fields are named differently from the API's: a rate typed in
 * percent and sent in basis points, an amount typed in dollars and sent in cents. `fieldOf` maps
 * the API's (camelCased) field names to the form's. Answers the sentence, for the flash message.
 */
export function applyApiFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: Record<string, Path<Values>>,
  fallback: string,
): string {
  const apiError = toApiError(error);
  const fields = apiError.fields ? Object.fromEntries(Object.entries(apiError.fields).map(([name, message]) => [fieldOf[name] ?? name, message])) : undefined;
  return applyServerError({ ...apiError, ...(fields ? { fields } : {}) }, setError, Object.values(fieldOf), fallback);
}
