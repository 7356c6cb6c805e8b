import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityField, type QuantityFieldProps } from './quantity-field';

/** A controlled field, as callers use it: the value it reports is the value it shows. */
function Controlled({ initial, onChange, ...props }: Omit<QuantityFieldProps, 'value' | 'onChange'> & { initial: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const decrease = () => screen.getByRole('button', { name: /Decrease/ });
const increase = () => screen.getByRole('button', { name: /Increase/ });

describe('QuantityField', () => {
  it('labels the input and its − and + buttons', () => {
    render(<QuantityField label="Quantity" defaultValue={3} />);
    expect(input()).toHaveValue('3');
    expect(decrease()).toHaveAccessibleName('Decrease Quantity');
    expect(increase()).toHaveAccessibleName('Increase Quantity');
  });

  it('steps by one and stops at the minimum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled label="Quantity" initial={11} minValue={10} onChange={onChange} />);
    await user.click(decrease());
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(input()).toHaveValue('10');
    expect(decrease()).toBeDisabled();
    await user.click(increase());
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('stops at the maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled label="Quantity" initial={99} maxValue={100} onChange={onChange} />);
    await user.click(increase());
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(increase()).toBeDisabled();
  });

  it('steps by a pack size from the minimum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled label="Quantity" initial={12} minValue={12} step={12} onChange={onChange} />);
    await user.click(increase());
    expect(onChange).toHaveBeenLastCalledWith(24);
    await user.clear(input());
    await user.type(input(), '40');
    await user.tab();
    expect(input()).toHaveValue('36');
    expect(onChange).toHaveBeenLastCalledWith(36);
  });

  it('raises a typed quantity below the minimum to it when the field is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled label="Quantity" initial={12} minValue={10} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '4');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(input()).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(onChange).not.toHaveBeenCalledWith(4);
  });

  it('takes whole numbers only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled label="Quantity" initial={2} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '1500');
    await user.tab();
    expect(input()).toHaveValue('1500');
    expect(onChange).toHaveBeenLastCalledWith(1500);
  });

  it.each([
    ['controlled', (onChange: (value: number) => void) => <Controlled label="Quantity" initial={7} onChange={onChange} />],
    ['uncontrolled', (onChange: (value: number) => void) => <QuantityField label="Quantity" defaultValue={7} onChange={onChange} />],
  ])('puts the last quantity back when cleared (%s)', async (_, field) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(field(onChange));
    await user.clear(input());
    await user.tab();
    expect(input()).toHaveValue('7');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('starts at the minimum without a value', () => {
    render(<QuantityField label="Quantity" minValue={5} />);
    expect(input()).toHaveValue('5');
    expect(decrease()).toBeDisabled();
  });

  it('links the description and the error message and marks the input invalid', () => {
    render(<QuantityField label="Quantity" defaultValue={12} minValue={10} description="Minimum order 10 each" errorMessage="Order at least 20." />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Minimum order 10 each/);
    expect(input()).toHaveAccessibleDescription(/Order at least 20\./);
    expect(screen.getByText('Order at least 20.')).toBeVisible();
  });

  it('is valid without an error message', () => {
    render(<QuantityField label="Quantity" defaultValue={1} errorMessage={undefined} />);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('reports blur and forwards the ref and the name', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<QuantityField label="Quantity" name="quantity" defaultValue={4} onBlur={onBlur} ref={ref} />);
    await user.click(input());
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
    expect(ref.current).toBe(input());
    expect(container.querySelector('input[name="quantity"]')).toHaveValue('4');
  });

  it('can be disabled through isDisabled or the disabled alias', () => {
    render(
      <>
        <QuantityField label="A" defaultValue={2} isDisabled />
        <QuantityField label="B" defaultValue={2} disabled />
      </>
    );
    for (const name of ['A', 'B']) {
      expect(screen.getByRole('textbox', { name })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Increase ${name}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Decrease ${name}` })).toBeDisabled();
    }
  });
});
