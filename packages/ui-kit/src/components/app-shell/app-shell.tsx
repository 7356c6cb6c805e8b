import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/class-names';

/** Props of {@link AppShell}. Every slot is optional, so public pages can use the same frame. */
export interface AppShellProps {
  /** Left of the header: logo or product name, usually a link home. */
  brand?: ReactNode;
  /** Below the header. Pass a `<nav aria-label="…">` so the landmark has a name. */
  navigation?: ReactNode;
  /** Centre of the header; hidden when `showSearch` is false or the slot is empty. */
  search?: ReactNode;
  /** @defaultValue true */
  showSearch?: boolean;
  /** Right of the header: the account menu. */
  userMenu?: ReactNode;
  /** Where the app renders `<FlashMessage />`; it positions itself (fixed, top centre). */
  flash?: ReactNode;
  /** Text of the skip link, the first focusable element. @defaultValue 'Skip to main content' */
  skipLinkLabel?: string;
  /** The page. */
  children?: ReactNode;
  className?: string;
}

const mainId = 'mk-main-content';

/**
 * The frame of every signed-in screen: a header (brand, search, user menu), the navigation, the
 * main content and the flash message region. A skip link lets keyboard users jump to the content.
 */
export function AppShell({
  brand,
  navigation,
  search,
  showSearch = true,
  userMenu,
  flash,
  skipLinkLabel = 'Skip to main content',
  children,
  className,
}: AppShellProps): ReactElement {
  const hasSearch = showSearch && search !== undefined && search !== null && search !== false;
  return (
    <div className={cx('mk-app-shell', className)}>
      <a className="mk-app-shell__skip-link" href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <header className="mk-app-shell__header">
        <div className="mk-app-shell__brand">{brand}</div>
        {hasSearch ? <div className="mk-app-shell__search">{search}</div> : null}
        <div className="mk-app-shell__user">{userMenu}</div>
      </header>
      {navigation ? <div className="mk-app-shell__nav">{navigation}</div> : null}
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id={mainId} tabIndex={-1} className="mk-app-shell__main">
        {children}
      </main>
      {flash}
    </div>
  );
}
