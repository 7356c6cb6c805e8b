import { useId, type ReactElement, type ReactNode } from 'react';

/** Props of {@link AccountSection}. */
export interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** One titled block of the profile or settings page. */
export function AccountSection({ title, description, children }: AccountSectionProps): ReactElement {
  const titleId = useId();
  return (
    <section className="mk-account-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="mk-account-section__title">
        {title}
      </h2>
      {description ? <p className="mk-account-section__description">{description}</p> : null}
      {children}
    </section>
  );
}
