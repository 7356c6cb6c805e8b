import { api } from '@marketplace/api-client';
import { authSlice } from '@marketplace/auth';
import { flashSlice } from '@marketplace/ui-kit';
import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// The ES build: the CommonJS `lib/storage` breaks at run time in an ESM bundle.
import storage from 'redux-persist/es/storage';
import { preferencesSlice } from './preferences-slice';

/**
 * Slices that packages loaded late (supplier area, business credit) inject from their route's
 * `lazy`; each declares itself here through module augmentation when it lands.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** Only preferences outlive a reload; the user is always fetched fresh from the API. */
const persistedPreferences = persistReducer(
  { key: preferencesSlice.reducerPath, storage, version: 1, whitelist: ['selectedProjectId'] },
  preferencesSlice.reducer,
);

export const rootReducer = combineSlices(api, authSlice, flashSlice, {
  [preferencesSlice.reducerPath]: persistedPreferences,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the one store used by the app, the tests and Storybook alike (the app adds its listener). */
export function makeStore(preloadedState?: Partial<RootState>, extraMiddleware: Middleware[] = []) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware, ...extraMiddleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
