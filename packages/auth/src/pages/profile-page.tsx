import type { ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { AccountSection } from '../components/account-section';
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
    <div className="mk-account-page">
      <h1>Profile</h1>
      <AccountSection title="Your name" description="Shown to suppliers and on your orders.">
        <ChangeNameForm user={user} />
      </AccountSection>
      <AccountSection
        title="Password"
        description="Changing your password signs you out on every other device."
      >
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection title="Terms of service" description="You need to accept them before your first checkout.">
        <TermsOfServiceForm user={user} />
      </AccountSection>
    </div>
  );
}

export { ProfilePage as Component };
