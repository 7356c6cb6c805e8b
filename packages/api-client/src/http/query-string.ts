/** Query parameters as a call gives them: a map (camelCase keys, snake_cased on the way) or ready-made. */
export type QueryParams = Record<string, unknown> | URLSearchParams;

function paramValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean | bigint);
}

/**
 * The query string of `params`, without the `?`: an array repeats its key (`id=1&id=2`, never
 * PHP-style brackets), null and undefined are left out, a Date is sent as ISO 8601 and any other
 * object as JSON, as the axios client did.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (params === undefined) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== null && item !== undefined) search.append(key, paramValue(item));
    }
  }
  return search.toString();
}

/** `url` with `query` appended, after any query string the URL already has (and before a hash). */
export function withQuery(url: string, query: string): string {
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const [base, hash] = hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
