import { showFlash } from '@marketplace/ui-kit';
import { useDispatch } from 'react-redux';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerError } from './apply-server-error';

/** What {@link useServerAwareSubmit} needs besides the form. */
export interface ServerAwareSubmitOptions<Output> {
  /** Sends the valid values; throws (an ApiError, typically from `unwrap()`) on failure. */
  submit: (values: Output) => Promise<void>;
  /** Message when the failure says nothing a user can read. */
  fallback: string;
}

/**
 * The submit handler of an account form: validates with the form's resolver, sends, and on
 * failure maps the server's field errors onto the fields, shows its message on the form and in
 * the flash message, and keeps everything the user typed.
 */
export function useServerAwareSubmit<Values extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  { submit, fallback }: ServerAwareSubmitOptions<Output>,
) {
  const dispatch = useDispatch();
  return form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      const fieldNames = Object.keys(form.getValues()) as Path<Values>[];
      const message = applyServerError(error, form.setError, fieldNames, fallback);
      dispatch(showFlash({ message, level: 'error' }));
    }
  });
}
