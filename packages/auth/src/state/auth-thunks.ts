import { api, isApiError, toApiError, type ApiError } from '@marketplace/api-client';
import type { LoginRequest } from '@marketplace/contracts';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi, type SignupPayload } from '../api/auth-api';
import { isValidUser, type User } from '../model/user';
import type { AuthRootState } from './auth-state';

/** `createAsyncThunk` for this package: the auth state to read, an ApiError when rejected. */
export const createAuthThunk = createAsyncThunk.withTypes<{ state: AuthRootState; rejectValue: ApiError }>();

function isLoggedIn(state: AuthRootState): boolean {
  return state.auth.status === 'loaded' && isValidUser(state.auth.user);
}

/** Options of {@link fetchCurrentUser}. */
export interface FetchCurrentUserOptions {
  /** Ask the API again even when the user is already loaded. */
  force?: boolean;
}

/**
 * Loads the signed-in user. Once loaded, answers the cached user (possibly none) unless
 * `force` is set; a failed fetch leaves the state loaded with no user.
 */
export const fetchCurrentUser = createAuthThunk(
  'auth/fetchCurrentUser',
  async (options: FetchCurrentUserOptions | undefined, { dispatch, getState, rejectWithValue }) => {
    const { auth } = getState();
    if (auth.status === 'loaded' && !options?.force) return auth.user;
    const request = dispatch(
      authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    try {
      return await request.unwrap();
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
  },
);

/** The error when a session opened but no valid user could be read back. */
const sessionNotLoaded: ApiError = {
  status: 0,
  code: 'session_not_loaded',
  message: 'Signed in, but the account could not be loaded.',
  displayError: null,
};

/** Reads the outcome of the forced fetch that follows a new session. */
export function signedInUser(result: Awaited<ReturnType<ReturnType<typeof fetchCurrentUser>>>): User | ApiError {
  if (fetchCurrentUser.fulfilled.match(result) && isValidUser(result.payload)) return result.payload;
  if (fetchCurrentUser.rejected.match(result) && result.payload) return result.payload;
  return sessionNotLoaded;
}

/** Signs in, then force-fetches the current user. Skipped when already logged in. */
export const login = createAuthThunk(
  'auth/login',
  async (credentials: LoginRequest, { dispatch, rejectWithValue }) => {
    try {
      // Not tracked: the credentials must never sit in the store.
      await dispatch(authApi.endpoints.login.initiate(credentials, { track: false })).unwrap();
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
    const user = signedInUser(await dispatch(fetchCurrentUser({ force: true })));
    return isApiError(user) ? rejectWithValue(user) : user;
  },
  { condition: (_credentials, { getState }) => !isLoggedIn(getState()) },
);

/**
 * Creates the company and its first user, unconfirmed, and answers the API's "check your email"
 * message. Nobody is signed in: the emailed link does that (`verifyEmail`). The API answers
 * alike whether or not the address already has an account, so this says nothing about it either.
 */
export const signup = createAuthThunk('auth/signup', async (payload: SignupPayload, { dispatch, rejectWithValue }) => {
  try {
    // Not tracked: the password must never sit in the store.
    return await dispatch(authApi.endpoints.signup.initiate(payload, { track: false })).unwrap();
  } catch (error) {
    return rejectWithValue(toApiError(error));
  }
});

/**
 * Ends the session, for every way of signing out (the account menu, the settings page). The
 * user is cleared and the state returns to not loaded as soon as it starts (see the slice), so
 * calls that need a session stop before it ends; once the server answered, whatever the answer,
 * the whole API state is reset: cached answers, failures (a call that met the ended session
 * answers 401) and the results of calls still on their way, which then land nowhere. The next
 * account to sign in in this tab starts from nothing.
 */
export const logout = createAuthThunk('auth/logout', async (_: void, { dispatch, rejectWithValue }) => {
  try {
    await dispatch(authApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
  } catch (error) {
    return rejectWithValue(toApiError(error));
  } finally {
    dispatch(api.util.resetApiState());
  }
});
