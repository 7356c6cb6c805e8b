import { useSearchParams } from 'react-router';

/** The list's page in the URL (`?page=2`), as the API's offset, keeping the other filters. */
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
