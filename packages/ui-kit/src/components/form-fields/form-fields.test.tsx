import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormSelect } from './form-select';
import { FormTextArea } from './form-text-area';
import { FormTextField } from './form-text-field';

interface Values {
  name: string | null;
  notes: string;
  unit: string | null;
}

interface HarnessProps {
  defaultValues: Values;
  /** Sets this error on every field once mounted, as a resolver or the server would. */
  error?: string;
  children: (control: Control<Values>) => ReactElement;
}

/** A react-hook-form form around the fields, showing its current values. */
function Harness({ defaultValues, error, children }: HarnessProps) {
  const { control, watch, setError } = useForm<Values>({ defaultValues });
  useEffect(() => {
    if (!error) return;
    for (const name of ['name', 'notes', 'unit'] as const) setError(name, { message: error });
  }, [error, setError]);
  return (
    <>
      {children(control)}
      <pre data-testid="values">{JSON.stringify(watch())}</pre>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values;
const units = [
  { value: 'bag', label: 'Bag' },
  { value: 'pallet', label: 'Pallet' },
];

describe('FormTextField', () => {
  it('shows the form value and writes what is typed back to the form', async () => {
    const user = userEvent.setup();
    render(<Harness defaultValues={{ name: 'Dock', notes: '', unit: null }}>{(control) => <FormTextField control={control} name="name" label="Name" />}</Harness>);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveValue('Dock');
    await user.type(input, ' 4');
    expect(values().name).toBe('Dock 4');
  });

  it('shows a value that is not a string as an empty field', () => {
    render(<Harness defaultValues={{ name: null, notes: '', unit: null }}>{(control) => <FormTextField control={control} name="name" label="Name" />}</Harness>);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows the field's error under it", async () => {
    render(
      <Harness defaultValues={{ name: '', notes: '', unit: null }} error="Enter a name">
        {(control) => <FormTextField control={control} name="name" label="Name" />}
      </Harness>,
    );
    expect(await screen.findByText('Enter a name')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FormTextArea', () => {
  it('binds its value and shows its error', async () => {
    const user = userEvent.setup();
    render(
      <Harness defaultValues={{ name: '', notes: 'Gate B', unit: null }} error="Too long">
        {(control) => <FormTextArea control={control} name="notes" label="Notes" />}
      </Harness>,
    );
    const textarea = screen.getByLabelText('Notes');
    expect(textarea).toHaveValue('Gate B');
    expect(await screen.findByText('Too long')).toBeVisible();
    await user.type(textarea, ', before 10:00');
    expect(values().notes).toBe('Gate B, before 10:00');
  });
});

describe('FormSelect', () => {
  it('shows no choice for an empty value and writes the chosen option back to the form', async () => {
    const user = userEvent.setup();
    render(<Harness defaultValues={{ name: '', notes: '', unit: null }}>{(control) => <FormSelect control={control} name="unit" label="Unit" options={units} />}</Harness>);
    const trigger = screen.getByRole('button', { name: /Unit/ });
    expect(trigger).toHaveTextContent('Select…');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Pallet' }));
    expect(values().unit).toBe('pallet');
    expect(trigger).toHaveTextContent('Pallet');
  });

  it('shows the chosen value and the error', async () => {
    render(
      <Harness defaultValues={{ name: '', notes: '', unit: 'bag' }} error="Choose a unit">
        {(control) => <FormSelect control={control} name="unit" label="Unit" options={units} />}
      </Harness>,
    );
    expect(screen.getByRole('button', { name: /Unit/ })).toHaveTextContent('Bag');
    expect(await screen.findByText('Choose a unit')).toBeVisible();
  });
});
