import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { AuthRootState } from './auth-state';

/** Dispatch of any store holding the auth slice; thunks of this package type-check against it. */
export type AuthDispatch = ThunkDispatch<AuthRootState, unknown, UnknownAction>;

/** `useDispatch` typed for this package's thunks, without the app's store type. */
export const useAuthDispatch = useDispatch.withTypes<AuthDispatch>();
