import { EmptyState } from '@marketplace/ui-kit';
import { Link } from 'react-router';

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
