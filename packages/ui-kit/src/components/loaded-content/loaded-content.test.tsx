import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadedContent, type LoadedContentProps } from './loaded-content';

const base: Omit<LoadedContentProps<{ name: string }>, 'children'> = {
  noun: 'payout',
  data: undefined,
  isError: false,
  isMissing: false,
  missingDescription: 'The link may be mistyped.',
  errorMessage: 'The server is busy.',
  onRetry: () => undefined,
};
const show = (payout: { name: string }) => <p>{payout.name}</p>;

describe('LoadedContent', () => {
  it('says what is loading, then draws what arrived', () => {
    const { rerender } = render(<LoadedContent {...base}>{show}</LoadedContent>);
    expect(screen.getByRole('status', { name: 'Loading the payout' })).toHaveAttribute('aria-busy', 'true');
    rerender(<LoadedContent {...base} data={{ name: 'Granite Supply' }}>{show}</LoadedContent>);
    expect(screen.getByText('Granite Supply')).toBeInTheDocument();
  });

  it('says when there is no such thing, without a retry that could not help', () => {
    render(<LoadedContent {...base} isError isMissing>{show}</LoadedContent>);
    expect(screen.getByRole('heading', { name: 'We could not find this payout' })).toBeInTheDocument();
    expect(screen.getByText('The link may be mistyped.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to try a failed load again', async () => {
    const onRetry = vi.fn();
    render(<LoadedContent {...base} isError onRetry={onRetry}>{show}</LoadedContent>);
    expect(screen.getByRole('heading', { name: 'We could not load this payout' })).toBeInTheDocument();
    expect(screen.getByText('The server is busy.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
