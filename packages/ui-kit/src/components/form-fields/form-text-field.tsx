import type { ReactElement } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import type { BoundProps, FormFieldBinding } from './form-field-binding';

/** Props of {@link FormTextField}: the binding plus {@link TextFieldProps} it does not supply. */
export type FormTextFieldProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldBinding<Values, Output> &
  Omit<TextFieldProps, BoundProps>;

/**
 * A {@link TextField} wired to react-hook-form: its value, the field's error message under it,
 * and focus when the form is submitted with an error in it.
 */
export function FormTextField<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...props
}: FormTextFieldProps<Values, Output>): ReactElement {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...props} {...field} value={typeof field.value === 'string' ? field.value : ''} errorMessage={fieldState.error?.message} />
      )}
    />
  );
}
