import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormSelect, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { signupFormSchema, type SignupFormValues } from '../forms/account-form-schemas';
import { signupAccountTypeOptions } from '../forms/account-type-options';
import { ServerError } from '../forms/server-error';
import { useServerAwareSubmit } from '../forms/use-server-aware-submit';
import { paths } from '../paths';
import { signup } from '../state/auth-thunks';
import { isSkipped } from '../state/is-skipped';
import { useAuthDispatch } from '../state/use-auth-dispatch';

const emptyForm: SignupFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  accountType: 'builder',
  email: '',
  password: '',
  passwordConfirmation: '',
};

/** /signup: creates a company and its first user, signs them in and opens the app. */
export function SignupPage(): ReactElement {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const form = useForm<SignupFormValues, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not create your account. Please try again.',
    submit: async ({ passwordConfirmation: _confirmation, ...payload }) => {
      try {
        const user = await dispatch(signup(payload)).unwrap();
        dispatch(showFlash({ message: `Welcome, ${user.firstName}. Your account is ready.`, level: 'success' }));
      } catch (error) {
        if (!isSkipped(error)) throw error;
      }
      await navigate('/', { replace: true });
    },
  });

  return (
    <AuthCard
      title="Create your account"
      description="One account for your company. You can invite your team later."
      footer={
        <p>
          Already have an account? <Link to={paths.login.href()}>Sign in</Link>
        </p>
      }
    >
      <Form onSubmit={onSubmit} aria-label="Create your account">
        <ServerError errors={form.formState.errors} title="We could not create your account" />
        <FormTextField control={form.control} name="firstName" label="First name" autoComplete="given-name" isRequired />
        <FormTextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" isRequired />
        <FormTextField
          control={form.control}
          name="companyName"
          label="Company name"
          autoComplete="organization"
          isRequired
        />
        <FormSelect
          control={form.control}
          name="accountType"
          label="Account type"
          options={signupAccountTypeOptions}
          isRequired
        />
        <FormTextField control={form.control} name="email" label="Work email" type="email" autoComplete="email" isRequired />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          description="At least 10 characters. Avoid common passwords."
          isRequired
        />
        <FormTextField
          control={form.control}
          name="passwordConfirmation"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Creating your account" fullWidth>
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}

export { SignupPage as Component };
