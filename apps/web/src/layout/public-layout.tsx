import { Outlet } from 'react-router';

/** Sign-in, sign-up, password reset and the first-project form: a centred column, no navigation. */
export function PublicLayout() {
  return (
    <div className="mk-public-layout">
      <header className="mk-public-header">
        <span className="mk-brand">Marketplace</span>
      </header>
      <main className="mk-public-main">
        <Outlet />
      </main>
    </div>
  );
}
