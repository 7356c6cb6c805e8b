import { useId, type ReactElement } from 'react';
import { ResendVerificationButton } from './resend-verification-button';
import '../../styles/auth.css';

/** Props of {@link EmailVerificationNotice}. */
export interface EmailVerificationNoticeProps {
  /** The address the confirmation link went to. */
  email: string;
}

/** Asks the signed-in user to follow the link emailed to them, and offers a new one. */
export function EmailVerificationNotice({ email }: EmailVerificationNoticeProps): ReactElement {
  const messageId = useId();
  return (
    <section className="mk-email-banner" aria-label="Email confirmation">
      <p id={messageId} className="mk-email-banner__message">
        Confirm your email address: we sent a link to <strong>{email}</strong>.
      </p>
      <ResendVerificationButton label="Send it again" describedBy={messageId} />
    </section>
  );
}
