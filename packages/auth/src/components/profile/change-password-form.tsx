import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useForm } from 'react-hook-form';
import { useChangePasswordMutation } from '../../api/auth-api';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../../forms/account-form-schemas';
import { ServerError } from '../../forms/server-error';
import { useServerAwareSubmit } from '../../forms/use-server-aware-submit';
import { NewPasswordFields } from '../new-password-fields';

const emptyForm: ChangePasswordFormValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** Changes the password with the current one (POST /api/auth/password/); other sessions end. */
export function ChangePasswordForm(): ReactElement {
  const dispatch = useDispatch();
  const [changePassword] = useChangePasswordMutation();
  const form = useForm<ChangePasswordFormValues, unknown, ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not change your password. Please try again.',
    submit: async ({ currentPassword, newPassword }) => {
      await changePassword({ currentPassword, newPassword }).unwrap();
      // Passwords are not kept on screen once they have done their job.
      form.reset(emptyForm);
      dispatch(
        showFlash({ message: 'Your password has been changed. Other devices have been signed out.', level: 'success' }),
      );
    },
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Change password">
      <ServerError errors={form.formState.errors} title="We could not change your password" />
      <FormTextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <NewPasswordFields control={form.control} name="newPassword" confirmationName="newPasswordConfirmation" label="New password" />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Changing password">
        Change password
      </Button>
    </Form>
  );
}
