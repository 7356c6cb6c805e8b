import type { IsoTime } from '../lib/time';

/** A file kept on a purchase order (migration 008). */
export interface PurchaseOrderAttachmentsTable {
  id: string;
  purchase_order_id: string;
  order_id: string;
  kind: 'delivery_ticket' | 'invoice' | 'other';
  /** As uploaded, cleaned for display and for the download's file name. */
  file_name: string;
  /** Recognised from the bytes (PDF, PNG or JPEG), never taken from the upload. */
  content_type: string;
  size_bytes: number;
  storage_key: string;
  uploaded_by: string | null;
  created_at: IsoTime;
}

/** The purchase-order attachments part of the schema. */
export interface OrdersAttachmentsDatabase {
  purchase_order_attachments: PurchaseOrderAttachmentsTable;
}
