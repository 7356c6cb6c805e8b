import type { FocusEvent, ReactElement, ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { CheckIcon } from '../../lib/icons';
import { FieldHelp, hasError } from '../field/field-parts';

/**
 * Props of {@link Checkbox}. The checked state is `isSelected`/`onChange(boolean)`; `value` is the
 * string submitted with a native form, as on an `<input type="checkbox">`. With react-hook-form:
 * `render={({ field: { value, ...field } }) => <Checkbox {...field} isSelected={value}>…</Checkbox>}`.
 */
export interface CheckboxProps {
  /** The label, next to the box. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  name?: string;
  value?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Alias of `isDisabled`, so react-hook-form's `field.disabled` works when spread. */
  disabled?: boolean;
  isReadOnly?: boolean;
  isIndeterminate?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** Forwarded to the `<input>`, so react-hook-form can focus it. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with optional help text and error message. */
export function Checkbox({
  children,
  description,
  errorMessage,
  ref,
  className,
  disabled,
  isDisabled,
  ...props
}: CheckboxProps): ReactElement {
  return (
    <CheckboxField
      {...props}
      inputRef={ref}
      isDisabled={isDisabled ?? disabled}
      isInvalid={hasError(errorMessage) || undefined}
      className={cx('mk-field', 'mk-checkbox', className)}
    >
      <CheckboxButton className="mk-checkbox__button">
        <span className="mk-checkbox__box" aria-hidden="true">
          <CheckIcon className="mk-checkbox__check" width={12} height={12} strokeWidth={2.2} />
        </span>
        <span className="mk-checkbox__text">{children}</span>
      </CheckboxButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </CheckboxField>
  );
}
