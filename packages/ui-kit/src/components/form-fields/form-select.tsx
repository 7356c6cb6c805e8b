import type { ReactElement } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '../select/select';
import type { BoundProps, FormFieldBinding } from './form-field-binding';

/** Props of {@link FormSelect}: the binding plus {@link SelectProps} it does not supply. */
export type FormSelectProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldBinding<Values, Output> &
  Omit<SelectProps, BoundProps>;

/** A {@link Select} wired to react-hook-form, like {@link FormTextField}; an empty value is no choice. */
export function FormSelect<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...props
}: FormSelectProps<Values, Output>): ReactElement {
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
