import type { ReactElement, Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { FieldHelp, FieldLabel, hasError } from '../field/field-parts';
import type { FieldBaseProps } from '../field/field-props';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends FieldBaseProps<string, Element> {
  placeholder?: string;
  /** Visible lines before it scrolls. @defaultValue 4 */
  rows?: number;
  maxLength?: number;
  minLength?: number;
  /**
   * A key pressed in the text, before it is typed: a shortcut of the form around it (a composer
   * sends on Ctrl+Enter). Enter itself starts a new line. As react-aria does, the key stops at the
   * field unless the handler calls `event.continuePropagation()`.
   */
  onKeyDown?: AriaTextFieldProps['onKeyDown'];
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input; same contract as `TextField`. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ref,
  className,
  disabled,
  isDisabled,
  isRequired,
  ...props
}: TextAreaProps): ReactElement {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isDisabled={isDisabled ?? disabled}
      isInvalid={hasError(errorMessage) || undefined}
      className={cx('mk-field', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className="mk-field__input mk-field__input--multiline"
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
