import { useId, type ReactElement, type ReactNode } from 'react';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Links under the card's content (to another account page). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The column every signed-out account page renders in: a titled panel with optional links. */
export function AuthCard({ title, description, footer, children }: AuthCardProps): ReactElement {
  const titleId = useId();
  return (
    <section className="mk-auth-card" aria-labelledby={titleId}>
      <header className="mk-auth-card__header">
        <h1 id={titleId} className="mk-auth-card__title">
          {title}
        </h1>
        {description ? <p className="mk-auth-card__description">{description}</p> : null}
      </header>
      {children}
      {footer ? <footer className="mk-auth-card__footer">{footer}</footer> : null}
    </section>
  );
}
