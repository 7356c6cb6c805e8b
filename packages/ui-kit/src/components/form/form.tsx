import type { FormEvent, ReactElement, ReactNode, Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from '../../lib/class-names';

/** Props of {@link Form}. */
export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'onSubmit' | 'children' | 'render'> {
  /** Called on submit; the browser's own submission is already prevented when `action` is unset. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * `'aria'` (default) shows errors the app computes (react-hook-form, zod, the server) and never
   * blocks submission with native browser bubbles; `'native'` lets the browser validate first.
   */
  validationBehavior?: 'aria' | 'native';
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form that lays out fields with the standard spacing. `validationErrors` (field name → message),
 * for example from a server response, show under the matching fields. Put a `FormError` first for
 * errors that belong to no single field.
 */
export function Form({
  onSubmit,
  validationBehavior = 'aria',
  className,
  children,
  ...props
}: FormProps): ReactElement {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      onSubmit={(event) => {
        // Single-page forms never post; an explicit `action` keeps the browser's behaviour.
        if (props.action === undefined) event.preventDefault();
        onSubmit?.(event);
      }}
      className={cx('mk-form', className)}
    >
      {children}
    </AriaForm>
  );
}
