import { api } from '@marketplace/api-client';
import { authSlice } from '@marketplace/auth';
import { flashSlice } from '@marketplace/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { MOCK_COMPANY_ID } from './fixtures';

const rootReducer = combineSlices(api, flashSlice, authSlice);

/** The root state of {@link makeMockStore}. */
export type MockRootState = ReturnType<typeof rootReducer>;

/** The signed-in builder the credit page reads its company from. */
export const mockBuilder = {
  id: 'user-builder',
  email: 'builder@example.com',
  firstName: 'Dana',
  lastName: 'Builder',
  userType: 'builder',
  tosAccepted: true,
  emailVerified: true,
  company: { id: MOCK_COMPANY_ID, name: 'Summit Builders', companyType: 'builder' },
} as const;

/** A store shaped like the shell's with a signed-in builder: for tests and stories. */
export function makeMockStore() {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: { status: 'loaded', user: mockBuilder } } as unknown as Partial<MockRootState>,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // As the shell does: refetching on focus is how a decision made elsewhere reaches the page.
  setupListeners(store.dispatch);
  return store;
}

/** A store of {@link makeMockStore}. */
export type MockStore = ReturnType<typeof makeMockStore>;
