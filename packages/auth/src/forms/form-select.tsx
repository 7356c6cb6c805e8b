import { Select, type SelectProps } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** Props of {@link FormSelect}: a Select's props, bound to one field of a form. */
export interface FormSelectProps<Values extends FieldValues, Output extends FieldValues>
  extends Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref'> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}

/** A Select wired to react-hook-form, with its validation message under the field. */
export function FormSelect<Values extends FieldValues, Output extends FieldValues>({
  control,
  name,
  ...props
}: FormSelectProps<Values, Output>): ReactElement {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          {...field}
          value={typeof field.value === 'string' ? field.value : null}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}
