import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('shows integer cents as dollars with the unit', () => {
    render(<Price cents={123450} unit="sheet" />);
    expect(screen.getByText(/\$1,234\.50/)).toHaveTextContent('$1,234.50 / sheet');
  });

  it('puts a prefix before the amount', () => {
    render(<Price cents={489} prefix="from" />);
    expect(screen.getByText('from $4.89')).toBeInTheDocument();
  });
});
