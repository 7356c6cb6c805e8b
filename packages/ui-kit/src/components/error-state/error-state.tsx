import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { ErrorIcon } from '../../lib/icons';
import { Button } from '../button/button';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** @defaultValue 'Something went wrong' */
  title?: ReactNode;
  /** What failed, in words the user understands (an error value's user-facing message). */
  message?: ReactNode;
  /** Shows a retry button that calls this. */
  onRetry?: () => void;
  /** @defaultValue 'Try again' */
  retryLabel?: string;
  /** Shows the retry button as loading while a retry runs. */
  isRetrying?: boolean;
  /** Level of the title heading. @defaultValue 2 */
  titleLevel?: 2 | 3 | 4;
  className?: string;
}

/** Replaces content that failed to load: what happened and, when possible, a retry button. */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  isRetrying = false,
  titleLevel = 2,
  className,
}: ErrorStateProps): ReactElement {
  const Heading = `h${titleLevel}` as const;
  return (
    <div role="alert" className={cx('mk-error-state', className)}>
      <span className="mk-error-state__icon" aria-hidden="true">
        <ErrorIcon width={24} height={24} />
      </span>
      <Heading className="mk-error-state__title">{title}</Heading>
      {message ? <p className="mk-error-state__message">{message}</p> : null}
      {onRetry ? (
        <div className="mk-error-state__action">
          <Button variant="secondary" onPress={onRetry} isLoading={isRetrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
