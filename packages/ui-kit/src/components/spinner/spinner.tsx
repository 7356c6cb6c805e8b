import type { ReactElement } from 'react';
import { ProgressBar } from 'react-aria-components';
import { cx } from '../../lib/class-names';

/** Sizes of {@link Spinner}. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Visual size. @defaultValue 'md' */
  size?: SpinnerSize;
  /** Accessible name announced to screen readers. @defaultValue 'Loading' */
  label?: string;
  className?: string;
}

/**
 * An indeterminate loading indicator, exposed as a progress bar with an accessible name so that
 * assistive technology announces that something is loading.
 */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps): ReactElement {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx('mk-spinner', `mk-spinner--${size}`, className)}>
      <span className="mk-spinner__ring" aria-hidden="true" />
    </ProgressBar>
  );
}
