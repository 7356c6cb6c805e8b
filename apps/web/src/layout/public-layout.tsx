import { selectIsLoggedIn } from '@marketplace/auth';
import { useSelector } from 'react-redux';
import { Link, Outlet } from 'react-router';
import { SiteFooter } from './site-footer';

/**
 * Sign-in, sign-up, password reset, the first-project form, and the pages anyone may open (terms,
 * contact): a centred column, no navigation. Someone signed in reading the terms gets a way back.
 */
export function PublicLayout() {
  const isLoggedIn = useSelector(selectIsLoggedIn);
  return (
    <div className="mk-public-layout">
      <header className="mk-public-header">
        <Link to="/" className="mk-brand">
          Marketplace
        </Link>
        {isLoggedIn ? <Link to="/">Back to the app</Link> : null}
      </header>
      <main className="mk-public-main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
