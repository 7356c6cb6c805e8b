import { useSearchParams } from 'react-router';

/**
 * The list's page in the URL (`?page=2`), as the API's offset, and a way to move to another page
 * while keeping the other filters: a reload or a shared link shows the same page.
 */
export function usePageOffset(pageSize: number): { offset: number; setOffset: (offset: number) => void } {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const offset = Number.isSafeInteger(page) && page > 1 ? (page - 1) * pageSize : 0;
  const setOffset = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 0) updated.set('page', String(next / pageSize + 1));
      else updated.delete('page');
      return updated;
    });
  return { offset, setOffset };
}

/**
 * One filter in the URL, e.g. `?status=pending`: its value, and a way to change it that goes back
 * to the first page (the old page number may not exist under the new filter).
 */
export function useFilterParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
      updated.delete('page');
      return updated;
    });
  return [params.get(name) ?? '', set];
}
