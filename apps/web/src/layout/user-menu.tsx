import type { Camelize, UserResponse } from '@marketplace/contracts';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { UserMenuButtonFace, userMenuLabel } from './user-menu-button';

export interface UserMenuProps {
  user: Camelize<UserResponse>;
  onNavigate: (to: string) => void;
  onSignOut: () => void;
  /** Open at once: the person pressed the stand-in button before this menu had loaded. */
  defaultOpen?: boolean;
  /** Take the focus at once: the stand-in button had it when this menu arrived (an open menu takes it itself). */
  autoFocus?: boolean;
}

/** The signed-in person's menu: who they are, their profile and settings, and sign out. */
export function UserMenu({ user, onNavigate, onSignOut, defaultOpen = false, autoFocus = false }: UserMenuProps) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className="mk-user-menu-button" aria-label={userMenuLabel(user)} autoFocus={autoFocus}>
        <UserMenuButtonFace user={user} />
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
