export {
  authApi,
  useChangeDataMutation,
  useChangePasswordMutation,
  useConfirmPasswordResetMutation,
  useCreateAccountMutation,
  useCreateInvitationMutation,
  useGetCurrentUserQuery,
  useLoginMutation,
  useLogoutMutation,
  useRequestPasswordResetMutation,
  useResendEmailVerificationMutation,
  useSavePreferencesMutation,
  useSendContactMessageMutation,
  useSignupMutation,
  useUpdateTosMutation,
  useVerifyEmailMutation,
} from './api/auth-api';
export type {
  ChangeDataPayload,
  ChangePasswordPayload,
  CreateAccountPayload,
  Invitation,
  InvitationPayload,
  SignupPayload,
  UserPreferencesPayload,
  VerifyEmailPayload,
} from './api/auth-api';
export { EmailVerificationBanner } from './components/email-verification/email-verification-banner';
export { applyServerError, SERVER_ERROR_KEY } from './forms/apply-server-error';
export { applyApiFieldErrors } from './forms/apply-api-field-errors';
export { isValidUser } from './model/user';
export type { User } from './model/user';
export { authSlice, selectAuthStatus, selectIsLoggedIn, selectUser } from './state/auth-slice';
export { fetchCurrentUser, login, logout, signup } from './state/auth-thunks';
export { verifyEmail } from './state/verify-email';
export { useAuthDispatch } from './state/use-auth-dispatch';
export type { AuthDispatch } from './state/use-auth-dispatch';
export type { FetchCurrentUserOptions } from './state/auth-thunks';
export { AUTH_SLICE_NAME, initialAuthState } from './state/auth-state';
export type { AuthRootState, AuthState, AuthStatus } from './state/auth-state';
export { decideNavigation, guardPaths, homePathFor } from './guard/decide-navigation';
export type { NavigationDecision, NavigationRequest } from './guard/decide-navigation';
export type { AppRouteHandle, RouteAccess } from './guard/route-handle';
export { accountRoutes, authRoutes, openRoutes } from './routes';
export { paths, safeNextPath } from './paths';
export type { RoutePath } from './paths';
