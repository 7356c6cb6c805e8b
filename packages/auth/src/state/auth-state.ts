import type { User } from '../model/user';

/** Key of the auth slice in the root state. */
export const AUTH_SLICE_NAME = 'auth';

/**
 * The authentication state machine of spec section 4:
 * not loaded (initial) → loaded with no user, or loaded with a user.
 */
export type AuthStatus = 'notLoaded' | 'loaded';

/** State of the auth slice. */
export interface AuthState {
  status: AuthStatus;
  user: User | null;
}

/** The part of the root state this package reads; no package imports the app's RootState. */
export interface AuthRootState {
  [AUTH_SLICE_NAME]: AuthState;
}

/** Not loaded, no user: the state before the first fetch and after logout. */
export const initialAuthState: AuthState = { status: 'notLoaded', user: null };
