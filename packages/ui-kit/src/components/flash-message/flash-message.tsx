import { useEffect, type ReactElement } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useDispatch, useSelector } from 'react-redux';
import { cx } from '../../lib/class-names';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../lib/icons';
import { hideFlash, selectCurrentFlash, type FlashLevel } from './flash-slice';

const levelIcons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** Words read before the message, so the level is not conveyed by colour alone. */
const defaultLevelLabels: Record<FlashLevel, string> = {
  info: 'Information',
  success: 'Success',
  warning: 'Warning',
  error: 'Error',
};

/** Props of {@link FlashMessage}. */
export interface FlashMessageProps {
  /** Accessible name of the close button. @defaultValue 'Dismiss message' */
  dismissLabel?: string;
  /** Words announced before the message for each level (for translation). */
  levelLabels?: Partial<Record<FlashLevel, string>>;
  className?: string;
}

/**
 * Shows the store's current flash message fixed at the top centre of the screen. It hides after
 * the message's timeout, on a click anywhere on it, on Escape or with its close button; a new
 * message replaces the old one and restarts the timer. Needs a react-redux store with `flashSlice`
 * under the key `flash`; render it once, in the app layout.
 */
export function FlashMessage({
  dismissLabel = 'Dismiss message',
  levelLabels,
  className,
}: FlashMessageProps): ReactElement {
  const flash = useSelector(selectCurrentFlash);
  const dispatch = useDispatch();
  const id = flash?.id;
  const timeout = flash?.timeout;

  // Keyed on the id: a new message clears the previous timer through the cleanup.
  useEffect(() => {
    if (id === undefined || timeout === undefined || timeout <= 0 || !Number.isFinite(timeout)) return;
    const timer = setTimeout(() => dispatch(hideFlash(id)), timeout);
    return () => clearTimeout(timer);
  }, [dispatch, id, timeout]);

  useEffect(() => {
    if (id === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(hideFlash(id));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch, id]);

  const Icon = flash ? levelIcons[flash.level] : null;
  return (
    <div className={cx('mk-flash-region', className)}>
      {flash && Icon ? (
        // Clicking anywhere dismisses (spec); keyboard users get Escape and the close button.
        <div
          key={flash.id}
          role={flash.level === 'error' ? 'alert' : 'status'}
          aria-atomic="true"
          data-level={flash.level}
          className={cx('mk-flash', `mk-flash--${flash.level}`)}
          onClick={() => dispatch(hideFlash(flash.id))}
        >
          <Icon className="mk-flash__icon" />
          <p className="mk-flash__message">
            <span className="mk-visually-hidden">
              {levelLabels?.[flash.level] ?? defaultLevelLabels[flash.level]}:{' '}
            </span>
            {flash.message}
          </p>
          <AriaButton
            aria-label={dismissLabel}
            className="mk-button mk-button--ghost mk-button--sm mk-flash__close"
            onPress={() => dispatch(hideFlash(flash.id))}
          >
            <CloseIcon />
          </AriaButton>
        </div>
      ) : null}
    </div>
  );
}
