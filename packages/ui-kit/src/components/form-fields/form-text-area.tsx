import type { ReactElement } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from '../text-area/text-area';
import type { BoundProps, FormFieldBinding } from './form-field-binding';

/** Props of {@link FormTextArea}: the binding plus {@link TextAreaProps} it does not supply. */
export type FormTextAreaProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldBinding<Values, Output> &
  Omit<TextAreaProps, BoundProps>;

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
