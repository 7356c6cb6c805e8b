import { randomUUID } from 'node:crypto';
import type { Attachment, AttachmentKind } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { ObjectStore, StoredObject } from '../../providers/storage/object-store';
import { inspectAttachment } from './attachment-inspection';
import { attachmentRows, findAttachmentRow, insertAttachmentRow } from './attachments.repository';
import type { AttachmentRow } from './attachments.repository';
import type { Viewer } from './order-access';
import { findVisiblePurchaseOrder } from './order-access';
import { attachmentUrl } from './order-view';

const extensions: Record<string, string> = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' };

/** A display name safe in a Content-Disposition header and a file list. */
export function cleanFileName(name: string | undefined, contentType: string): string {
  const base = (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[^\w.\- ()]+/g, '_')
    .trim()
    .slice(0, 120);
  const extension = extensions[contentType] ?? '';
  if (!base) return `attachment${extension}`;
  return base;
}

/**
 * Attachments on purchase orders. Their bytes live in the attachments store (DATA_DIR/attachments,
 * or the bucket's attachments/ prefix: decision 0151), never in the public media one, and are read
 * only here, after the same check that the caller may see the purchase order.
 */
export interface AttachmentStore {
  add(db: Executor, viewer: Viewer, purchaseOrderId: string, file: { fileName: string | undefined; bytes: Buffer; kind: AttachmentKind }): Promise<Attachment>;
  list(db: Executor, viewer: Viewer, purchaseOrderId: string): Promise<Attachment[]>;
  /** The attachment and its bytes as a stream (with their size), for the download route to send. */
  read(db: Executor, viewer: Viewer, purchaseOrderId: string, attachmentId: string): Promise<{ attachment: Attachment; file: StoredObject }>;
}

/** What the API shows of a row: everything but where the bytes are. */
function toAttachment({ storage_key: _key, ...row }: AttachmentRow): Attachment {
  return { ...row, url: attachmentUrl(row.purchase_order_id, row.id) };
}

/** Creates the attachment service over the store of their bytes. */
export function createAttachmentStore(store: ObjectStore): AttachmentStore {
  return {
    async add(db, viewer, purchaseOrderId, file) {
      const po = await findVisiblePurchaseOrder(db, viewer, purchaseOrderId);
      const contentType = await inspectAttachment(file.bytes, file.fileName ? cleanFileName(file.fileName, '') : 'This file');
      const id = randomUUID();
      const key = `${po.order_id}/${id}${extensions[contentType] ?? ''}`;
      // Bytes first, then the row: a store that fails (503) leaves no row naming a missing object.
      await store.put(key, file.bytes, contentType);
      const row = {
        id,
        purchase_order_id: purchaseOrderId,
        kind: file.kind,
        file_name: cleanFileName(file.fileName, contentType),
        content_type: contentType,
        size_bytes: file.bytes.length,
        storage_key: key,
        uploaded_by: viewer.userId,
        created_at: nowIso(),
      };
      try {
        await insertAttachmentRow(db, { ...row, order_id: po.order_id });
      } catch (error) {
        // No row names the object: remove it rather than keep bytes nobody can reach.
        await store.delete([key]).catch(() => undefined);
        throw error;
      }
      return toAttachment(row);
    },

    async list(db, viewer, purchaseOrderId) {
      await findVisiblePurchaseOrder(db, viewer, purchaseOrderId);
      return (await attachmentRows(db, purchaseOrderId)).map(toAttachment);
    },

    async read(db, viewer, purchaseOrderId, attachmentId) {
      await findVisiblePurchaseOrder(db, viewer, purchaseOrderId);
      const found = await findAttachmentRow(db, purchaseOrderId, attachmentId);
      if (!found) throw notFound('We could not find this file.');
      const file = await store.get(found.storage_key);
      // A row whose bytes are gone is lost data, not a wrong request: a 500, logged with the key.
      if (!file) throw new Error(`The stored file of attachment ${found.id} is missing (${store.location}, ${found.storage_key})`);
      return { attachment: toAttachment(found), file };
    },
  };
}
