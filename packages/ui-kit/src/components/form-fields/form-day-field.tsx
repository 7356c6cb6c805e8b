import type { ReactElement } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { DateTimePicker, type DateTimePickerProps } from '../date-time-picker/date-time-picker';
import type { BoundProps, FormFieldBinding } from './form-field-binding';

/** Props of {@link FormDayField}: the binding plus the picker's props it does not supply. */
export type FormDayFieldProps<Values extends FieldValues, Output extends FieldValues = Values> = FormFieldBinding<Values, Output> &
  Omit<DateTimePickerProps, BoundProps | 'granularity'>;

/**
 * A calendar day of a react-hook-form form, picked with {@link DateTimePicker} and kept as the
 * API writes days (YYYY-MM-DD, '' when cleared), so the form's rules read it as text; like the
 * other bound fields, its error shows under it and a submit with an error focuses it.
 */
export function FormDayField<Values extends FieldValues, Output extends FieldValues = Values>({ control, name, ...props }: FormDayFieldProps<Values, Output>): ReactElement {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field }, fieldState }) => (
        <DateTimePicker {...props} {...field} granularity="day" value={typeof value === 'string' && value ? { date: value } : null} onChange={(day) => onChange(day?.date ?? '')} errorMessage={fieldState.error?.message} />
      )}
    />
  );
}
