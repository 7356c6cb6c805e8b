import { type AppRouteHandle, logout, selectUser } from '@marketplace/auth';
import { useBankLinkTokenOnFirstLoad } from '@marketplace/banking-credit';
import { CartNavLabel } from '@marketplace/cart-checkout';
import { CatalogSearchBar } from '@marketplace/catalog';
import { ProjectPicker } from '@marketplace/projects';
import { AppShell } from '@marketplace/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink, Outlet, useMatches, useNavigate } from 'react-router';
import type { AppDispatch } from '../store/make-store';
import { selectProject } from '../store/preferences-slice';
import { navigationByAccountType } from './navigation-items';
import { useProjectSelection } from './use-project-selection';
import { UserMenu } from './user-menu';

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
  const selectedProjectId = useProjectSelection(isBuilder);
  // Spec section 2: a builder's bank-link token is fetched when the app first loads.
  useBankLinkTokenOnFirstLoad(isBuilder);

  async function signOut() {
    await dispatch(logout());
    await navigate('/login');
  }

  const items = user ? navigationByAccountType[user.userType] : [];
  return (
    <AppShell
      brand={<NavLink to="/" className="mk-brand">Marketplace</NavLink>}
      navigation={
        <div className="mk-nav-bar">
          <nav aria-label="Main">
            <ul className="mk-nav-list">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className="mk-nav-link">
                    {item.counter === 'cart' ? <CartNavLabel projectId={selectedProjectId} label={item.label} /> : item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {/* Builders shop, fill carts and order per project; the choice outlives the visit. */}
          {isBuilder ? (
            <ProjectPicker
              label="Ordering for"
              selectedProjectId={selectedProjectId}
              onChange={(projectId) => dispatch(selectProject(projectId))}
              className="mk-nav-project-picker"
            />
          ) : null}
        </div>
      }
      search={showSearch ? <CatalogSearchBar /> : undefined}
      userMenu={user ? <UserMenu user={user} onNavigate={(to) => navigate(to)} onSignOut={signOut} /> : undefined}
    >
      {/* Features read the shell's choices from the outlet context, never from the shell's store. */}
      <Outlet context={{ selectedProjectId } satisfies ShellOutletContext} />
    </AppShell>
  );
}
