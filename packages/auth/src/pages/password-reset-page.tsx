import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormTextField, showFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { passwordResetFormSchema, type PasswordResetFormValues } from '../forms/account-form-schemas';
import { ServerError } from '../forms/server-error';
import { useServerAwareSubmit } from '../forms/use-server-aware-submit';
import { paths } from '../paths';

const backToSignIn = (
  <p>
    Remembered it? <Link to={paths.login.href()}>Back to sign in</Link>
  </p>
);

/** /password/reset: asks for a reset link by email. */
export function PasswordResetPage(): ReactElement {
  const dispatch = useDispatch();
  const [requestReset] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<PasswordResetFormValues, unknown, PasswordResetFormValues>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not send the reset link. Please try again.',
    submit: async (values) => {
      const answer = await requestReset(values).unwrap();
      dispatch(
        showFlash({
          message: answer.detail || 'If an account exists for this email, a reset link is on its way.',
          level: 'success',
        }),
      );
      setSentTo(values.email);
    },
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={backToSignIn}>
        <p>
          If <strong>{sentTo}</strong> belongs to an account, we have sent it a link to choose a new password. The link
          works once, for one hour.
        </p>
        <Button variant="secondary" onPress={() => setSentTo(null)}>
          Use another email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <Form onSubmit={onSubmit} aria-label="Reset your password">
        <ServerError errors={form.formState.errors} title="We could not send the reset link" />
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" isRequired />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending the link" fullWidth>
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}

export { PasswordResetPage as Component };
