import { Button } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useResendVerification } from './use-resend-verification';
import '../../styles/auth.css';

/** Props of {@link ResendVerificationButton}. */
export interface ResendVerificationButtonProps {
  /** The button's text. */
  label: string;
  /** Id of the sentence that says what the button is for, read with its name. */
  describedBy?: string;
}

/**
 * Emails the signed-in user a new confirmation link, then says what came of it in a polite live
 * region beside the button. The button ignores presses while the request is on its way.
 */
export function ResendVerificationButton({ label, describedBy }: ResendVerificationButtonProps): ReactElement {
  const { send, isSending, outcome } = useResendVerification();
  return (
    <div className="mk-resend-verification">
      <Button
        variant="secondary"
        size="sm"
        isLoading={isSending}
        loadingLabel="Sending a new link"
        aria-describedby={describedBy}
        onPress={() => void send()}
      >
        {label}
      </Button>
      <p role="status" className="mk-resend-verification__outcome" data-failed={outcome?.failed || undefined}>
        {outcome?.message}
      </p>
    </div>
  );
}
