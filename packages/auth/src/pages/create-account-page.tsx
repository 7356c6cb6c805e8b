import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormError, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateAccountMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { createAccountFormSchema, type CreateAccountFormValues } from '../forms/account-form-schemas';
import { ServerError } from '../forms/server-error';
import { useServerAwareSubmit } from '../forms/use-server-aware-submit';
import { paths } from '../paths';
import { fetchCurrentUser } from '../state/auth-thunks';
import { useAuthDispatch } from '../state/use-auth-dispatch';
import { NewPasswordFields } from '../components/new-password-fields';

/** /create_account?token=…: completes an invitation; the API signs the new user in. */
export function CreateAccountPage(): ReactElement {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <AuthCard
        title="Accept your invitation"
        footer={
          <p>
            Already have an account? <Link to={paths.login.href()}>Sign in</Link>
          </p>
        }
      >
        <FormError
          title="This invitation link is incomplete"
          error="Open the link from your invitation email again, or ask the person who invited you to send a new one."
        />
      </AuthCard>
    );
  }
  return <CreateAccountForm token={token} />;
}

function CreateAccountForm({ token }: { token: string }): ReactElement {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [createAccount] = useCreateAccountMutation();
  const form = useForm<CreateAccountFormValues, unknown, CreateAccountFormValues>({
    resolver: zodResolver(createAccountFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', passwordConfirmation: '' },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not create your account. Please try again.',
    submit: async ({ passwordConfirmation: _confirmation, ...values }) => {
      const user = await createAccount({ ...values, token }).unwrap();
      // The new session is open: load it into the auth state like a sign-in does.
      await dispatch(fetchCurrentUser({ force: true }));
      dispatch(showFlash({ message: `Welcome, ${user.firstName}. Your account is ready.`, level: 'success' }));
      await navigate('/', { replace: true });
    },
  });

  return (
    <AuthCard
      title="Accept your invitation"
      description="Tell us your name and choose a password to join your team."
      footer={
        <p>
          Already have an account? <Link to={paths.login.href()}>Sign in</Link>
        </p>
      }
    >
      <Form onSubmit={onSubmit} aria-label="Accept your invitation">
        <ServerError errors={form.formState.errors} title="We could not create your account" />
        <FormTextField control={form.control} name="firstName" label="First name" autoComplete="given-name" isRequired />
        <FormTextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" isRequired />
        <NewPasswordFields control={form.control} name="password" confirmationName="passwordConfirmation" />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Creating your account" fullWidth>
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}

export { CreateAccountPage as Component };
