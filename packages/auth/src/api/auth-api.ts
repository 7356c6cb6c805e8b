import { api } from '@marketplace/api-client';
import type {
  Camelize,
  ChangeDataRequest,
  ChangePasswordRequest,
  ContactMessageRequest,
  CreateAccountRequest,
  DetailResponse,
  InvitationRequest,
  InvitationResponse,
  LoginRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  SignupRequest,
  UserPreferencesRequest,
  VerifyEmailRequest,
} from '@marketplace/contracts';
import type { User } from '../model/user';

/** Body of POST /api/auth/signup/, as the client writes it. */
export type SignupPayload = Camelize<SignupRequest>;
/** Body of POST /api/auth/verify_email/: the token of the emailed confirmation link. */
export type VerifyEmailPayload = Camelize<VerifyEmailRequest>;
/** Body of POST /api/auth/create_account/. */
export type CreateAccountPayload = Camelize<CreateAccountRequest>;
/** Body of POST /api/auth/password/. */
export type ChangePasswordPayload = Camelize<ChangePasswordRequest>;
/** Body of POST /api/users/change_data/. */
export type ChangeDataPayload = Camelize<ChangeDataRequest>;
/** Body of PUT /api/users/me/preferences/. */
export type UserPreferencesPayload = Camelize<UserPreferencesRequest>;
/** Body of POST /api/invitations/. */
export type InvitationPayload = Camelize<InvitationRequest>;
/** Answer of POST /api/invitations/. */
export type Invitation = Camelize<InvitationResponse>;

/**
 * Account and session calls (spec section 7, "Authentication"). Paths are written as the spec
 * writes them; the client adds the trailing slash (and the leading one of `api/users/update_tos/`).
 * Calls that open a session or change the user answer the user (the API's contract) and
 * invalidate the `User` tag; the others answer `{ detail }`. Sign-up opens no session: the
 * account waits, unconfirmed, for the emailed link (`verifyEmail`), which signs the user in.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login/', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    signup: build.mutation<DetailResponse, SignupPayload>({
      query: (body) => ({ url: '/api/auth/signup/', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<User, VerifyEmailPayload>({
      query: (body) => ({ url: '/api/auth/verify_email/', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** Emails the signed-in, unconfirmed user a new confirmation link; earlier links stop working. */
    resendEmailVerification: build.mutation<DetailResponse, void>({
      query: () => ({ url: '/api/auth/verify_email/resend/', method: 'POST' }),
    }),
    createAccount: build.mutation<User, CreateAccountPayload>({
      query: (body) => ({ url: '/api/auth/create_account/', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    requestPasswordReset: build.mutation<DetailResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/api/auth/password_reset/', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<DetailResponse, PasswordResetConfirmRequest>({
      query: (body) => ({ url: '/api/auth/password_reset/confirm/', method: 'POST', body }),
    }),
    logout: build.mutation<DetailResponse, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    changePassword: build.mutation<DetailResponse, ChangePasswordPayload>({
      query: (body) => ({ url: '/api/auth/password/', method: 'POST', body }),
    }),
    getCurrentUser: build.query<User, void>({
      query: () => ({ url: '/api/users/me/' }),
      providesTags: ['User'],
    }),
    changeData: build.mutation<User, ChangeDataPayload>({
      query: (body) => ({ url: '/api/users/change_data/', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    updateTos: build.mutation<User, void>({
      query: () => ({ url: 'api/users/update_tos/', method: 'POST', body: { tosAccepted: true } }),
      invalidatesTags: ['User'],
    }),
    /**
     * Remembers the signed-in builder's choices across sign-ins and devices (the project they
     * order for). Answers the user, which the auth slice keeps; no refetch, so a slower answer
     * to an earlier choice cannot bring that choice back.
     */
    savePreferences: build.mutation<User, UserPreferencesPayload>({
      query: (body) => ({ url: '/api/users/me/preferences/', method: 'PUT', body }),
    }),
    sendContactMessage: build.mutation<DetailResponse, ContactMessageRequest>({
      query: (body) => ({ url: '/api/home_page_message', method: 'POST', body }),
    }),
    createInvitation: build.mutation<Invitation, InvitationPayload>({
      query: (body) => ({ url: '/api/invitations/', method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link authApi}'s endpoints (RTK Query naming: `use<Endpoint>Mutation|Query`). */
export const {
  useLoginMutation,
  useSignupMutation,
  useVerifyEmailMutation,
  useResendEmailVerificationMutation,
  useCreateAccountMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useGetCurrentUserQuery,
  useChangeDataMutation,
  useUpdateTosMutation,
  useSavePreferencesMutation,
  useSendContactMessageMutation,
  useCreateInvitationMutation,
} = authApi;
