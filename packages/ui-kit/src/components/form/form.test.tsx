import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { FormError } from '../form-error/form-error';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { Form } from './form';

const schema = z.object({
  email: z.email('Enter a valid email'),
  password: z.string().min(8, 'Use at least 8 characters'),
  accountType: z.enum(['builder', 'supplier'], { message: 'Choose an account type' }),
  tosAccepted: z.literal(true, { message: 'Accept the terms to continue' }),
});
type Values = z.infer<typeof schema>;

function SignUpForm({ onValid, serverError }: { onValid: (values: Values) => void; serverError?: string }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', accountType: undefined, tosAccepted: false as true },
  });
  return (
    <Form onSubmit={handleSubmit(onValid)}>
      <FormError error={serverError} />
      <Controller
        name="email"
        control={control}
        render={({ field, fieldState }) => (
          <TextField label="Email" type="email" {...field} errorMessage={fieldState.error?.message} />
        )}
      />
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState }) => (
          <TextField label="Password" type="password" {...field} errorMessage={fieldState.error?.message} />
        )}
      />
      <Controller
        name="accountType"
        control={control}
        render={({ field: { value, ...field }, fieldState }) => (
          <Select
            label="Account type"
            options={[
              { value: 'builder', label: 'Builder' },
              { value: 'supplier', label: 'Supplier' },
            ]}
            {...field}
            value={value ?? null}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="tosAccepted"
        control={control}
        render={({ field: { value, ...field }, fieldState }) => (
          <Checkbox {...field} isSelected={value} errorMessage={fieldState.error?.message}>
            I accept the terms of service
          </Checkbox>
        )}
      />
      <Button type="submit">Create account</Button>
    </Form>
  );
}

describe('Form with react-hook-form and zod', () => {
  it('shows field errors on submit, focuses the first invalid field, and does not submit', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email')).toBeVisible();
    expect(screen.getByText('Use at least 8 characters')).toBeVisible();
    expect(screen.getByText('Choose an account type')).toBeVisible();
    expect(screen.getByText('Accept the terms to continue')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits valid values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'builder@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: 'Builder' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      email: 'builder@example.com',
      password: 'correct horse',
      accountType: 'builder',
      tosAccepted: true,
    });
  });

  it('submits with Enter from a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Search" />
        <Button type="submit">Go</Button>
      </Form>
    );
    await user.type(screen.getByLabelText('Search'), 'cement{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].defaultPrevented).toBe(true);
  });

  it('shows a form-level error banner', () => {
    render(<SignUpForm onValid={() => {}} serverError="Email or password is incorrect." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Email or password is incorrect.');
  });

  it('shows server validation errors under the matching field', () => {
    render(
      <Form validationErrors={{ email: 'This email is already registered' }}>
        <TextField label="Email" name="email" />
      </Form>
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
  });
});
