import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ initial, minValue, onChange }: { initial: number; minValue: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Quantity"
      value={value}
      minValue={minValue}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps by one and stops at the minimum order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper initial={11} minValue={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('puts a typed quantity below the minimum back up to it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper initial={12} minValue={10} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '4');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(onChange).not.toHaveBeenCalledWith(4);
  });

  it('shows an error message under the field', () => {
    render(<QuantityStepper label="Quantity" value={12} minValue={10} onChange={() => {}} errorMessage="Order at least 20." />);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Order at least 20.')).toBeInTheDocument();
  });
});
