import { api } from '@marketplace/api-client';
import type { Camelize, Operator, OperatorLoginRequest } from '@marketplace/contracts';

/** The signed-in operator as the client reads it. */
export type OperatorData = Camelize<Operator>;
/** POST /api/operator/auth/login/: email, password and the authenticator's current code. */
export type OperatorSignInPayload = Camelize<OperatorLoginRequest>;

/**
 * The operator's session: who is signed in, signing in with password and code, signing out. The
 * session is the operator's own cookie, apart from any user's: a browser may hold both.
 */
export const operatorAuthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignedInOperator: build.query<OperatorData, void>({
      query: () => ({ url: '/api/operator/auth/me/' }),
    }),
    signInOperator: build.mutation<OperatorData, OperatorSignInPayload>({
      query: (body) => ({ url: '/api/operator/auth/login/', method: 'POST', body }),
      // The console's layout reads who is signed in: it has the answer at once, without asking again.
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(operatorAuthApi.util.upsertQueryData('getSignedInOperator', undefined, data));
        } catch {
          // A refused sign-in is shown by the form from the mutation's own result.
        }
      },
    }),
    signOutOperator: build.mutation<{ detail: string }, void>({
      query: () => ({ url: '/api/operator/auth/logout/', method: 'POST' }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetSignedInOperatorQuery, useSignInOperatorMutation, useSignOutOperatorMutation } = operatorAuthApi;
