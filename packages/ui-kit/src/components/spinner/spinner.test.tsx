import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is an indeterminate progress bar named Loading by default', () => {
    render(<Spinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).not.toHaveAttribute('aria-valuenow');
    expect(spinner).toHaveClass('mk-spinner', 'mk-spinner--md');
  });

  it('takes a custom label and size', () => {
    render(<Spinner label="Loading orders" size="lg" />);
    expect(screen.getByRole('progressbar', { name: 'Loading orders' })).toHaveClass('mk-spinner--lg');
  });
});
