import { zodResolver } from '@hookform/resolvers/zod';
import { SIGNUP_CHECK_EMAIL_MESSAGE } from '@marketplace/contracts';
import { Button, Form, FormSelect, FormTextField, showFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { SignupEmailSent, type SentSignupEmail } from '../components/signup-email-sent';
import { signupFormSchema, type SignupFormValues } from '../forms/account-form-schemas';
import { signupAccountTypeOptions } from '../forms/account-type-options';
import { ServerError } from '../forms/server-error';
import { useServerAwareSubmit } from '../forms/use-server-aware-submit';
import { paths } from '../paths';
import { signup } from '../state/auth-thunks';
import { useAuthDispatch } from '../state/use-auth-dispatch';
import { NewPasswordFields } from '../components/new-password-fields';

const emptyForm: SignupFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  accountType: 'builder',
  email: '',
  password: '',
  passwordConfirmation: '',
};

/**
 * /signup: creates a company and its first user, then asks them to follow the link emailed to
 * them: that confirms the address and signs them in (/verify_email).
 */
export function SignupPage(): ReactElement {
  const dispatch = useAuthDispatch();
  const [sent, setSent] = useState<SentSignupEmail | null>(null);
  const form = useForm<SignupFormValues, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not create your account. Please try again.',
    submit: async ({ passwordConfirmation: _confirmation, ...payload }) => {
      const answer = await dispatch(signup(payload)).unwrap();
      const detail = answer.detail || SIGNUP_CHECK_EMAIL_MESSAGE;
      // The flash is announced; the card below keeps the address for as long as the page is open.
      dispatch(showFlash({ message: detail, level: 'success' }));
      // "Use another email" comes back to the names as typed; the password is never kept.
      form.reset({ ...payload, password: '', passwordConfirmation: '' });
      setSent({ email: payload.email, detail });
    },
  });

  if (sent) return <SignupEmailSent sent={sent} onStartOver={() => setSent(null)} />;

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
        <NewPasswordFields control={form.control} name="password" confirmationName="passwordConfirmation" />
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Creating your account" fullWidth>
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}

export { SignupPage as Component };
