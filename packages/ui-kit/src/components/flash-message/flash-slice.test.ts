import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  FLASH_DEFAULT_LEVEL,
  FLASH_DEFAULT_TIMEOUT_MS,
  flashSlice,
  hideFlash,
  selectCurrentFlash,
  showFlash,
} from './flash-slice';

function makeStore() {
  return configureStore({ reducer: combineSlices(flashSlice) });
}

describe('flashSlice', () => {
  it('defaults to level info and a 3000 ms timeout', () => {
    expect(FLASH_DEFAULT_TIMEOUT_MS).toBe(3000);
    expect(FLASH_DEFAULT_LEVEL).toBe('info');
    const store = makeStore();
    store.dispatch(showFlash({ message: 'Saved' }));
    expect(selectCurrentFlash(store.getState())).toMatchObject({ message: 'Saved', level: 'info', timeout: 3000 });
  });

  it('keeps the given level and timeout', () => {
    const store = makeStore();
    store.dispatch(showFlash({ message: 'Failed to load Plaid', level: 'error', timeout: 5000 }));
    expect(selectCurrentFlash(store.getState())).toMatchObject({ level: 'error', timeout: 5000 });
  });

  it('replaces the current message with a new id', () => {
    const store = makeStore();
    store.dispatch(showFlash({ message: 'First' }));
    const first = selectCurrentFlash(store.getState());
    store.dispatch(showFlash({ message: 'Second' }));
    const second = selectCurrentFlash(store.getState());
    expect(second?.message).toBe('Second');
    expect(second?.id).not.toBe(first?.id);
  });

  it('hides with no id, and with an id only when it is still current', () => {
    const store = makeStore();
    store.dispatch(showFlash({ message: 'First' }));
    const firstId = selectCurrentFlash(store.getState())?.id;
    store.dispatch(showFlash({ message: 'Second' }));
    store.dispatch(hideFlash(firstId));
    expect(selectCurrentFlash(store.getState())?.message).toBe('Second');
    store.dispatch(hideFlash());
    expect(selectCurrentFlash(store.getState())).toBeNull();
  });

  it('works when injected into a lazily built root reducer', () => {
    const rootReducer = combineSlices({ other: (state: number = 0) => state }).withLazyLoadedSlices<
      Record<typeof flashSlice.reducerPath, ReturnType<typeof flashSlice.reducer>>
    >();
    const injected = flashSlice.injectInto(rootReducer);
    const store = configureStore({ reducer: rootReducer });
    store.dispatch(showFlash({ message: 'Hello', level: 'success' }));
    expect(injected.selectors.selectCurrentFlash(store.getState())?.level).toBe('success');
  });
});
