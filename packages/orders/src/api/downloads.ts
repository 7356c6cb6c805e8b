import { httpClient } from '@marketplace/api-client';

/**
 * The viewer's offset from UTC in minutes, as the API reads `timezone-offset`: the negated
 * `getTimezoneOffset()` (which counts the other way), so California in summer is -420.
 */
export function timezoneOffsetMinutes(now: Date = new Date()): number {
  // `|| 0` turns the -0 of UTC viewers into 0 in the query string.
  return -now.getTimezoneOffset() || 0;
}

/**
 * GET of a URL the API handed over (an attachment's `url`) as a blob, with the viewer's
 * `timezone-offset`. The URL is sent exactly as given: it names a file, not a route to normalise.
 */
export async function getBlob(url: string): Promise<Blob> {
  const response = await httpClient.get<Blob>(url, {
    responseType: 'blob',
    params: { 'timezone-offset': timezoneOffsetMinutes() },
    trailingSlash: false,
  });
  return response.data;
}

/** GET /api/ordering/purchase_orders/{id}/pdf/: the purchase order as a PDF, dates in the viewer's zone. */
export async function getPurchaseOrderPdf(purchaseOrderId: string): Promise<Blob> {
  const response = await httpClient.get<Blob>(`/api/ordering/purchase_orders/${encodeURIComponent(purchaseOrderId)}/pdf/`, {
    responseType: 'blob',
    params: { 'timezone-offset': timezoneOffsetMinutes() },
  });
  return response.data;
}

/**
 * Saves a blob under `fileName` through a temporary object URL and a clicked link, the one way
 * every browser saves a file it fetched itself (cookies and CSRF rules included).
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
