import { api, isApiError, toApiError } from '@marketplace/api-client';
import { authApi } from '../api/auth-api';
import type { User } from '../model/user';
import { createAuthThunk, fetchCurrentUser, signedInUser } from './auth-thunks';

// A module of its own: only the confirmation page needs it, so the first page never downloads it.

/**
 * Confirms the address from the emailed link's token; the API then signs that user in, so the
 * user is force-fetched like after a sign-in. Runs whoever is signed in: the owner of an
 * unconfirmed account may have signed in with the password first.
 */
export const verifyEmail = createAuthThunk(
  'auth/verifyEmail',
  async (token: string, { dispatch, getState, rejectWithValue }) => {
    const previousUserId = getState().auth.user?.id ?? null;
    let confirmed: User;
    try {
      confirmed = await dispatch(authApi.endpoints.verifyEmail.initiate({ token }, { track: false })).unwrap();
    } catch (error) {
      return rejectWithValue(toApiError(error));
    }
    // The link may belong to another account than the one signed in in this tab: the API
    // replaced the session, so nothing cached for the previous account may show any more.
    if (previousUserId !== null && previousUserId !== confirmed.id) dispatch(api.util.resetApiState());
    const user = signedInUser(await dispatch(fetchCurrentUser({ force: true })));
    return isApiError(user) ? rejectWithValue(user) : user;
  },
);
