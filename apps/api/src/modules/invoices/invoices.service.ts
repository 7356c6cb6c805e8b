import type { Invoice, InvoiceBillableLines, InvoiceExportFormat, InvoiceExportKind, InvoiceList, invoiceCreateSchema, SupplierStatements } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { Auth } from '../../plugins/sessions';
import type { ObjectStore } from '../../providers/storage/object-store';
import { findVisibleInvoice, invoiceViewerOf, scopeOf } from './invoice-access';
import { billableLines } from './invoice-billable';
import { createInvoiceDecisions } from './invoice-decisions';
import { exportInvoices } from './invoice-export';
import { createInvoiceFiles } from './invoice-files';
import { issueInvoice } from './invoice-issuing';
import { presentInvoice, presentSummaries } from './invoice-view';
import { listInvoices } from './invoices.repository';
import type { InvoiceListFilters } from './invoices.repository';
import { supplierStatements } from './supplier-statements';

/** Dependencies of {@link createInvoicesService}; `now` is for tests. */
export interface InvoicesServiceDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  publicUrl: string;
  /** Where the suppliers' own PDFs are kept: the purchase-order attachments' store. */
  attachments: ObjectStore;
  now?: () => Date;
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/**
 * Supplier invoices and three-way match (decision 0610): issuing (invoice-issuing.ts), reading,
 * deciding (invoice-decisions.ts), the bookkeeping export, the supplier's file and statements.
 * Every call answers the invoice as the caller reads it afterwards.
 */
export function createInvoicesService({ db, jobs, publicUrl, attachments, now = () => new Date() }: InvoicesServiceDeps) {
  const decisions = createInvoiceDecisions({ db, jobs, publicUrl, now });
  const files = createInvoiceFiles({ db, store: attachments, now });

  /** The invoice as the caller reads it. */
  async function answer(auth: Auth, id: string): Promise<Invoice> {
    const viewer = invoiceViewerOf(auth);
    return presentInvoice(db, await findVisibleInvoice(db, viewer, id), viewer);
  }

  return {
    get: answer,

    async issue(auth: Auth, purchaseOrderId: string, input: z.output<typeof invoiceCreateSchema>): Promise<Invoice> {
      return answer(auth, await issueInvoice({ db, jobs, publicUrl, now }, auth, purchaseOrderId, input));
    },

    /** What is left to bill of each line of the supplier's purchase order: shipped − invoiced. */
    billable(auth: Auth, purchaseOrderId: string): Promise<InvoiceBillableLines> {
      return billableLines(db, auth, purchaseOrderId);
    },

    async list(auth: Auth, filters: InvoiceListFilters): Promise<InvoiceList> {
      const { count, rows } = await listInvoices(db, scopeOf(invoiceViewerOf(auth)), filters);
      return { count, results: await presentSummaries(db, rows) };
    },

    async approve(auth: Auth, id: string, overrideReason: string | null): Promise<Invoice> {
      await decisions.approve(auth, id, overrideReason);
      return answer(auth, id);
    },

    async dispute(auth: Auth, id: string, input: Parameters<typeof decisions.dispute>[2]): Promise<Invoice> {
      await decisions.dispute(auth, id, input);
      return answer(auth, id);
    },

    async markPaid(auth: Auth, id: string): Promise<Invoice> {
      await decisions.markPaid(auth, id);
      return answer(auth, id);
    },

    async respond(auth: Auth, id: string, note: string): Promise<Invoice> {
      await decisions.respond(auth, id, note);
      return answer(auth, id);
    },

    async voidInvoice(auth: Auth, id: string): Promise<Invoice> {
      await decisions.voidInvoice(auth, id);
      return answer(auth, id);
    },

    async attach(auth: Auth, id: string, upload: { fileName: string | undefined; bytes: Buffer }): Promise<Invoice> {
      await files.attach(auth, id, upload);
      return answer(auth, id);
    },

    readAttachment: files.read,

    exportCsv(auth: Auth, request: { format: InvoiceExportFormat; kind: InvoiceExportKind }): Promise<{ csv: string; fileName: string }> {
      return exportInvoices({ db, now }, auth, request);
    },

    statements(auth: Auth): Promise<SupplierStatements> {
      return supplierStatements({ db, now }, auth);
    },
  };
}
