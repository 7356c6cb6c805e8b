import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  it('announces the error with a default title', () => {
    render(<ErrorState message="Network Error" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Network Error');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('retries with the button, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Orders could not load" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('shows the retry as loading while it runs', () => {
    render(<ErrorState onRetry={() => {}} isRetrying retryLabel="Reload" />);
    expect(screen.getByRole('button', { name: /Reload/ })).toHaveAttribute('aria-busy', 'true');
  });
});
