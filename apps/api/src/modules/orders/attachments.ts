import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Attachment, AttachmentKind } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { inspectAttachment } from './attachment-inspection';
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

/** Attachments on purchase orders, their bytes under `<data folder>/attachments` (never served as public media). */
export interface AttachmentStore {
  add(db: Executor, viewer: Viewer, purchaseOrderId: string, file: { fileName: string | undefined; bytes: Buffer; kind: AttachmentKind }): Promise<Attachment>;
  list(db: Executor, viewer: Viewer, purchaseOrderId: string): Promise<Attachment[]>;
  read(db: Executor, viewer: Viewer, purchaseOrderId: string, attachmentId: string): Promise<{ attachment: Attachment; bytes: Buffer }>;
}

/** Creates the attachment store over a folder. */
export function createAttachmentStore(rootDir: string): AttachmentStore {
  const root = path.resolve(rootDir);
  const fileOf = (key: string) => path.join(root, ...key.split('/'));

  async function list(db: Executor, purchaseOrderId: string): Promise<(Attachment & { storage_key: string })[]> {
    const rows = await db
      .selectFrom('purchase_order_attachments')
      .select(['id', 'purchase_order_id', 'kind', 'file_name', 'content_type', 'size_bytes', 'uploaded_by', 'created_at', 'storage_key'])
      .where('purchase_order_id', '=', purchaseOrderId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ ...row, url: attachmentUrl(row.purchase_order_id, row.id) }));
  }

  return {
    async add(db, viewer, purchaseOrderId, file) {
      const po = await findVisiblePurchaseOrder(db, viewer, purchaseOrderId);
      const contentType = await inspectAttachment(file.bytes, file.fileName ? cleanFileName(file.fileName, '') : 'This file');
      const id = randomUUID();
      const key = `${po.order_id}/${id}${extensions[contentType] ?? ''}`;
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await writeFile(fileOf(key), file.bytes, { flag: 'wx' });
      const row = {
        id,
        purchase_order_id: purchaseOrderId,
        order_id: po.order_id,
        kind: file.kind,
        file_name: cleanFileName(file.fileName, contentType),
        content_type: contentType,
        size_bytes: file.bytes.length,
        storage_key: key,
        uploaded_by: viewer.userId,
        created_at: nowIso(),
      };
      await db.insertInto('purchase_order_attachments').values(row).execute();
      const { storage_key: _key, order_id: _order, ...attachment } = row;
      return { ...attachment, url: attachmentUrl(purchaseOrderId, id) };
    },

    async list(db, viewer, purchaseOrderId) {
      await findVisiblePurchaseOrder(db, viewer, purchaseOrderId);
      return (await list(db, purchaseOrderId)).map(({ storage_key: _key, ...attachment }) => attachment);
    },

    async read(db, viewer, purchaseOrderId, attachmentId) {
      await findVisiblePurchaseOrder(db, viewer, purchaseOrderId);
      const found = (await list(db, purchaseOrderId)).find((row) => row.id === attachmentId);
      if (!found) throw notFound('We could not find this file.');
      const { storage_key: key, ...attachment } = found;
      return { attachment, bytes: await readFile(fileOf(key)) };
    },
  };
}
