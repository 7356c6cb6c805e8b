import type { UserResponse } from '@marketplace/contracts';
import { camelizeKeys } from '@marketplace/api-client';
import type { User } from '../model/user';
import type { AuthState } from '../state/auth-state';

/** The client-side user of a wire fixture. */
export function userFrom(response: UserResponse): User {
  return camelizeKeys(response) as User;
}

/** Preloaded state of a signed-in session, for pages behind the guard. */
export function signedInAs(response: UserResponse): { auth: AuthState } {
  return { auth: { status: 'loaded', user: userFrom(response) } };
}
