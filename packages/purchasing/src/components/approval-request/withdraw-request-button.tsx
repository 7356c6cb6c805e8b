import { errorMessage } from '@marketplace/api-client';
import { Button, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useWithdrawApprovalRequestMutation, type ApprovalRequestData } from '../../api/approvals-api';

/** The asker takes their request back (pending, or approved and not ordered): their cart opens for changes again. */
export function WithdrawRequestButton({ request }: { request: ApprovalRequestData }): ReactElement {
  const flash = useFlash();
  const [withdraw, { isLoading }] = useWithdrawApprovalRequestMutation();

  async function press() {
    flash.clear();
    try {
      await withdraw({ id: request.id, projectId: request.projectId }).unwrap();
      flash.success(`Your request for ${request.projectName} was withdrawn.`);
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
