import type { FocusEvent, ReactNode } from 'react';

/**
 * Props every form widget shares. The names match react-hook-form's `field` object
 * (`value`, `onChange`, `onBlur`, `name`, `ref`, `disabled`), so a Controller can spread it.
 */
export interface FieldBaseProps<TValue, TElement extends Element> {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Help text under the field, linked through aria-describedby. */
  description?: ReactNode;
  /** Error shown under the field; when set the field is aria-invalid and the text is linked. */
  errorMessage?: ReactNode;
  name?: string;
  value?: TValue;
  defaultValue?: TValue;
  onChange?: (value: TValue) => void;
  onBlur?: (event: FocusEvent<TElement>) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Alias of `isDisabled`, so react-hook-form's `field.disabled` works when spread. */
  disabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  className?: string;
  id?: string;
}
