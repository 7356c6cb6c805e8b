import type { Insertable, Selectable } from 'kysely';
import type { PurchaseOrderAttachmentsTable } from '../../db/orders-attachments-schema';
import type { Executor } from '../../db/schema';

/** An attachment's row as the service reads it: what the API shows, and where its bytes are. */
export type AttachmentRow = Omit<Selectable<PurchaseOrderAttachmentsTable>, 'order_id'>;

/** A purchase order's attachments, oldest first. */
export async function attachmentRows(db: Executor, purchaseOrderId: string): Promise<AttachmentRow[]> {
  return db
    .selectFrom('purchase_order_attachments')
    .select(['id', 'purchase_order_id', 'kind', 'file_name', 'content_type', 'size_bytes', 'uploaded_by', 'created_at', 'storage_key'])
    .where('purchase_order_id', '=', purchaseOrderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One attachment of a purchase order, or undefined. */
export async function findAttachmentRow(db: Executor, purchaseOrderId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
  return db
    .selectFrom('purchase_order_attachments')
    .select(['id', 'purchase_order_id', 'kind', 'file_name', 'content_type', 'size_bytes', 'uploaded_by', 'created_at', 'storage_key'])
    .where('purchase_order_id', '=', purchaseOrderId)
    .where('id', '=', attachmentId)
    .executeTakeFirst();
}

/** Records an attachment whose bytes are already stored. */
export async function insertAttachmentRow(db: Executor, row: Insertable<PurchaseOrderAttachmentsTable>): Promise<void> {
  await db.insertInto('purchase_order_attachments').values(row).execute();
}
