import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../routes';

/**
 * The shell's search bar: submits a product search, which the product list shows with
 * availability for the selected project. The query lives in the URL so reload and back keep it.
 */
export function CatalogSearchBar() {
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get('search') ?? '';
  const [query, setQuery] = useState(urlQuery);
  // The bar lives in the shell and outlives pages: when the URL's words change (back, a link,
  // the dashboard's prompt), the box follows them, as React's "adjust state on prop change" does.
  const [shownUrlQuery, setShownUrlQuery] = useState(urlQuery);
  if (urlQuery !== shownUrlQuery) {
    setShownUrlQuery(urlQuery);
    setQuery(urlQuery);
  }
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = query.trim();
    void navigate(search ? `${paths.products.href()}?${new URLSearchParams({ search })}` : paths.products.href());
  }

  return (
    <form role="search" className="mk-search-bar" onSubmit={submit}>
      <label htmlFor="catalog-search" className="mk-visually-hidden">
        Search products
      </label>
      <input
        id="catalog-search"
        type="search"
        className="mk-search-input"
        placeholder="Search lumber, drywall, fasteners…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="mk-search-button">
        Search
      </button>
    </form>
  );
}
