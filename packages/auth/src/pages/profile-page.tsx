import { Card, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { ChangeNameForm } from '../components/profile/change-name-form';
import { ChangePasswordForm } from '../components/profile/change-password-form';
import { TermsOfServiceForm } from '../components/profile/terms-of-service-form';
import { selectUser } from '../state/auth-slice';

/** /profile (every signed-in user): name, password and terms of service. */
export function ProfilePage(): ReactElement | null {
  const user = useSelector(selectUser);
  // The guard lets only signed-in users in; nothing to show in the instant after a sign-out.
  if (!user) return null;
  return (
    <Stack gap="lg">
      <PageHeader title="Profile" description={`${user.firstName} ${user.lastName} · ${user.email}`} />
      <Card title="Your name" description="Shown to the companies you work with and on orders.">
        <ChangeNameForm user={user} />
      </Card>
      <Card
        title="Password"
        description="Changing your password signs you out on every other device."
      >
        <ChangePasswordForm />
      </Card>
      <Card title="Terms of service" description="You need to accept them before your first checkout.">
        <TermsOfServiceForm user={user} />
      </Card>
    </Stack>
  );
}

export { ProfilePage as Component };
