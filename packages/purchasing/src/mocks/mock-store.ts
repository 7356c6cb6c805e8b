import { api } from '@marketplace/api-client';
import { flashSlice } from '@marketplace/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';

const rootReducer = combineSlices(api, flashSlice);

/** The root state of {@link makeMockStore}. */
export type MockRootState = ReturnType<typeof rootReducer>;

/** A store shaped like the shell's, with only what this package needs: for tests and stories. */
export function makeMockStore(preloadedState?: Partial<MockRootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
