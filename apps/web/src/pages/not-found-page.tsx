import { EmptyState } from '@marketplace/ui-kit';
import { Link, type RouteObject } from 'react-router';

/** Any address under the base path that no route claims. */
export function NotFoundPage() {
  return (
    <main className="mk-public-main">
      <EmptyState
        title="Page not found"
        description="The address may be mistyped, or the page has moved."
        action={<Link to="/">Go to the home page</Link>}
      />
    </main>
  );
}

/** The catch-all route that answers {@link NotFoundPage}: the app's, and the operator console's until its routes arrive. */
export const notFoundRoute: RouteObject = { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } };
