import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select';

describe('SortSelect', () => {
  it('shows the current order and reports a new one', async () => {
    const onChange = vi.fn();
    render(<SortSelect value="-created_at" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Sort by/ });
    expect(trigger).toHaveTextContent('Newest first');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    expect(onChange).toHaveBeenCalledWith('price');
  });
});
