import { Button } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { paths } from '../paths';
import { AuthCard } from './auth-card';

/** What sign-up answered, and the address it wrote to. */
export interface SentSignupEmail {
  email: string;
  /** The API's sentence ("Check your email: …"). */
  detail: string;
}

/** Props of {@link SignupEmailSent}. */
export interface SignupEmailSentProps {
  sent: SentSignupEmail;
  /** Back to an empty sign-up form, for a mistyped address. */
  onStartOver: () => void;
}

/**
 * The end of sign-up: nobody is signed in yet, the emailed link finishes it. The words are the
 * same whether or not the address already had an account, as the API's answer is.
 */
export function SignupEmailSent({ sent, onStartOver }: SignupEmailSentProps): ReactElement {
  return (
    <AuthCard
      title="Check your email"
      footer={
        <p>
          Already confirmed your address? <Link to={paths.login.href()}>Sign in</Link>
        </p>
      }
    >
      <p>{sent.detail}</p>
      <p>
        We sent it to <strong>{sent.email}</strong>. The link works once, for 24 hours. Nothing there? Look in your
        spam folder.
      </p>
      <Button variant="secondary" onPress={onStartOver}>
        Use another email
      </Button>
    </AuthCard>
  );
}
