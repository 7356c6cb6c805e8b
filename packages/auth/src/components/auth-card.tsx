import { Card, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Links under the card's content (to another account page). */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The column every signed-out account page renders in: the page title, then one card. */
export function AuthCard({ title, description, footer, children }: AuthCardProps): ReactElement {
  return (
    <Stack gap="lg" className="mk-auth-page">
      <PageHeader title={title} description={description} />
      <Card footer={footer}>{children}</Card>
    </Stack>
  );
}
