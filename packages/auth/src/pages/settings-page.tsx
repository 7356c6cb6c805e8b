import { normalizeAccountType } from '@marketplace/contracts';
import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { AccountSection } from '../components/account-section';
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
    <div className="mk-account-page">
      <h1>Settings</h1>
      <AccountSection title="Account">
        <AccountDetails user={user} />
      </AccountSection>
      {type === 'builder' ? (
        <AccountSection
          title="Invite a receiver"
          description="Receivers are jobsite people who see and confirm the deliveries to your projects."
        >
          <InviteForm userType="builder_receiver" submitLabel="Invite receiver" />
        </AccountSection>
      ) : null}
      {type === 'supplier' ? (
        <AccountSection title="Invite a teammate" description="Teammates manage your products and orders with you.">
          <InviteForm userType="supplier" submitLabel="Invite teammate" />
        </AccountSection>
      ) : null}
      <AccountSection title="Sessions">
        <SignOutSection />
      </AccountSection>
    </div>
  );
}

export { SettingsPage as Component };
