import { api } from '@marketplace/api-client';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '../state/auth-slice';

const rootReducer = combineSlices(api, authSlice);

/** A store shaped like the shell's, with only what this package needs. */
export function makeTestStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;
