import { Button } from '@marketplace/ui-kit';
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useGetBankLinkProviderQuery, useSendPublicTokenMutation, type LinkMetadata, type SavedPublicToken } from '../../api/banking-credit-api';
import { bankLinkFlash, type LinkExitError } from '../../lib/bank-link-flash';
import { useBankLinkToken } from '../../lib/use-bank-link-token';
import { SandboxBankDialog } from '../sandbox-bank-dialog/sandbox-bank-dialog';

// react-plaid-link loads Plaid's script from Plaid's servers: only a Plaid deployment pays for it.
const PlaidLinkLauncher = lazy(() => import('./plaid-link-launcher'));

/** Props of {@link BankLinkButton}. */
export interface BankLinkButtonProps {
  /** Called once the bank is linked and saved. */
  onLinked?: (saved: SavedPublicToken) => void;
  /** @defaultValue 'Link a bank account' */
  label?: string;
  variant?: 'primary' | 'secondary';
}

/**
 * Links a bank: opens the provider's dialog with the page's link token (the sandbox's own dialog,
 * or Plaid Link), sends the public token to the server, and says how it went in the flash
 * message with the spec's texts.
 */
export function BankLinkButton({ onLinked, label = 'Link a bank account', variant = 'primary' }: BankLinkButtonProps): ReactElement {
  const dispatch = useDispatch();
  const provider = useGetBankLinkProviderQuery();
  const token = useBankLinkToken();
  const [sendPublicToken, sending] = useSendPublicTokenMutation();
  const [open, setOpen] = useState(false);

  const handleSuccess = useCallback(
    async (publicToken: string, metadata: LinkMetadata) => {
      setOpen(false);
      try {
        const saved = await sendPublicToken({ publicToken, metadata }).unwrap();
        bankLinkFlash.publicTokenSaved(dispatch);
        onLinked?.(saved);
      } catch (error) {
        bankLinkFlash.publicTokenFailed(dispatch, error);
      }
    },
    [dispatch, onLinked, sendPublicToken],
  );

  const handleExit = useCallback(
    (error: LinkExitError | null) => {
      setOpen(false);
      if (error) bankLinkFlash.linkExitFailed(dispatch, error);
    },
    [dispatch],
  );

  async function start() {
    if (token.data) {
      setOpen(true);
      return;
    }
    // No token yet (the first fetch failed): try again; a second failure flashes again.
    const retried = await token.refetch();
    if (retried.data) setOpen(true);
  }

  const linkToken = token.data?.linkToken;
  return (
    <>
      <Button variant={variant} onPress={() => void start()} isLoading={token.isFetching || sending.isLoading} isDisabled={provider.isLoading}>
        {label}
      </Button>
      {linkToken && provider.data === 'plaid' && open ? (
        <Suspense fallback={null}>
          <PlaidLinkLauncher linkToken={linkToken} onSuccess={(publicToken, metadata) => void handleSuccess(publicToken, metadata)} onExit={handleExit} />
        </Suspense>
      ) : null}
      {linkToken && provider.data !== 'plaid' ? (
        <SandboxBankDialog linkToken={linkToken} isOpen={open} onSuccess={(publicToken, metadata) => void handleSuccess(publicToken, metadata)} onExit={handleExit} />
      ) : null}
    </>
  );
}
