import { Spinner } from '@marketplace/ui-kit';

/** Shown while the first page of a visit loads (the router's hydrate fallback). */
export function PageLoading() {
  return (
    <main className="mk-public-main mk-page-loading">
      <Spinner size="lg" label="Loading the page" />
    </main>
  );
}
