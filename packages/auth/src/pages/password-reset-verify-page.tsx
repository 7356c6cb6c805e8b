import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConfirmPasswordResetMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { passwordResetVerifyFormSchema, type PasswordResetVerifyFormValues } from '../forms/account-form-schemas';
import { ServerError } from '../forms/server-error';
import { useServerAwareSubmit } from '../forms/use-server-aware-submit';
import { paths } from '../paths';
import { NewPasswordFields } from '../components/new-password-fields';

const requestAnother = (
  <p>
    Link expired? <Link to={paths.passwordReset.href()}>Request a new one</Link>
  </p>
);

/** /password/reset_verify?token=…: sets a new password from the emailed link, then asks to sign in. */
export function PasswordResetVerifyPage(): ReactElement {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={requestAnother}>
        <FormError
          title="This reset link is incomplete"
          error="Open the link from the reset email again, or request a new one."
        />
      </AuthCard>
    );
  }
  return <PasswordResetVerifyForm token={token} />;
}

function PasswordResetVerifyForm({ token }: { token: string }): ReactElement {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [confirmReset] = useConfirmPasswordResetMutation();
  const form = useForm<PasswordResetVerifyFormValues, unknown, PasswordResetVerifyFormValues>({
    resolver: zodResolver(passwordResetVerifyFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not change your password. Please try again.',
    submit: async ({ password }) => {
      const answer = await confirmReset({ token, password }).unwrap();
      dispatch(
        showFlash({
          message: answer.detail || 'Your password has been reset. Sign in with your new password.',
          level: 'success',
        }),
      );
      await navigate(paths.login.href(), { replace: true });
    },
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="After this, you will be signed out everywhere and can sign in with the new password."
      footer={requestAnother}
    >
      <Form onSubmit={onSubmit} aria-label="Choose a new password">
        <ServerError errors={form.formState.errors} title="We could not change your password" />
        <NewPasswordFields control={form.control} name="password" confirmationName="passwordConfirmation" label="New password" />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Saving your password" fullWidth>
          Save new password
        </Button>
      </Form>
    </AuthCard>
  );
}

export { PasswordResetVerifyPage as Component };
