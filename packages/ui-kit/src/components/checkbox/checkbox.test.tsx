import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a labelled checkbox toggled by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the terms of service</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms of service' });
    await user.click(checkbox);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is controlled by isSelected', () => {
    render(
      <Checkbox isSelected onChange={() => {}}>
        Deliver to site
      </Checkbox>
    );
    expect(screen.getByRole('checkbox', { name: 'Deliver to site' })).toBeChecked();
  });

  it('links description and error and marks itself invalid', () => {
    render(
      <Checkbox description="Required to order" errorMessage="You must accept the terms">
        I accept
      </Checkbox>
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(/You must accept the terms/);
    expect(checkbox).toHaveAccessibleDescription(/Required to order/);
  });

  it('forwards the ref to the input and can be disabled', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Checkbox ref={ref} name="tos" disabled>
        I accept
      </Checkbox>
    );
    expect(ref.current).toBe(screen.getByRole('checkbox'));
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });
});
