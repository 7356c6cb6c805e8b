import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { authApi } from '../api/auth-api';
import { isValidUser } from '../model/user';
import { AUTH_SLICE_NAME, initialAuthState } from './auth-state';
import { fetchCurrentUser, logout } from './auth-thunks';

/**
 * The authentication state of spec section 4. Only the thunks move it between states: a fetch
 * (or login and verifyEmail, which fetch) loads it; logout returns it to not loaded. Sign-up
 * leaves it as it is: nobody is signed in until the emailed link is followed.
 */
export const authSlice = createSlice({
  name: AUTH_SLICE_NAME,
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.user = action.payload;
      })
      .addCase(fetchCurrentUser.rejected, (state) => {
        state.status = 'loaded';
        state.user = null;
      })
      // The user is cleared as the sign-out starts, not when the server answers: pages that
      // need a session stop asking (and unmount) before the session ends under them.
      .addCase(logout.pending, () => initialAuthState)
      .addCase(logout.fulfilled, () => initialAuthState)
      .addCase(logout.rejected, () => initialAuthState)
      // Calls that change the signed-in user answer the updated user: keep it without a refetch.
      .addMatcher(
        isAnyOf(
          authApi.endpoints.changeData.matchFulfilled,
          authApi.endpoints.updateTos.matchFulfilled,
          authApi.endpoints.savePreferences.matchFulfilled,
        ),
        (state, action) => {
          if (state.status === 'loaded' && state.user) state.user = action.payload;
        },
      );
    // login and verifyEmail need no cases: they reach the state through the fetch they dispatch.
  },
  selectors: {
    /** The signed-in user, or null. */
    selectUser: (state) => state.user,
    /** True once loaded with a valid user. */
    selectIsLoggedIn: (state) => state.status === 'loaded' && isValidUser(state.user),
    /** 'notLoaded' until the first fetch settles, then 'loaded'. */
    selectAuthStatus: (state) => state.status,
  },
});

/** Selectors of {@link authSlice}, usable on any root state holding the slice under `auth`. */
export const { selectUser, selectIsLoggedIn, selectAuthStatus } = authSlice.selectors;
