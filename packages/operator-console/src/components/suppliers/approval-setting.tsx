import { errorMessage } from '@marketplace/api-client';
import { Checkbox, Skeleton, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetSupplierApprovalSettingQuery, useUpdateSupplierApprovalSettingMutation } from '../../api/operator-suppliers-api';

/** Whether a new supplier's offers wait for an operator's approval before builders see them. */
export function ApprovalSetting(): ReactElement {
  const flash = useFlash();
  const { data, isError, error } = useGetSupplierApprovalSettingQuery();
  const [update, { isLoading }] = useUpdateSupplierApprovalSettingMutation();
  if (isError) return <p role="alert">{errorMessage(error, 'We could not load the approval setting.')}</p>;
  if (!data) return <Skeleton count={1} />;
  const change = async (newSuppliersNeedApproval: boolean) => {
    try {
      await update({ newSuppliersNeedApproval }).unwrap();
      flash.success(newSuppliersNeedApproval ? 'New suppliers now wait for approval.' : 'New suppliers are now approved when they sign up.');
    } catch (failure) {
      flash.error(errorMessage(failure, 'We could not change the approval setting. Please try again.'));
    }
  };
  return (
    <Checkbox isSelected={data.newSuppliersNeedApproval} isDisabled={isLoading} onChange={(selected) => void change(selected)} description="Builders see a new supplier's offers only once an operator approves it.">
      New suppliers wait for approval
    </Checkbox>
  );
}
