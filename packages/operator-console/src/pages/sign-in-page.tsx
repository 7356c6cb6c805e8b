import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Form, FormError, FormTextField, PageHeader, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useSignInOperatorMutation } from '../api/operator-auth-api';
import { applyApiFieldErrors } from '@marketplace/auth';
import { signInFieldsOfApi, signInFormSchema, type SignInFormValues } from '../forms/sign-in-form-schema';
import { safeConsolePath } from '../paths';
import '../styles/operator-console.css';

/**
 * /operator/login: an operator signs in with email, password and the current 6-digit code of
 * their authenticator app, in one step, then goes to the console page they asked for. A refusal
 * keeps what was typed except the code, which is only good for half a minute anyway.
 */
export function SignInPage(): ReactElement {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const flash = useFlash();
  const [signIn] = useSignInOperatorMutation();
  const form = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '', code: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const operator = await signIn(values).unwrap();
      flash.success(`Signed in as ${operator.name}.`);
      await navigate(safeConsolePath(params.get('next')), { replace: true });
    } catch (error) {
      const message = applyApiFieldErrors(error, form.setError, signInFieldsOfApi, 'We could not sign you in. Please try again.');
      form.resetField('code', { keepError: true });
      flash.error(message);
    }
  });
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <main className="mk-console-standalone">
      <Stack gap="lg" className="mk-console-sign-in">
        <PageHeader title="Operator sign-in" description="For the people who run the marketplace. You need your authenticator app." />
        <Card>
          <Form onSubmit={submit} aria-label="Operator sign-in">
            {serverError ? <FormError title="We could not sign you in" error={serverError} /> : null}
            <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="username" isRequired />
            <FormTextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" isRequired />
            <FormTextField
              control={form.control}
              name="code"
              label="6-digit code"
              description="From your authenticator app; a new one every 30 seconds."
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              isRequired
            />
            <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Signing in" fullWidth>
              Sign in
            </Button>
          </Form>
        </Card>
      </Stack>
    </main>
  );
}

export { SignInPage as Component };
