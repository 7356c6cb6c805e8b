import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { ErrorIcon } from '../../lib/icons';

/** Props of {@link FormError}. */
export interface FormErrorProps {
  /** Short summary, for example "We could not sign you in". */
  title?: ReactNode;
  /** The error: one message, a list of messages, or nothing (then nothing renders). */
  error?: ReactNode | readonly string[];
  className?: string;
  id?: string;
}

/**
 * A form-level error banner (role="alert", announced when it appears) for errors that belong to
 * no single field, such as a failed sign-in. Renders nothing without an error.
 */
export function FormError({ title, error, className, id }: FormErrorProps): ReactElement | null {
  const messages = isMessageList(error) ? error.filter(Boolean) : [];
  const isEmpty = isMessageList(error)
    ? messages.length === 0
    : error === undefined || error === null || error === false || error === '';
  // The title alone is not an error: nothing to show until there is a message.
  if (isEmpty) return null;
  return (
    <div role="alert" id={id} className={cx('mk-form-error', className)}>
      <ErrorIcon className="mk-form-error__icon" />
      <div className="mk-form-error__body">
        {title ? <p className="mk-form-error__title">{title}</p> : null}
        {isMessageList(error) ? (
          messages.length === 1 ? (
            <span>{messages[0]}</span>
          ) : (
            <ul className="mk-form-error__list">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )
        ) : (
          <span>{error}</span>
        )}
      </div>
    </div>
  );
}

function isMessageList(error: FormErrorProps['error']): error is readonly string[] {
  return Array.isArray(error);
}
