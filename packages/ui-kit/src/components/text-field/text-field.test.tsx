import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input', () => {
    render(<TextField label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBe(input);
  });

  it('links the description', () => {
    render(<TextField label="Phone" type="tel" description="We call only about deliveries." />);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('We call only about deliveries.');
  });

  it('shows an error message, links it and marks the input invalid', () => {
    render(<TextField label="Email" description="Your work address" errorMessage="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Enter a valid email/);
    expect(screen.getByText('Enter a valid email')).toBeVisible();
  });

  it('is valid without an error message', () => {
    render(<TextField label="Email" errorMessage={undefined} />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('reports typed values and blur, and forwards the ref to the input', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Company" name="company" onChange={onChange} onBlur={onBlur} ref={ref} />);
    await user.type(screen.getByLabelText('Company'), 'Acme');
    expect(onChange).toHaveBeenLastCalledWith('Acme');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
    expect(ref.current).toBe(screen.getByLabelText('Company'));
    expect(ref.current).toHaveAttribute('name', 'company');
  });

  it('is controlled by value', () => {
    render(<TextField label="City" value="Leeds" onChange={() => {}} />);
    expect(screen.getByLabelText('City')).toHaveValue('Leeds');
  });

  it('can be disabled through isDisabled or the disabled alias', () => {
    render(
      <>
        <TextField label="A" isDisabled />
        <TextField label="B" disabled />
      </>
    );
    expect(screen.getByLabelText('A')).toBeDisabled();
    expect(screen.getByLabelText('B')).toBeDisabled();
  });

  it('marks required fields', () => {
    render(<TextField label="Password" type="password" isRequired />);
    expect(screen.getByLabelText(/Password/)).toBeRequired();
  });
});
