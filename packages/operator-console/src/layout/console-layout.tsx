import { api, errorMessage, toApiError } from '@marketplace/api-client';
import { Button, ErrorState, Spinner, useFlash } from '@marketplace/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useGetSignedInOperatorQuery, useSignOutOperatorMutation } from '../api/operator-auth-api';
import { paths } from '../paths';
import { ConsoleNavigation } from './console-navigation';
import '../styles/operator-console.css';

/**
 * The frame of every console page: the console's navigation, the signed-in operator and
 * signing out. It asks the API who is signed in first: without an operator session the visitor
 * goes to the sign-in page, which brings them back here afterwards.
 */
export function ConsoleLayout(): ReactElement {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const flash = useFlash();
  const operator = useGetSignedInOperatorQuery();
  const [signOut, signingOut] = useSignOutOperatorMutation();
  // Once signed out, the console is left for the sign-in page: nothing here asks the API again.
  const [isLeaving, setLeaving] = useState(false);
  const needsSignIn = operator.isError && toApiError(operator.error).status === 401;
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (needsSignIn && !isLeaving) void navigate(paths.signIn.href(here), { replace: true });
  }, [needsSignIn, isLeaving, here, navigate]);

  if (isLeaving || needsSignIn) {
    return (
      <main className="mk-console-standalone">
        <Spinner size="lg" label={isLeaving ? 'Signing out' : 'Opening the sign-in page'} />
      </main>
    );
  }
  if (operator.isError) {
    return (
      <main className="mk-console-standalone">
        <ErrorState title="We could not open the console" message={errorMessage(operator.error, 'Please try again.')} onRetry={() => void operator.refetch()} isRetrying={operator.isFetching} />
      </main>
    );
  }
  if (!operator.data) {
    return (
      <main className="mk-console-standalone">
        <Spinner size="lg" label="Opening the console" />
      </main>
    );
  }

  const onSignOut = async () => {
    try {
      await signOut().unwrap();
    } catch (error) {
      flash.error(errorMessage(error, 'We could not sign you out. Please try again.'));
      return;
    }
    setLeaving(true);
    await navigate(paths.signIn.href(), { replace: true });
    // Nothing an operator read stays in memory for whoever uses this browser next.
    dispatch(api.util.resetApiState());
  };

  // The console's own frame, not the users' app shell: a builder's or supplier's pages would
  // otherwise share (and download) a chunk split off for the console's sake.
  return (
    <div className="mk-console">
      <a className="mk-console__skip-link" href="#mk-console-main">
        Skip to main content
      </a>
      <header className="mk-console__header">
        <Link to={paths.home.href()} className="mk-brand">
          Marketplace operators
        </Link>
        <div className="mk-console-operator">
          <span>{operator.data.name}</span>
          <Button size="sm" variant="secondary" onPress={() => void onSignOut()} isLoading={signingOut.isLoading} loadingLabel="Signing out">
            Sign out
          </Button>
        </div>
      </header>
      <div className="mk-console__nav">
        <ConsoleNavigation />
      </div>
      {/* tabIndex -1: the skip link moves the focus here, not only the scroll position. */}
      <main id="mk-console-main" tabIndex={-1} className="mk-console__main mk-console-page">
        <Outlet />
      </main>
    </div>
  );
}
