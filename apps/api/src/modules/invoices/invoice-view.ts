import type { Invoice, InvoiceSummary, InvoiceToleranceValues } from '@marketplace/contracts';
import type { InvoicesTable } from '../../db/invoicing-schema';
import type { Executor } from '../../db/schema';
import type { BuyerDecision, InvoiceViewer } from './invoice-access';
import type { InvoiceFacts } from './invoice-emails';
import { mayDecide } from './invoice-access';
import { canMoveInvoice, OVERRIDE_FROM } from './invoice-status-rules';
import { findReplacement, invoiceEvents, invoiceLines, namesFor, userNames } from './invoices.repository';

type Action = Invoice['actions'][number];

/** Where the supplier's own PDF of an invoice is read. */
export const invoiceAttachmentUrl = (invoiceId: string) => `/api/ordering/invoices/${invoiceId}/attachment/`;

/** Invoices as lists show them, in the order given. */
export async function presentSummaries(db: Executor, rows: readonly InvoicesTable[]): Promise<InvoiceSummary[]> {
  const names = await namesFor(db, rows);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    purchase_order: { id: row.purchase_order_id, number: names.purchaseOrder.get(row.purchase_order_id) ?? '' },
    order: { id: row.order_id, number: names.order.get(row.order_id) ?? '' },
    project: { id: row.project_id, name: names.project.get(row.project_id) ?? '' },
    buyer_company: { id: row.buyer_company_id, name: names.company.get(row.buyer_company_id) ?? '' },
    supplier_company: { id: row.supplier_company_id, name: names.company.get(row.supplier_company_id) ?? '' },
    currency: row.currency,
    invoice_date: row.invoice_date,
    due_date: row.due_date,
    net_terms_days: row.net_terms_days,
    subtotal_cents: row.subtotal_cents,
    tax_cents: row.tax_cents,
    freight_cents: row.freight_cents,
    total_cents: row.total_cents,
    exception_count: names.exceptions.get(row.id) ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** What the viewer may do with the invoice now: the moves the rules allow, and that their role allows. */
async function actionsFor(db: Executor, viewer: InvoiceViewer, row: InvoicesTable): Promise<Action[]> {
  const actions: Action[] = [];
  if (viewer.kind === 'supplier') {
    if (canMoveInvoice('supplier', row.status, 'void')) actions.push('void', 'attach');
    if (row.status === 'disputed') actions.push('respond');
    return actions;
  }
  const may = (decision: BuyerDecision) => mayDecide(db, viewer, row, decision);
  if (canMoveInvoice('builder', row.status, 'approved')) {
    if (OVERRIDE_FROM.has(row.status)) {
      if (await may('override')) actions.push('override');
    } else if (await may('approve')) actions.push('approve');
  }
  if (canMoveInvoice('builder', row.status, 'disputed') && (await may('dispute'))) actions.push('dispute');
  if (canMoveInvoice('builder', row.status, 'paid') && (await may('mark_paid'))) actions.push('mark_paid');
  return actions;
}

/** The whole invoice: lines and their match, the dispute, the approval, its file and its history. */
export async function presentInvoice(db: Executor, row: InvoicesTable, viewer: InvoiceViewer): Promise<Invoice> {
  const [[summary], lines, events, replacedBy, actions] = await Promise.all([presentSummaries(db, [row]), invoiceLines(db, [row.id]), invoiceEvents(db, row.id), findReplacement(db, row.id), actionsFor(db, viewer, row)]);
  const people = await userNames(db, [row.disputed_by, row.approved_by]);
  const skus = lines.length ? await db.selectFrom('order_line_items').select(['id', 'sku']).where('purchase_order_id', '=', row.purchase_order_id).execute() : [];
  const sku = new Map(skus.map((line) => [line.id, line.sku]));
  const person = (id: string | null) => (id ? { id, name: people.get(id) ?? '' } : null);
  return {
    ...summary!,
    lines: lines.map((line) => ({
      id: line.id,
      line_item_id: line.line_item_id,
      sku: line.line_item_id ? (sku.get(line.line_item_id) ?? null) : null,
      description: line.description,
      unit_of_measure: line.unit_of_measure,
      quantity: line.quantity,
      unit_price_cents: line.unit_price_cents,
      amount_cents: line.amount_cents,
      match_status: line.match_status,
      billable_quantity: line.billable_quantity,
      po_unit_price_cents: line.po_unit_price_cents,
      quantity_variance: line.quantity_variance,
      price_variance_cents: line.price_variance_cents,
      message: line.match_message,
      disputed: line.disputed === 1,
    })),
    match: {
      expected_cents: row.expected_cents,
      total_variance_cents: row.total_variance_cents,
      total_within_tolerance: row.total_within_tolerance === 1,
      tolerances: JSON.parse(row.tolerances) as InvoiceToleranceValues,
    },
    replaces_invoice_id: row.replaces_invoice_id,
    replaced_by_invoice_id: replacedBy,
    dispute:
      row.dispute_status && row.dispute_reason && row.disputed_by && row.disputed_at
        ? {
            status: row.dispute_status,
            reason: row.dispute_reason,
            note: row.dispute_note ?? '',
            disputed_by: person(row.disputed_by)!,
            disputed_at: row.disputed_at,
            supplier_response: row.supplier_response,
            responded_at: row.responded_at,
          }
        : null,
    approval: row.approved_by && row.approved_at ? { approved_by: person(row.approved_by)!, approved_at: row.approved_at, override_reason: row.override_reason } : null,
    exported_at: row.exported_at,
    paid_at: row.paid_at,
    payment_exported_at: row.payment_exported_at,
    attachment:
      row.attachment_file_name && row.attachment_uploaded_at
        ? { file_name: row.attachment_file_name, size_bytes: row.attachment_size_bytes ?? 0, uploaded_at: row.attachment_uploaded_at, url: invoiceAttachmentUrl(row.id) }
        : null,
    history: events.map((event) => ({
      from_status: event.from_status,
      to_status: event.to_status,
      actor: event.actor_user_id ? { id: event.actor_user_id, name: `${event.first_name ?? ''} ${event.last_name ?? ''}`.trim() } : null,
      note: event.note,
      created_at: event.created_at,
    })),
    actions,
  };
}

/** What an email about the invoice names. */
export async function invoiceFactsOf(db: Executor, row: InvoicesTable, publicUrl: string): Promise<InvoiceFacts> {
  const names = await namesFor(db, [row]);
  return {
    id: row.id,
    number: row.number,
    supplierName: names.company.get(row.supplier_company_id) ?? '',
    buyerName: names.company.get(row.buyer_company_id) ?? '',
    purchaseOrderNumber: names.purchaseOrder.get(row.purchase_order_id) ?? '',
    projectName: names.project.get(row.project_id) ?? '',
    totalCents: row.total_cents,
    currency: row.currency,
    dueDate: row.due_date,
    publicUrl,
  };
}
