import { errorMessage } from '@marketplace/api-client';
import { Button, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useWithdrawCartApprovalMutation, type CartApprovalRequest } from '../../api/cart-approval-api';

/**
 * Takes a request back (the one who asked only; the API refuses anyone else): the cart opens for
 * changes again, and checking out asks anew if it is still over a limit.
 */
export function WithdrawApprovalButton({ request }: { request: CartApprovalRequest }): ReactElement {
  const flash = useFlash();
  const [withdraw, { isLoading }] = useWithdrawCartApprovalMutation();

  async function press() {
    flash.clear();
    try {
      await withdraw({ id: request.id, projectId: request.projectId }).unwrap();
      flash.success('Request withdrawn. You can change the cart again.');
    } catch (failure) {
      flash.error(errorMessage(failure, 'We could not withdraw the request. Please try again.'));
    }
  }

  return (
    <Button variant="secondary" isLoading={isLoading} loadingLabel="Withdrawing the request" onPress={() => void press()}>
      Withdraw request
    </Button>
  );
}
