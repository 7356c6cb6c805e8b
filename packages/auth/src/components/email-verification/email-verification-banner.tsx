import { lazy, Suspense, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { selectUser } from '../../state/auth-slice';

// Most users have confirmed their address: only those who have not download the notice, so the
// shell's first pages stay as light for everyone else.
const EmailVerificationNotice = lazy(() =>
  import('./email-verification-notice').then((module) => ({ default: module.EmailVerificationNotice })),
);

/**
 * The notice the app shell shows above every page while the signed-in user has not confirmed
 * their email address: until then the API refuses checkout, credit, invitations and publishing.
 * Renders nothing for everyone else.
 */
export function EmailVerificationBanner(): ReactElement | null {
  const user = useSelector(selectUser);
  // Only an explicit false: a user read from an API without the field is not nagged.
  if (user?.emailVerified !== false) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationNotice email={user.email} />
    </Suspense>
  );
}
