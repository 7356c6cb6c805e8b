import type { ReactElement, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { FieldHelp, FieldLabel, hasError } from '../field/field-parts';
import type { FieldBaseProps } from '../field/field-props';

/** Input types {@link TextField} supports. */
export type TextFieldType = 'text' | 'email' | 'password' | 'tel';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBaseProps<string, HTMLInputElement> {
  /** @defaultValue 'text' */
  type?: TextFieldType;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';
  maxLength?: number;
  minLength?: number;
  /** Forwarded to the `<input>`, so react-hook-form can focus the field with an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line text input. With react-hook-form, use a Controller and spread its field:
 * `<TextField label="Email" type="email" {...field} errorMessage={fieldState.error?.message} />`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  ref,
  className,
  disabled,
  isDisabled,
  isRequired,
  ...props
}: TextFieldProps): ReactElement {
  return (
    <AriaTextField
      {...props}
      type={type}
      isRequired={isRequired}
      isDisabled={isDisabled ?? disabled}
      isInvalid={hasError(errorMessage) || undefined}
      className={cx('mk-field', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={ref} placeholder={placeholder} className="mk-field__input" />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
