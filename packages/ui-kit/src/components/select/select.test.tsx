import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from './select';

const units: SelectOption[] = [
  { value: 'pallet', label: 'Pallet' },
  { value: 'bag', label: 'Bag' },
  { value: 'tonne', label: 'Tonne', isDisabled: true },
];

describe('Select', () => {
  it('labels its trigger and shows the placeholder', () => {
    render(<Select label="Unit" options={units} placeholder="Choose a unit" />);
    const trigger = screen.getByRole('button', { name: /Unit/ });
    expect(trigger).toHaveTextContent('Choose a unit');
  });

  it('opens with the keyboard and reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Unit" options={units} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('button', { name: /Unit/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(within(listbox).getByRole('option', { name: 'Tonne' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Bag' }));
    expect(onChange).toHaveBeenCalledWith('bag');
    expect(screen.getByRole('button', { name: /Unit/ })).toHaveTextContent('Bag');
  });

  it('shows a controlled value', () => {
    render(<Select label="Unit" options={units} value="pallet" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /Unit/ })).toHaveTextContent('Pallet');
  });

  it('shows and links an error message', () => {
    render(<Select label="Unit" options={units} errorMessage="Choose a unit" />);
    expect(screen.getByRole('button', { name: /Unit/ })).toHaveAccessibleDescription(/Choose a unit/);
    expect(screen.getByText('Choose a unit')).toBeVisible();
  });

  it('forwards the ref to the trigger and can be disabled', () => {
    let trigger: HTMLButtonElement | null = null;
    render(
      <Select
        label="Unit"
        options={units}
        disabled
        ref={(element) => {
          trigger = element;
        }}
      />
    );
    expect(trigger).toBe(screen.getByRole('button', { name: /Unit/ }));
    expect(screen.getByRole('button', { name: /Unit/ })).toBeDisabled();
  });
});
