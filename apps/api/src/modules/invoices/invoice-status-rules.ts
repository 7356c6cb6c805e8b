import type { InvoiceStatus } from '@marketplace/contracts';
import { statusWords } from '../orders/order-status-rules';

/**
 * Who moves an invoice: the match when it arrives, the marketplace by itself afterwards (the
 * system), its supplier, or the buying company.
 */
export type InvoiceActor = 'match' | 'system' | 'supplier' | 'builder';

/**
 * The moves each side may make (PROCUREMENT.md, "Invoices and three-way match"; decision 0610).
 * The match decides matched or exception on arrival. The system matches an exception again when
 * late goods are counted, approves a matched invoice when the buying company said it should, and
 * settles an approved one on the marketplace's credit terms; it never overrides, disputes or
 * voids, which need a person. The buying company approves (an exception or a disputed invoice
 * only as an override with a reason), disputes, exports and pays; the supplier voids, by itself
 * or by issuing a corrected invoice. Everything else is a 409 naming from and to.
 */
const invoiceMoves: Record<InvoiceActor, Partial<Record<InvoiceStatus, readonly InvoiceStatus[]>>> = {
  match: {
    received: ['matched', 'exception'],
  },
  system: {
    exception: ['matched'],
    matched: ['approved'],
    approved: ['paid'],
  },
  builder: {
    matched: ['approved', 'disputed'],
    exception: ['approved', 'disputed'],
    disputed: ['approved'],
    approved: ['exported', 'paid'],
    exported: ['paid'],
  },
  supplier: {
    matched: ['void'],
    exception: ['void'],
    disputed: ['void'],
  },
};

/** Approving from these is an override: owners and admins only, with a reason that is recorded. */
export const OVERRIDE_FROM: ReadonlySet<InvoiceStatus> = new Set(['exception', 'disputed']);

/** What a supplier's statement counts as open: billed, not void, not paid. */
export const OPEN_INVOICE_STATUSES = ['matched', 'exception', 'disputed', 'approved', 'exported'] as const satisfies readonly InvoiceStatus[];

/** Whether `actor` may move an invoice from `from` to `to`. */
export function canMoveInvoice(actor: InvoiceActor, from: InvoiceStatus, to: InvoiceStatus): boolean {
  return invoiceMoves[actor][from]?.includes(to) ?? false;
}

/** Where an invoice stands, as a sentence starts: "This invoice is paid", "Invoice 42 has exceptions". */
export function invoiceStands(status: InvoiceStatus, subject = 'This invoice'): string {
  return status === 'exception' ? `${subject} has exceptions` : `${subject} is ${statusWords(status)}`;
}

/** The sentence of a refused move: "This invoice is paid: it cannot be disputed." */
export function illegalMoveMessage(from: InvoiceStatus, to: InvoiceStatus): string {
  const verb: Record<InvoiceStatus, string> = {
    received: 'received',
    matched: 'matched',
    exception: 'marked an exception',
    disputed: 'disputed',
    approved: 'approved',
    exported: 'exported',
    paid: 'marked paid',
    void: 'voided',
  };
  return `${invoiceStands(from)}: it cannot be ${verb[to]}.`;
}
