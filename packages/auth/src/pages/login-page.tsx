import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormTextField, showFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { loginFormSchema, type LoginFormValues } from '../forms/login-form-schema';
import { ServerError } from '../forms/server-error';
import { useServerAwareSubmit } from '../forms/use-server-aware-submit';
import { paths, safeNextPath } from '../paths';
import { login } from '../state/auth-thunks';
import { isSkipped } from '../state/is-skipped';
import { useAuthDispatch } from '../state/use-auth-dispatch';

/** /login: sign in, then go to `?next=` when it is a path inside the app, else the app home. */
export function LoginPage(): ReactElement {
  const dispatch = useAuthDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const form = useForm<LoginFormValues, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = useServerAwareSubmit(form, {
    fallback: 'We could not sign you in. Please try again.',
    submit: async (values) => {
      try {
        const user = await dispatch(login(values)).unwrap();
        dispatch(showFlash({ message: `Welcome back, ${user.firstName}.`, level: 'success' }));
      } catch (error) {
        // Already signed in (another tab): nothing to do but go on.
        if (!isSkipped(error)) throw error;
      }
      await navigate(next, { replace: true });
    },
  });

  return (
    <AuthCard
      title="Sign in"
      description="Order materials for your projects, or manage your products and orders."
      footer={
        <p>
          New to the marketplace? <Link to={paths.signup.href()}>Create an account</Link>
        </p>
      }
    >
      <Form onSubmit={onSubmit} aria-label="Sign in">
        <ServerError errors={form.formState.errors} title="We could not sign you in" />
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" isRequired />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <p>
          <Link to={paths.passwordReset.href()}>Forgot your password?</Link>
        </p>
        <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Signing in" fullWidth>
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}

export { LoginPage as Component };
