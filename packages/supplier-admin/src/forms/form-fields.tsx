import { Select, TextArea, TextField } from '@marketplace/ui-kit';
import type { SelectProps, TextAreaProps, TextFieldProps } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref';

/** Binding of a ui-kit field to one field of a react-hook-form form. */
interface Bound<Values extends FieldValues, Output extends FieldValues> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}

/** A TextField wired to react-hook-form: value, message under the field, focus on error. */
export function FormTextField<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values, Output> & Omit<TextFieldProps, BoundProps>): ReactElement {
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

/** A TextArea wired to react-hook-form. */
export function FormTextArea<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values, Output> & Omit<TextAreaProps, BoundProps>): ReactElement {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextArea {...props} {...field} value={typeof field.value === 'string' ? field.value : ''} errorMessage={fieldState.error?.message} />
      )}
    />
  );
}

/** A Select wired to react-hook-form. */
export function FormSelect<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values, Output> & Omit<SelectProps, BoundProps>): ReactElement {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select {...props} {...field} value={typeof field.value === 'string' ? field.value : null} errorMessage={fieldState.error?.message} />
      )}
    />
  );
}
