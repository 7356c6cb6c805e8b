import type { Camelize, UserResponse } from '@marketplace/contracts';
import type { ComponentPropsWithRef } from 'react';

/** The account menu's button face: the person's initials and name. */
export function UserMenuButtonFace({ user }: { user: Camelize<UserResponse> }) {
  return (
    <>
      <span aria-hidden="true" className="mk-avatar">
        {user.firstName.charAt(0)}
        {user.lastName.charAt(0)}
      </span>
      <span className="mk-user-menu-name">
        {user.firstName} {user.lastName}
      </span>
    </>
  );
}

/** The accessible name of the account menu's button. */
export function userMenuLabel(user: Camelize<UserResponse>): string {
  return `Account menu for ${user.firstName} ${user.lastName}`;
}

/**
 * The account menu's button drawn before the menu's code has loaded: a plain button that looks
 * and reads the same, and asks for the menu when pressed.
 */
export function UserMenuButtonStandIn({ user, ...props }: { user: Camelize<UserResponse> } & ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" className="mk-user-menu-button" aria-haspopup="menu" aria-expanded="false" aria-label={userMenuLabel(user)} {...props}>
      <UserMenuButtonFace user={user} />
    </button>
  );
}
