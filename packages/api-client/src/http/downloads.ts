import { httpClient } from './http-client';

/**
 * The viewer's offset from UTC in minutes, as the API reads `timezone-offset`: the negated
 * `getTimezoneOffset()` (which counts the other way), so California in summer is -420.
 */
export function timezoneOffsetMinutes(now: Date = new Date()): number {
  // `|| 0` turns the -0 of UTC viewers into 0 in the query string.
  return -now.getTimezoneOffset() || 0;
}

/**
 * GET of a file as a blob, with the viewer's `timezone-offset` so dates print in their zone
 * (spec section 7: the purchase-order PDF, and "GET of a given URL as a blob"). A URL the API
 * handed over (an attachment's) is sent exactly as given: it names a file, not a route, so no
 * trailing slash is added; a route of the API (the PDF) keeps the client's usual rule.
 */
export async function getBlobInViewerZone(url: string, { asGiven = false }: { asGiven?: boolean } = {}): Promise<Blob> {
  const response = await httpClient.get<Blob>(url, {
    responseType: 'blob',
    params: { 'timezone-offset': timezoneOffsetMinutes() },
    ...(asGiven ? { trailingSlash: false } : {}),
  });
  return response.data;
}

/**
 * Saves a blob under `fileName` through a temporary object URL and a clicked link, the one way
 * every browser saves a file the page fetched itself (cookies and CSRF rules included).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the browser may find nothing to save.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
