import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, FormSelect, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useInviteCompanyMemberMutation } from '../../api/company-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { inviteFormSchema, type InviteFormValues } from '../../forms/company-form-schemas';
import { roleOptions, roleWords } from './role-words';

const blank: InviteFormValues = { email: '', companyRole: 'buyer' };

/** Invites a colleague by email with a role (only owners invite owners); the API emails them the link. */
export function InviteForm({ isOwner }: { isOwner: boolean }): ReactElement {
  const flash = useFlash();
  const [invite] = useInviteCompanyMemberMutation();
  const form = useForm<InviteFormValues>({ resolver: zodResolver(inviteFormSchema), defaultValues: blank });
  const submit = form.handleSubmit(async ({ email, companyRole }) => {
    flash.clear();
    try {
      await invite({ email, userType: 'builder', companyRole }).unwrap();
      flash.success(`We emailed an invitation to ${email} to join as ${roleWords[companyRole].toLowerCase()}.`);
      form.reset(blank);
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { email: 'email', companyRole: 'companyRole' }, 'We could not send the invitation. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="Invite a colleague">
      <Stack gap="md">
        {serverError ? <FormError title="We could not send the invitation" error={serverError} /> : null}
        <Stack direction="horizontal" gap="md" align="start" wrap>
          <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="off" isRequired />
          <FormSelect control={form.control} name="companyRole" label="Role" options={roleOptions(isOwner)} isRequired />
        </Stack>
        <div>
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending the invitation">
            Send invitation
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
