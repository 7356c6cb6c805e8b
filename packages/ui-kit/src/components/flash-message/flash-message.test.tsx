import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestStore, renderWithStore } from '../../test/render-with-store';
import { FlashMessage } from './flash-message';
import { showFlash } from './flash-slice';

describe('FlashMessage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const store = makeTestStore();
    renderWithStore(<FlashMessage />, store);
    const show = (payload: Parameters<typeof showFlash>[0]) => act(() => void store.dispatch(showFlash(payload)));
    return { store, show };
  }

  it('renders nothing until a message is shown', () => {
    setup();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an info message as a status at the top centre region', () => {
    const { show } = setup();
    show({ message: 'Project created' });
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Project created');
    expect(message).toHaveClass('mk-flash--info');
    expect(message.parentElement).toHaveClass('mk-flash-region');
  });

  it('uses role alert and the error colour for errors', () => {
    const { show } = setup();
    show({ message: 'Failed to initialize Plaid', level: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initialize Plaid');
    expect(screen.getByRole('alert')).toHaveClass('mk-flash--error');
  });

  it('hides after the default 3000 ms', () => {
    const { show, store } = setup();
    show({ message: 'Saved' });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.getState().flash.current).toBeNull();
  });

  it('honours a custom timeout', () => {
    const { show } = setup();
    show({ message: 'Slow', timeout: 10_000 });
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces the old message and restarts the timer', () => {
    const { show } = setup();
    show({ message: 'First' });
    act(() => vi.advanceTimersByTime(2000));
    show({ message: 'Second', level: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    // The first message's timer would have fired here.
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status')).toHaveTextContent('Second');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides when clicked', () => {
    const { show } = setup();
    show({ message: 'Click me away' });
    fireEvent.click(screen.getByText('Click me away'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides with Escape and with the close button for keyboard users', async () => {
    // Real timers: user-event waits on them between keystrokes.
    vi.useRealTimers();
    const user = userEvent.setup();
    const { show } = setup();
    show({ message: 'Press Escape', level: 'warning' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    show({ message: 'Use the button', level: 'warning' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces the level in words, not by colour alone', () => {
    const { show } = setup();
    show({ message: 'Bank Enrollment has been added successfully', level: 'success' });
    expect(screen.getByRole('status')).toHaveTextContent('Success: Bank Enrollment has been added successfully');
  });
});
