import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, formatPageRange, Pagination } from './pagination';

describe('Pagination', () => {
  it('shows the visible range with the default page size of 20', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    render(<Pagination total={143} offset={0} onOffsetChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–20 of 143');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination total={143} offset={0} onOffsetChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination total={143} offset={140} onOffsetChange={() => {}} />);
    expect(screen.getByText('141–143 of 143')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('reports the next and previous offsets', async () => {
    const user = userEvent.setup();
    const onOffsetChange = vi.fn();
    render(<Pagination total={143} offset={20} onOffsetChange={onOffsetChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(40);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(0);
  });

  it('honours a custom limit', async () => {
    const user = userEvent.setup();
    const onOffsetChange = vi.fn();
    render(<Pagination total={30} offset={0} limit={10} onOffsetChange={onOffsetChange} />);
    expect(screen.getByText('1–10 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onOffsetChange).toHaveBeenCalledWith(10);
  });

  it('disables both buttons when empty or disabled', () => {
    render(<Pagination total={0} offset={0} onOffsetChange={() => {}} />);
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('formats large numbers', () => {
    expect(formatPageRange(1000, 20, 12345)).toBe('1,001–1,020 of 12,345');
  });
});
