import { TextField, type TextFieldProps } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Props of {@link FormTextField}: a TextField's props, bound to one field of a form. */
export interface FormTextFieldProps<Values extends FieldValues, Output extends FieldValues>
  extends Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}

/** A TextField wired to react-hook-form: value, validation message under the field, focus on error. */
export function FormTextField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<Values, Output>): ReactElement {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={typeof field.value === 'string' ? field.value : ''}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
