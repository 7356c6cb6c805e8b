import { type AppRouteHandle, EmailVerificationBanner, logout, selectUser } from '@marketplace/auth';
import { useBankLinkTokenOnFirstLoad } from '@marketplace/banking-credit';
import { CatalogSearchBar } from '@marketplace/catalog';
import { AppShell } from '@marketplace/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink, Outlet, useMatches, useNavigate } from 'react-router';
import type { AppDispatch } from '../store/make-store';
import { navigationFor } from './navigation-items';
import { ShellNavigation } from './shell-navigation';
import { SiteFooter } from './site-footer';
import { useProjectSelection } from './use-project-selection';
import { DeferredUserMenu } from './deferred-user-menu';

/** What the shell hands every page under it (read with `useOutletContext`). */
export interface ShellOutletContext {
  /** The project whose availability and cart pages show, or null before one is chosen. */
  selectedProjectId: string | null;
}

/** The search bar is on by default; a route turns it off with `handle.search: false`. */
function useSearchBarVisible(): boolean {
  const matches = useMatches();
  return matches.every((match) => (match.handle as AppRouteHandle | undefined)?.search !== false);
}

/** The main app shell of spec section 2: navigation, search bar, user menu, page. */
export function AppLayout() {
  const user = useSelector(selectUser);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const showSearch = useSearchBarVisible();
  const isBuilder = user?.userType === 'builder';
  const { selectedProjectId, chooseProject } = useProjectSelection(isBuilder);
  // Spec section 2: a builder's bank-link token is fetched when the app first loads.
  useBankLinkTokenOnFirstLoad(isBuilder);

  async function signOut() {
    await dispatch(logout());
    await navigate('/login');
  }

  // Signing out clears the user first: render nothing, so no page keeps calling the API without
  // a session while the sign-out finishes and the login page opens.
  if (!user) return null;
  const items = navigationFor(user.userType, user.companyRole);
  return (
    <AppShell
      brand={<NavLink to="/" className="mk-brand">Marketplace</NavLink>}
      navigation={
        <ShellNavigation
          items={items}
          isBuilder={isBuilder}
          selectedProjectId={selectedProjectId}
          onChooseProject={chooseProject}
        />
      }
      search={showSearch ? <CatalogSearchBar /> : undefined}
      userMenu={<DeferredUserMenu user={user} onNavigate={(to) => navigate(to)} onSignOut={signOut} />}
    >
      {/* At least a screen tall, so the footer starts below the fold: a page that grows once its
          data arrives never pushes a footer the reader already sees (a layout shift). */}
      <div className="mk-shell-page">
        {/* Above every page until the address is confirmed: the API refuses orders until then. */}
        <EmailVerificationBanner />
        {/* Features read the shell's choices from the outlet context, never from the shell's store. */}
        <Outlet context={{ selectedProjectId } satisfies ShellOutletContext} />
      </div>
      <SiteFooter />
    </AppShell>
  );
}
