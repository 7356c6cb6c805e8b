import type { ElementType, ReactElement, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../lib/class-names';

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading of the card; also names the card for assistive technology. */
  title?: ReactNode;
  /** Level of the title heading, to fit the page outline. @defaultValue 2 */
  titleLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** Actions at the top right (buttons, links). */
  actions?: ReactNode;
  /** Footer bar, typically form buttons. */
  footer?: ReactNode;
  /** Inner spacing of the body; `none` for tables that run edge to edge. @defaultValue 'md' */
  padding?: 'none' | 'md' | 'lg';
  /** @defaultValue 'section' */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** A bordered surface that groups related content, optionally with a title, actions and footer. */
export function Card({
  title,
  titleLevel = 2,
  description,
  actions,
  footer,
  padding = 'md',
  as: Component = 'section',
  className,
  children,
}: CardProps): ReactElement {
  const titleId = useId();
  const Heading = `h${titleLevel}` as const;
  const hasHeader = Boolean(title || description || actions);
  return (
    <Component
      aria-labelledby={title ? titleId : undefined}
      className={cx('mk-card', padding !== 'md' && `mk-card--padding-${padding}`, className)}
    >
      {hasHeader ? (
        <div className="mk-card__header">
          <div>
            {title ? (
              <Heading id={titleId} className="mk-card__title">
                {title}
              </Heading>
            ) : null}
            {description ? <p className="mk-card__description">{description}</p> : null}
          </div>
          {actions ? <div className="mk-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className="mk-card__body">{children}</div>
      {footer ? <div className="mk-card__footer">{footer}</div> : null}
    </Component>
  );
}
