import { deferredComponent, useDeferredComponent } from '@marketplace/ui-kit';
import { Suspense, useState } from 'react';
import { UserMenuButtonStandIn } from './user-menu-button';
import type { UserMenuProps } from './user-menu';

// React Aria's menu, popover and overlays weigh more than the rest of the shell: they load after
// the page has drawn (decision 0807).
const deferredUserMenu = deferredComponent(() => import('./user-menu').then((module) => module.UserMenu));

/**
 * The account menu, drawn first as a plain button of the same look; the menu itself loads once
 * the page is idle, or when the person points at or presses the button (then it opens on arrival).
 */
export function DeferredUserMenu(props: Omit<UserMenuProps, 'defaultOpen' | 'autoFocus'>) {
  const [ready, loadNow] = useDeferredComponent(deferredUserMenu);
  const UserMenu = deferredUserMenu.Component;
  const [pressed, setPressed] = useState(false);
  // The real button replaces the stand-in: it takes the focus over, so keyboard users keep their place.
  const [focused, setFocused] = useState(false);
  // Between a pointer going down on the stand-in and its click, the stand-in stays: swapped
  // mid-press, the click would land on an element that never saw the press begin.
  const [pressing, setPressing] = useState(false);
  const standIn = (
    <UserMenuButtonStandIn
      user={props.user}
      onPointerEnter={loadNow}
      onFocus={() => {
        setFocused(true);
        loadNow();
      }}
      onBlur={() => {
        setFocused(false);
        setPressing(false);
      }}
      onPointerDown={() => setPressing(true)}
      onClick={() => {
        setPressed(true);
        setPressing(false);
        loadNow();
      }}
    />
  );
  return (
    <Suspense fallback={standIn}>{ready && !pressing ? <UserMenu {...props} defaultOpen={pressed} autoFocus={focused && !pressed} /> : standIn}</Suspense>
  );
}
