import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useChangeMemberLimitsMutation, type CompanyMemberData } from '../../api/company-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { limitsFieldOfApiField, memberLimitsFormSchema, type MemberLimitsFormInput, type MemberLimitsFormOutput } from '../../forms/company-form-schemas';
import { dollarsOrEmpty } from '../../forms/dollar-amounts';

/**
 * A member's spending limits in dollars: per order, per calendar month, and the largest request
 * they may approve. An empty field is no limit. All three are sent together, in cents.
 */
export function MemberLimitsForm({ member, name }: { member: CompanyMemberData; name: string }): ReactElement {
  const flash = useFlash();
  const [changeLimits] = useChangeMemberLimitsMutation();
  const form = useForm<MemberLimitsFormInput, unknown, MemberLimitsFormOutput>({
    resolver: zodResolver(memberLimitsFormSchema),
    defaultValues: {
      orderLimitDollars: dollarsOrEmpty(member.limits.orderLimitCents),
      monthlyLimitDollars: dollarsOrEmpty(member.limits.monthlyLimitCents),
      approvalLimitDollars: dollarsOrEmpty(member.limits.approvalLimitCents),
    },
  });
  const submit = form.handleSubmit(async (limits) => {
    flash.clear();
    try {
      await changeLimits({ userId: member.id, ...limits }).unwrap();
      flash.success(`${name}’s limits are saved.`);
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, limitsFieldOfApiField, 'We could not save the limits. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={`Limits of ${name}`}>
      <Stack gap="md">
        {serverError ? <FormError title="We could not save the limits" error={serverError} /> : null}
        <FormTextField control={form.control} name="orderLimitDollars" label="Per order ($)" description="Empty: no limit." inputMode="decimal" />
        <FormTextField control={form.control} name="monthlyLimitDollars" label="Per month ($)" description="Their orders of a calendar month. Empty: no limit." inputMode="decimal" />
        <FormTextField control={form.control} name="approvalLimitDollars" label="Largest request they approve ($)" description="For approvers and admins. Empty: no limit." inputMode="decimal" />
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving the limits">
            Save limits
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
