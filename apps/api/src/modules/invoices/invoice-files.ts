import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import type { ObjectStore, StoredObject } from '../../providers/storage/object-store';
import { inspectAttachment } from '../orders/attachment-inspection';
import { cleanFileName } from '../orders/attachments';
import { findVisibleInvoice, invoiceViewerOf, requireSupplier } from './invoice-access';
import { canMoveInvoice, invoiceStands } from './invoice-status-rules';
import { recordInvoiceEvent, updateInvoiceIn } from './invoices.repository';

/**
 * The supplier's own PDF of an invoice (decision 0610), kept like purchase-order attachments
 * (decision 0604): recognised from its bytes, stored in the attachments store beside the order's
 * files, read only by the invoice's two parties. One per invoice: a new upload replaces it while
 * the buyer has not approved the invoice.
 */
export function createInvoiceFiles({ db, store, now }: { db: Kysely<Database>; store: ObjectStore; now: () => Date }) {
  return {
    async attach(auth: Auth, id: string, upload: { fileName: string | undefined; bytes: Buffer }): Promise<void> {
      const supplier = requireSupplier(invoiceViewerOf(auth));
      const invoice = await findVisibleInvoice(db, supplier, id);
      if (!canMoveInvoice('supplier', invoice.status, 'void')) throw new AppError(409, errorCodes.conflict, `${invoiceStands(invoice.status)}: its file can no longer change.`);
      const type = await inspectAttachment(upload.bytes, upload.fileName ? cleanFileName(upload.fileName, '') : 'This file');
      if (type !== 'application/pdf') throw validationError({ file: 'Attach the invoice as a PDF.' });
      const key = `${invoice.order_id}/invoices/${invoice.id}-${randomUUID()}.pdf`;
      // Bytes first, then the row: a store that fails leaves no row naming a missing object.
      await store.put(key, upload.bytes, type);
      const at = now().toISOString();
      const stored = await db
        .transaction()
        .execute(async (trx) => {
          const changed = await updateInvoiceIn(trx, invoice.id, invoice.status, { attachment_file_name: cleanFileName(upload.fileName, type), attachment_storage_key: key, attachment_size_bytes: upload.bytes.length, attachment_uploaded_at: at, updated_at: at });
          if (changed) await recordInvoiceEvent(trx, { invoice_id: invoice.id, from_status: invoice.status, to_status: invoice.status, actor_user_id: supplier.userId, note: `Attached ${cleanFileName(upload.fileName, type)}.`, created_at: at });
          return changed;
        })
        .catch(async (error: unknown) => {
          await store.delete([key]).catch(() => undefined);
          throw error;
        });
      if (!stored) {
        await store.delete([key]).catch(() => undefined);
        throw new AppError(409, errorCodes.conflict, 'This invoice changed while you were uploading: read it again.');
      }
      // The file it replaces is no longer named by any row.
      if (invoice.attachment_storage_key) await store.delete([invoice.attachment_storage_key]).catch(() => undefined);
    },

    async read(auth: Auth, id: string): Promise<{ fileName: string; file: StoredObject }> {
      const invoice = await findVisibleInvoice(db, invoiceViewerOf(auth), id);
      if (!invoice.attachment_storage_key || !invoice.attachment_file_name) throw notFound('This invoice has no file.');
      const file = await store.get(invoice.attachment_storage_key);
      // A row whose bytes are gone is lost data, not a wrong request: a 500, logged with the key.
      if (!file) throw new Error(`The stored file of invoice ${invoice.id} is missing (${store.location}, ${invoice.attachment_storage_key})`);
      return { fileName: invoice.attachment_file_name, file };
    },
  };
}

export type InvoiceFiles = ReturnType<typeof createInvoiceFiles>;
