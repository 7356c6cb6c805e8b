import { displayErrorOf, toApiError } from '@marketplace/api-client';
import { Button, ErrorState, Form, Modal, Skeleton, TextField } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useGetSandboxInstitutionsQuery, useSandboxSignInMutation, type LinkMetadata } from '../../api/banking-credit-api';
import type { LinkExitError } from '../../lib/bank-link-flash';

/** Props of {@link SandboxBankDialog}. */
export interface SandboxBankDialogProps {
  linkToken: string;
  isOpen: boolean;
  /** The builder signed in at a bank: its public token and what was linked. */
  onSuccess: (publicToken: string, metadata: LinkMetadata) => void;
  /** The dialog closed without a link: null when the builder cancelled, else the bank's error. */
  onExit: (error: LinkExitError | null) => void;
}

/**
 * The built-in sandbox's bank-selection dialog, served by the app so bank linking works offline:
 * it behaves like Plaid Link in test mode (choose a bank, sign in with the sandbox credentials),
 * and some banks fail on purpose so every error path can be tried.
 */
export function SandboxBankDialog({ linkToken, isOpen, onSuccess, onExit }: SandboxBankDialogProps): ReactElement {
  const institutions = useGetSandboxInstitutionsQuery(undefined, { skip: !isOpen });
  const [signIn, signingIn] = useSandboxSignInMutation();
  const [institutionId, setInstitutionId] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [bankError, setBankError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPasswordError(null);
    if (!institutionId) {
      setBankError('Choose a bank.');
      return;
    }
    try {
      const result = await signIn({ linkToken, institutionId, username, password }).unwrap();
      onSuccess(result.publicToken, { institution: result.institution, accounts: result.accounts });
    } catch (error) {
      const apiError = toApiError(error);
      // Wrong credentials: stay, as a bank's sign-in page does. Anything else ends the link.
      if (apiError.fields?.password) setPasswordError(apiError.fields.password);
      else onExit({ displayMessage: displayErrorOf(error) });
    }
  }

  return (
    <Modal
      title="Link your bank (sandbox)"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onExit(null);
      }}
      footer={
        <>
          <Button variant="secondary" onPress={() => onExit(null)}>
            Cancel
          </Button>
          <Button type="submit" form="sandbox-bank-form" isLoading={signingIn.isLoading}>
            Link bank
          </Button>
        </>
      }
    >
      {institutions.isError ? (
        <ErrorState title="The sandbox banks could not be loaded" message={displayErrorOf(institutions.error) ?? "Try again in a moment."} onRetry={() => void institutions.refetch()} />
      ) : !institutions.data ? (
        <Skeleton count={4} />
      ) : (
        <Form id="sandbox-bank-form" aria-label="Sandbox bank sign-in" onSubmit={(event) => void submit(event)} className="mk-credit-sandbox-form">
          <p className="mk-credit-muted">
            A test bank: nothing real is linked. Sign in with username <code>{institutions.data.credentials.username}</code> and password{' '}
            <code>{institutions.data.credentials.password}</code>.
          </p>
          <fieldset className="mk-credit-banks">
            <legend>Choose your bank</legend>
            {institutions.data.institutions.map((institution) => (
              <label key={institution.id} className="mk-credit-bank-option">
                <input
                  type="radio"
                  name="institution"
                  value={institution.id}
                  checked={institutionId === institution.id}
                  onChange={() => {
                    setInstitutionId(institution.id);
                    setBankError(null);
                  }}
                />
                <span>
                  <strong>{institution.name}</strong>
                  <span className="mk-credit-muted"> {institution.description}</span>
                </span>
              </label>
            ))}
            {bankError ? (
              <p role="alert" className="mk-credit-error">
                {bankError}
              </p>
            ) : null}
          </fieldset>
          <TextField label="Username" value={username} onChange={setUsername} autoComplete="off" isRequired />
          <TextField label="Password" type="password" value={password} onChange={setPassword} errorMessage={passwordError ?? undefined} isRequired />
        </Form>
      )}
    </Modal>
  );
}
