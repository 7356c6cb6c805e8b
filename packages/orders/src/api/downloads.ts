import { getBlobInViewerZone } from '@marketplace/api-client';

/** GET of a URL the API handed over (an attachment's `url`) as a blob, dates in the viewer's zone. */
export function getBlob(url: string): Promise<Blob> {
  return getBlobInViewerZone(url, { asGiven: true });
}

/** GET /api/ordering/purchase_orders/{id}/pdf/: the purchase order as a PDF, dates in the viewer's zone. */
export function getPurchaseOrderPdf(purchaseOrderId: string): Promise<Blob> {
  return getBlobInViewerZone(`/api/ordering/purchase_orders/${encodeURIComponent(purchaseOrderId)}/pdf/`);
}
