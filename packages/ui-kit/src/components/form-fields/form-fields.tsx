import type { ReactElement } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select, type SelectProps } from '../select/select';
import { TextArea, type TextAreaProps } from '../text-area/text-area';
import { TextField, type TextFieldProps } from '../text-field/text-field';

/** Props the binding supplies to the wrapped field; callers do not pass them. */
type BoundProps = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'ref';

/**
 * Binding of a field to one field of a react-hook-form form: the form's `control` (from
 * `useForm`) and the field's `name`.
 */
export interface FormFieldBinding<Values extends FieldValues, Output extends FieldValues = Values> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}

/** Props of {@link FormTextField}: the binding plus {@link TextFieldProps} it does not supply. */
export type FormTextFieldProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldBinding<Values, Output> &
  Omit<TextFieldProps, BoundProps>;

/** Props of {@link FormTextArea}: the binding plus {@link TextAreaProps} it does not supply. */
export type FormTextAreaProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldBinding<Values, Output> &
  Omit<TextAreaProps, BoundProps>;

/** Props of {@link FormSelect}: the binding plus {@link SelectProps} it does not supply. */
export type FormSelectProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldBinding<Values, Output> &
  Omit<SelectProps, BoundProps>;

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

/** A {@link TextArea} wired to react-hook-form, like {@link FormTextField}. */
export function FormTextArea<Values extends FieldValues, Output extends FieldValues = Values>({
  control,
  name,
  ...props
}: FormTextAreaProps<Values, Output>): ReactElement {
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
