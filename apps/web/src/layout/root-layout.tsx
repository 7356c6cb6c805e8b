import { FlashMessage } from '@marketplace/ui-kit';
import { Outlet } from 'react-router';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

/** Wraps every screen: the flash message at the top centre and scrolling after navigation. */
export function RootLayout() {
  useScrollOnNavigate();
  return (
    <>
      <FlashMessage />
      <Outlet />
    </>
  );
}
