import { errorMessage, toApiError } from '@marketplace/api-client';
import { showFlash } from '@marketplace/ui-kit';
import { useState } from 'react';
import { useResendEmailVerificationMutation } from '../../api/auth-api';
import { fetchCurrentUser } from '../../state/auth-thunks';
import { useAuthDispatch } from '../../state/use-auth-dispatch';

/** What the last request for a new link came to, in words for the user. */
export interface ResendOutcome {
  message: string;
  failed: boolean;
}

/**
 * Asks the API to email the signed-in user a new confirmation link. The answer's sentence (or
 * the error's: too many requests, a network failure) becomes the outcome. When the API says the
 * address is already confirmed (from another tab or device), the user is read again so the app
 * stops asking, and the sentence goes to the flash message, since what asked will disappear.
 */
export function useResendVerification() {
  const dispatch = useAuthDispatch();
  const [resend, { isLoading }] = useResendEmailVerificationMutation();
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  async function send(): Promise<void> {
    setOutcome(null);
    try {
      const answer = await resend().unwrap();
      setOutcome({ message: answer.detail, failed: false });
    } catch (error) {
      const message = errorMessage(error, 'We could not send a new link. Please try again.');
      if (toApiError(error).status === 400) {
        dispatch(showFlash({ message, level: 'info' }));
        await dispatch(fetchCurrentUser({ force: true }));
        return;
      }
      setOutcome({ message, failed: true });
    }
  }

  return { send, isSending: isLoading, outcome };
}
