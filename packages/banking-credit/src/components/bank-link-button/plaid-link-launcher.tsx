import { useEffect, type ReactElement } from 'react';
import { usePlaidLink, type PlaidLinkError, type PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import type { LinkMetadata } from '../../api/banking-credit-api';
import type { LinkExitError } from '../../lib/bank-link-flash';

/** Props of {@link PlaidLinkLauncher}. */
export interface PlaidLinkLauncherProps {
  linkToken: string;
  onSuccess: (publicToken: string, metadata: LinkMetadata) => void;
  onExit: (error: LinkExitError | null) => void;
}

function toMetadata(metadata: PlaidLinkOnSuccessMetadata): LinkMetadata {
  return {
    institution: metadata.institution ? { name: metadata.institution.name, institutionId: metadata.institution.institution_id } : null,
    accounts: metadata.accounts.map((account) => ({ id: account.id, name: account.name, mask: account.mask })),
    linkSessionId: metadata.link_session_id,
  };
}

/**
 * Opens Plaid Link as soon as its script is ready. Loaded only when the provider is Plaid, so the
 * sandbox never asks Plaid's servers for anything.
 */
export function PlaidLinkLauncher({ linkToken, onSuccess, onExit }: PlaidLinkLauncherProps): ReactElement | null {
  const { open, ready, error } = usePlaidLink({
    token: linkToken,
    // Link reports success without a token only when it broke half-way: treat it as a failed exit.
    onSuccess: (publicToken, metadata) => (publicToken ? onSuccess(publicToken, toMetadata(metadata)) : onExit({ displayMessage: null })),
    onExit: (exitError: PlaidLinkError | null) => onExit(exitError ? { displayMessage: exitError.display_message, errorMessage: exitError.error_message } : null),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  useEffect(() => {
    // The script itself failed to load (offline, blocked): same message as a failed exit.
    if (error) onExit({ displayMessage: null, errorMessage: error.message });
  }, [error, onExit]);
  return null;
}

export default PlaidLinkLauncher;
