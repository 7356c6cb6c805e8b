import type { Camelize, UserResponse } from '@marketplace/contracts';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

export interface UserMenuProps {
  user: Camelize<UserResponse>;
  onNavigate: (to: string) => void;
  onSignOut: () => void;
}

/** The signed-in person's menu: who they are, their profile and settings, and sign out. */
export function UserMenu({ user, onNavigate, onSignOut }: UserMenuProps) {
  return (
    <MenuTrigger>
      <Button className="mk-user-menu-button" aria-label={`Account menu for ${user.firstName} ${user.lastName}`}>
        <span aria-hidden="true" className="mk-avatar">
          {user.firstName.charAt(0)}
          {user.lastName.charAt(0)}
        </span>
        <span className="mk-user-menu-name">
          {user.firstName} {user.lastName}
        </span>
      </Button>
      <Popover placement="bottom end" className="mk-popover">
        <Menu
          className="mk-menu"
          onAction={(key) => (key === 'sign-out' ? onSignOut() : onNavigate(String(key)))}
        >
          <MenuItem id="/profile" className="mk-menu-item">
            Profile
          </MenuItem>
          <MenuItem id="/settings" className="mk-menu-item">
            Settings
          </MenuItem>
          <MenuItem id="sign-out" className="mk-menu-item">
            Sign out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
