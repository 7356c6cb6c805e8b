import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FacetFilters, type FacetAttribute } from './facet-filters';

const attributes: FacetAttribute[] = [
  {
    id: 'attr-size',
    name: 'Nominal size',
    options: [
      { id: 'o-2x4', value: '2x4', count: 12 },
      { id: 'o-2x6', value: '2x6', count: 4 },
    ],
  },
];

describe('FacetFilters', () => {
  it('shows each option with its count and reports a tick', async () => {
    const onChange = vi.fn();
    render(<FacetFilters attributes={attributes} selected={['o-2x6']} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Nominal size' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '2x6 (4)' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '2x4 (12)' }));
    expect(onChange).toHaveBeenCalledWith(['o-2x6', 'o-2x4']);
  });

  it('reports an untick', async () => {
    const onChange = vi.fn();
    render(<FacetFilters attributes={attributes} selected={['o-2x6']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '2x6 (4)' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});
