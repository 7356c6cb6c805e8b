import { normalizeAccountType } from '@marketplace/contracts';
import { Card, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { AccountDetails } from '../components/settings/account-details';
import { InviteForm } from '../components/settings/invite-form';
import { SignOutSection } from '../components/settings/sign-out-section';
import { selectUser } from '../state/auth-slice';

/** /settings (every signed-in user): account facts, invitations, signing out. */
export function SettingsPage(): ReactElement | null {
  const user = useSelector(selectUser);
  if (!user) return null;
  const type = normalizeAccountType(user.userType);
  return (
    <Stack gap="lg">
      <PageHeader title="Settings" description="Your account, your team and your sessions." />
      <Card title="Account">
        <AccountDetails user={user} />
      </Card>
      {type === 'builder' ? (
        <Card
          title="Invite a receiver"
          description="Receivers are jobsite people who see and confirm the deliveries to your projects."
        >
          <InviteForm userType="builder_receiver" submitLabel="Invite receiver" />
        </Card>
      ) : null}
      {type === 'supplier' ? (
        <Card title="Invite a teammate" description="Teammates manage your products and orders with you.">
          <InviteForm userType="supplier" submitLabel="Invite teammate" />
        </Card>
      ) : null}
      <Card title="Sessions">
        <SignOutSection />
      </Card>
    </Stack>
  );
}

export { SettingsPage as Component };
