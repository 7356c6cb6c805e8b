import { errorMessage, toApiError } from '@marketplace/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Key of the form-level error in react-hook-form's `errors.root`. */
export const SERVER_ERROR_KEY = 'root.server';

/**
 * Puts a failed call's messages on the form: each `fields` entry the form has goes under its
 * field, and the user-facing sentence (display error, else message, else `fallback`) becomes the
 * form-level error. Field messages the form cannot show join the form-level one, so none is lost.
 * Answers the form-level message (for the flash message).
 */
export function applyServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldNames: readonly Path<Values>[],
  fallback: string,
): string {
  const apiError = toApiError(error);
  const orphans: string[] = [];
  let focused = false;
  for (const [name, message] of Object.entries(apiError.fields ?? {})) {
    const field = fieldNames.find((candidate) => candidate === name);
    if (field) {
      // The first field in error takes the focus; the others only show their message.
      setError(field, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else orphans.push(message);
  }
  const message = [errorMessage(apiError, fallback), ...orphans].join(' ');
  setError(SERVER_ERROR_KEY as Path<Values>, { type: 'server', message });
  return message;
}
