import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  description?: ReactNode;
  /** Page-level actions (a primary button, a link), shown at the right and wrapping on phones. */
  actions?: ReactNode;
  /** Content above the title, such as a back link or breadcrumbs. */
  eyebrow?: ReactNode;
  className?: string;
}

/** The top of a page: its only `<h1>`, an optional description and the page's main actions. */
export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps): ReactElement {
  return (
    <header className={cx('mk-page-header', className)}>
      <div className="mk-page-header__text">
        {eyebrow ? <div className="mk-page-header__eyebrow">{eyebrow}</div> : null}
        <h1 className="mk-page-header__title">{title}</h1>
        {description ? <p className="mk-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="mk-page-header__actions">{actions}</div> : null}
    </header>
  );
}
