import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import { InboxIcon } from '../../lib/icons';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Decorative icon; a neutral inbox by default, `null` for none. */
  icon?: ReactNode;
  /** What to do next: usually a Button or LinkButton. */
  action?: ReactNode;
  /** Level of the title heading, to fit the page outline. @defaultValue 2 */
  titleLevel?: 2 | 3 | 4;
  className?: string;
}

/** Shown where a list or page has nothing yet, with a way forward when there is one. */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon />,
  action,
  titleLevel = 2,
  className,
}: EmptyStateProps): ReactElement {
  const Heading = `h${titleLevel}` as const;
  return (
    <div className={cx('mk-empty-state', className)}>
      {icon ? (
        <span className="mk-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="mk-empty-state__title">{title}</Heading>
      {description ? <p className="mk-empty-state__description">{description}</p> : null}
      {action ? <div className="mk-empty-state__action">{action}</div> : null}
    </div>
  );
}
