import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { FormError } from '../form-error/form-error';
import { TextField } from '../text-field/text-field';
import { Form } from './form';

const signInSchema = z.object({
  email: z.email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
  remember: z.boolean(),
});
type SignInValues = z.infer<typeof signInSchema>;

interface SignInExampleProps {
  /** Called with valid values; a rejected promise shows its message as a form error. */
  onSignIn: (values: SignInValues) => Promise<void> | void;
  initialServerError?: string;
}

/**
 * The pattern every form follows: react-hook-form with a zod resolver, each widget in a
 * Controller with its field spread and its error passed as `errorMessage`.
 */
function SignInExample({ onSignIn, initialServerError }: SignInExampleProps) {
  const [serverError, setServerError] = useState(initialServerError);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSignIn(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Something went wrong');
    }
  });
  return (
    <div style={{ maxWidth: 380 }}>
      <Form onSubmit={submit}>
        <FormError title="We could not sign you in" error={serverError} />
        <Controller
          name="email"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              {...field}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              {...field}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="remember"
          control={control}
          render={({ field: { value, ...field } }) => (
            <Checkbox {...field} isSelected={value}>
              Keep me signed in
            </Checkbox>
          )}
        />
        <Button type="submit" isLoading={isSubmitting} loadingLabel="Signing in" fullWidth>
          Sign in
        </Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/Form',
  component: SignInExample,
  tags: ['autodocs'],
  args: { onSignIn: fn() },
} satisfies Meta<typeof SignInExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** react-hook-form + zod: an empty form, ready to fill. */
export const WithReactHookForm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'builder@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'hunter22');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.onSignIn).toHaveBeenCalledWith({
        email: 'builder@example.com',
        password: 'hunter22',
        remember: false,
      })
    );
  },
};

/** Submitting an empty form shows each field's error, linked to its input. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** An error from the server that belongs to no field. */
export const ServerError: Story = {
  args: {
    onSignIn: fn(async () => {
      throw new Error('Email or password is incorrect.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'builder@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
  },
};

/** While the request runs the button shows a spinner and cannot submit twice. */
export const Submitting: Story = {
  args: { onSignIn: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'builder@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'hunter22');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true'));
  },
};
