/**
 * Adds the trailing slash the API's routes expect (spec section 7) to the path part of a
 * URL, leaving any query string or hash after it: `/cart?project_id=1` → `/cart/?project_id=1`.
 * A relative path also gets a leading slash, so that a path written without one (the spec's
 * `api/users/update_tos/`) addresses the API root rather than the current page's folder.
 */
export function normalizePath(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  const isAbsolute = /^[a-z][a-z\d+\-.]*:\/\//i.test(path) || path.startsWith('//');
  const rooted = isAbsolute || path.startsWith('/') ? path : `/${path}`;
  return `${rooted.endsWith('/') ? rooted : `${rooted}/`}${rest}`;
}
