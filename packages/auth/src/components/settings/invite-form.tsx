import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountType } from '@marketplace/contracts';
import { Button, Form, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useForm } from 'react-hook-form';
import { useCreateInvitationMutation } from '../../api/auth-api';
import { invitationFormSchema, type InvitationFormValues } from '../../forms/account-form-schemas';
import { ServerError } from '../../forms/server-error';
import { useServerAwareSubmit } from '../../forms/use-server-aware-submit';

/** Props of {@link InviteForm}. */
export interface InviteFormProps {
  /** The account type the invited person gets. */
  userType: AccountType;
  /** Label of the submit button. */
  submitLabel: string;
}

/** Invites someone by email (POST /api/invitations/); the email's link opens /create_account. */
export function InviteForm({ userType, submitLabel }: InviteFormProps): ReactElement {
  const dispatch = useDispatch();
  const [createInvitation] = useCreateInvitationMutation();
  const form = useForm<InvitationFormValues, unknown, InvitationFormValues>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not send the invitation. Please try again.',
    submit: async ({ email }) => {
      const invitation = await createInvitation({ email, userType }).unwrap();
      form.reset({ email: '' });
      dispatch(showFlash({ message: `Invitation sent to ${invitation.email}.`, level: 'success' }));
    },
  });

  return (
    <Form onSubmit={onSubmit} aria-label={submitLabel}>
      <ServerError errors={form.formState.errors} title="We could not send the invitation" />
      <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="off" isRequired />
      <Button type="submit" variant="secondary" isLoading={form.formState.isSubmitting} loadingLabel="Sending">
        {submitLabel}
      </Button>
    </Form>
  );
}
