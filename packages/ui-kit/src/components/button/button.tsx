import type { ReactElement, ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../lib/class-names';
import { Spinner } from '../spinner/spinner';

/** Visual variants shared by {@link Button} and `LinkButton`. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
/** Sizes shared by {@link Button} and `LinkButton`. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'children' | 'style' | 'isPending' | 'render'> {
  /** @defaultValue 'primary' */
  variant?: ButtonVariant;
  /** @defaultValue 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets `aria-busy` and ignores presses while keeping focus on the button (a
   * submit button that is loading cannot submit its form twice).
   */
  isLoading?: boolean;
  /** Accessible name of the spinner while loading. @defaultValue 'Loading' */
  loadingLabel?: string;
  /** Icon shown before the label. Decorative: give the button a text label or `aria-label`. */
  icon?: ReactNode;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** Class names of a button-looking element; `LinkButton` reuses them so links and buttons match. */
export function buttonClassName(
  variant: ButtonVariant,
  size: ButtonSize,
  fullWidth = false,
  className?: string
): string {
  return cx(
    'mk-button',
    `mk-button--${variant}`,
    `mk-button--${size}`,
    fullWidth && 'mk-button--full-width',
    className
  );
}

/**
 * An action button built on react-aria's Button: keyboard and touch friendly, with a visible focus
 * ring and a loading state. Use `onPress` rather than `onClick`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  loadingLabel = 'Loading',
  icon,
  fullWidth = false,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps): ReactElement {
  return (
    <AriaButton
      {...props}
      type={type}
      isPending={isLoading}
      // react-aria drops aria-busy from props; render the button to add it.
      render={(domProps) => <button {...domProps} aria-busy={isLoading || undefined} />}
      className={buttonClassName(variant, size, fullWidth, className)}
    >
      {isLoading ? (
        <Spinner size="sm" label={loadingLabel} />
      ) : icon ? (
        <span className="mk-button__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </AriaButton>
  );
}
