import { api } from '@marketplace/api-client';
import { authSlice, type AuthState, type User } from '@marketplace/auth';
import { camelizeKeys } from '@marketplace/api-client';
import type { UserResponse } from '@marketplace/contracts';
import { flashSlice } from '@marketplace/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { mockSupplierUser } from './fixtures';

const rootReducer = combineSlices(api, flashSlice, authSlice);

/** The root state of {@link makeMockStore}. */
export type MockRootState = ReturnType<typeof rootReducer>;

/** A store shaped like the shell's, signed in as `user` (the mock supplier by default). */
export function makeMockStore(user: UserResponse = mockSupplierUser) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { auth: { status: 'loaded', user: camelizeKeys(user) as User } satisfies AuthState },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** A store of {@link makeMockStore}. */
export type MockStore = ReturnType<typeof makeMockStore>;
