import { errorMessage } from '@marketplace/api-client';
import { FormError, LinkButton, showFlash, Spinner } from '@marketplace/ui-kit';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationButton } from '../components/email-verification/resend-verification-button';
import { RouterLink } from '../components/router-link';
import { homePathFor } from '../guard/decide-navigation';
import { paths } from '../paths';
import { selectUser } from '../state/auth-slice';
import { verifyEmail } from '../state/verify-email';
import { useAuthDispatch } from '../state/use-auth-dispatch';
import '../styles/auth.css';

const title = 'Confirm your email address';

/**
 * /verify_email?token=…: the link emailed at sign-up. Confirms the address, which signs the user
 * in, and opens their home with a confirmation. Anyone may open it, signed in or not.
 */
export function VerifyEmailPage(): ReactElement {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <VerificationFailed
        problem="This confirmation link is incomplete"
        message="Open the link from the email again, or sign in to get a new one."
      />
    );
  }
  // Keyed: another token (the address bar edited) starts over.
  return <ConfirmingEmail key={token} token={token} />;
}

function ConfirmingEmail({ token }: { token: string }): ReactElement {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // The link works once: a second call (React's development double effects, a re-render with a
  // new `navigate`) would be refused and show an error over the success.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      try {
        const user = await dispatch(verifyEmail(token)).unwrap();
        dispatch(showFlash({ message: 'Your email address is confirmed.', level: 'success' }));
        await navigate(homePathFor(user), { replace: true });
      } catch (error) {
        setFailure(errorMessage(error, 'We could not confirm your email address. Please try again.'));
      }
    })();
  }, [dispatch, navigate, token]);

  if (failure) return <VerificationFailed problem="We could not confirm your email address" message={failure} />;
  return (
    <AuthCard title={title}>
      <div role="status" className="mk-verify-email__pending">
        <Spinner size="sm" label="Confirming" />
        <p>Confirming your email address…</p>
      </div>
    </AuthCard>
  );
}

/**
 * Why the link did not work, and the way on for whoever reads it: a signed-out visitor signs in
 * (the app then offers a new link), the signed-in owner of an unconfirmed account asks for a new
 * link here, and someone already confirmed simply goes on to the app.
 */
function VerificationFailed({ problem, message }: { problem: string; message: string }): ReactElement {
  const user = useSelector(selectUser);
  if (user?.emailVerified) {
    return (
      <AuthCard title={title}>
        <p>Your email address is already confirmed: there is nothing more to do.</p>
        <LinkButton href={homePathFor(user)} as={RouterLink} variant="primary">
          Go to the app
        </LinkButton>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title}>
      <FormError title={problem} error={message} />
      {user ? (
        <ResendVerificationButton label="Send me a new link" />
      ) : (
        <LinkButton href={paths.login.href()} as={RouterLink} variant="primary">
          Sign in to get a new link
        </LinkButton>
      )}
    </AuthCard>
  );
}

export { VerifyEmailPage as Component };
