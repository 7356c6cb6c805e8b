import type { Camelize, UserResponse } from '@marketplace/contracts';

/** The signed-in account as the client reads it (GET /api/users/me/, camelCased). */
export type User = Camelize<UserResponse>;

/**
 * A user counts as valid only when first name, last name and email are all present
 * (spec sections 3 and 5); anything less is treated as nobody signed in.
 */
export function isValidUser(user: Partial<User> | null | undefined): user is User {
  return user != null && user.firstName != null && user.lastName != null && user.email != null;
}
