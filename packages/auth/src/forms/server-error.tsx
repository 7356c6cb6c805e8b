import { FormError } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The form-level error of a failed submission (set by `applyServerError`), as a banner. */
export function ServerError<Values extends FieldValues>({
  errors,
  title,
}: {
  errors: FieldErrors<Values>;
  title: string;
}): ReactElement | null {
  const message = errors.root?.server?.message;
  return message ? <FormError title={title} error={message} /> : null;
}
