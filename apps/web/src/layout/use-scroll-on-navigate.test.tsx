import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DELAY_MS, useScrollOnNavigate } from './use-scroll-on-navigate';

function Scroller() {
  useScrollOnNavigate();
  return <Outlet />;
}

function renderRouter() {
  const router = createMemoryRouter(
    [
      {
        element: <Scroller />,
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/orders', element: <h2 id="delivery-dates">Delivery dates</h2> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollOnNavigate', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  afterEach(() => {
    vi.useRealTimers();
    scrollTo.mockReset();
    scrollIntoView.mockReset();
  });

  it('scrolls smoothly to the top 150 ms after a navigation, not before', async () => {
    const router = renderRouter();
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS));
    scrollTo.mockReset();

    await act(() => router.navigate('/orders'));
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('scrolls to the hash target when the address has one', async () => {
    const router = renderRouter();
    await act(() => router.navigate('/orders#delivery-dates'));
    act(() => vi.advanceTimersByTime(SCROLL_DELAY_MS));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toHaveProperty('id', 'delivery-dates');
  });
});
