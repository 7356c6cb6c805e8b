import { ErrorState } from '@marketplace/ui-kit';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or render (a failed lazy chunk after a deploy, an error
 * thrown while rendering). Reloading fetches the current build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <main className="mk-public-main">
      <ErrorState title="This page could not be shown" message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
