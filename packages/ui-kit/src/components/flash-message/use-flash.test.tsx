import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeTestStore } from '../../test/render-with-store';
import { flashSlice } from './flash-slice';
import { useFlash } from './use-flash';

describe('useFlash', () => {
  function setup() {
    const store = makeTestStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useFlash(), { wrapper });
    const current = () => flashSlice.selectors.selectCurrentFlash(store.getState());
    return { flash: result.current, current };
  }

  it('shows a message at the level named', () => {
    const { flash, current } = setup();
    act(() => flash.error('Your card was declined.'));
    expect(current()).toMatchObject({ message: 'Your card was declined.', level: 'error' });
    act(() => flash.success('Order placed'));
    expect(current()).toMatchObject({ message: 'Order placed', level: 'success' });
  });

  it('takes the message away on clear', () => {
    const { flash, current } = setup();
    act(() => flash.warning('Price changed'));
    act(() => flash.clear());
    expect(current()).toBeNull();
  });
});
