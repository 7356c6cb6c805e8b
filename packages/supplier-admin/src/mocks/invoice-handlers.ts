import { apiUrl } from '@marketplace/api-client';
import { invoiceCreateSchema, invoiceResponseSchema, type Invoice, type InvoiceLine, type PurchaseOrder, type SupplierStatements } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './fixtures';
import { billableLinesOf, mockInvoice, mockInvoiceLine, mockInvoices, mockStatements, settleInvoice } from './invoice-fixtures';
import { mockPurchaseOrders, mockShortReceivedPurchaseOrder } from './order-handlers';
import { invalidFields, parseBody } from './validation';

/** Options of {@link createInvoiceHandlers}. */
export interface InvoiceMockOptions {
  /** The supplier's invoices (wire form), newest first; {@link mockInvoices} by default. */
  invoices?: Invoice[];
  /** The purchase orders new invoices bill and are matched against; the order mocks' by default. */
  purchaseOrders?: PurchaseOrder[];
  statements?: SupplierStatements;
}

const conflict = (message: string) => HttpResponse.json(errorBody('conflict', message), { status: 409 });
const notFound = () => HttpResponse.json(errorBody('not_found', 'This invoice does not exist.'), { status: 404 });
const summaryOf = ({ lines: _l, match: _m, replaces_invoice_id: _r, replaced_by_invoice_id: _b, dispute: _d, approval: _a, exported_at: _e, paid_at: _p, payment_exported_at: _pe, attachment: _f, history: _h, actions: _x, ...summary }: Invoice) => summary;
const pdf = (text: string) => HttpResponse.arrayBuffer(new TextEncoder().encode(`%PDF-1.7\n% ${text}\n%%EOF\n`).slice().buffer, { headers: { 'content-type': 'application/pdf' } });

/** YYYY-MM-DD `days` after `day`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A stand-in for the supplier's invoice calls, shared by tests and stories: what is left to bill
 * of each line of a purchase order (shipped − billed on invoices not void), issuing (checked with
 * the contracts, matched line by line against the purchase order and what was received, a
 * duplicate number refused, a corrected invoice voiding the one it replaces), the list by status
 * and purchase order, one invoice, answering a dispute, voiding, the PDFs and the statements.
 * Changes are kept while the handlers live.
 */
export function createInvoiceHandlers(options: InvoiceMockOptions = {}): HttpHandler[] {
  let invoices = structuredClone(options.invoices ?? mockInvoices());
  const purchaseOrders = options.purchaseOrders ?? [...mockPurchaseOrders(), mockShortReceivedPurchaseOrder()];
  const find = (id: unknown) => invoices.find((candidate) => candidate.id === id);
  const replace = (invoice: Invoice) => {
    const settled = settleInvoice(invoice);
    invoices = invoices.map((candidate) => (candidate.id === invoice.id ? settled : candidate));
    return settled;
  };
  const moved = (invoice: Invoice, to: Invoice['status'], note: string | null): Invoice['history'] => [...invoice.history, { from_status: invoice.status, to_status: to, actor: { id: 'user-supplier', name: 'Sam Supplier' }, note, created_at: new Date().toISOString() }];
  return [
    http.get(apiUrl('/api/ordering/invoices/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const purchaseOrderId = params.get('purchase_order_id');
      const rows = invoices
        .filter((invoice) => !status || (status === 'open' ? !['paid', 'void'].includes(invoice.status) : invoice.status === status))
        .filter((invoice) => !purchaseOrderId || invoice.purchase_order.id === purchaseOrderId);
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({ count: rows.length, results: rows.slice(offset, offset + limit).map(summaryOf) });
    }),
    http.get(apiUrl('/api/ordering/invoices/:id/pdf/'), ({ params }) => {
      const found = find(params.id);
      return found ? pdf(`invoice ${found.number}`) : notFound();
    }),
    http.get(apiUrl('/api/ordering/invoices/:id/attachment/'), ({ params }) => {
      const found = find(params.id);
      return found?.attachment ? pdf(found.attachment.file_name) : notFound();
    }),
    http.post(apiUrl('/api/ordering/invoices/:id/attachment/'), ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      if (!found.actions.includes('attach')) return conflict(`This invoice is ${found.status}: its file can no longer change.`);
      return HttpResponse.json(replace({ ...found, attachment: { file_name: `${found.number}.pdf`, size_bytes: 1024, uploaded_at: new Date().toISOString(), url: `/api/ordering/invoices/${found.id}/attachment/` } }));
    }),
    http.get(apiUrl('/api/ordering/invoices/:id/'), ({ params }) => {
      const found = find(params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.get(apiUrl('/api/ordering/purchase_orders/:id/invoices/billable/'), ({ params }) => {
      const po = purchaseOrders.find((candidate) => candidate.id === params.id);
      if (!po) return HttpResponse.json(errorBody('not_found', 'We could not find this purchase order.'), { status: 404 });
      return HttpResponse.json(billableLinesOf(po, invoices));
    }),
    http.post(apiUrl('/api/ordering/purchase_orders/:id/invoices/'), async ({ params, request }) => {
      const po = purchaseOrders.find((candidate) => candidate.id === params.id);
      if (!po) return HttpResponse.json(errorBody('not_found', 'We could not find this purchase order.'), { status: 404 });
      const parsed = parseBody(invoiceCreateSchema, await request.json());
      if ('refusal' in parsed) return parsed.refusal;
      const body = parsed.data;
      if (body.invoice_date > new Date().toISOString().slice(0, 10)) return invalidFields({ invoice_date: 'Date the invoice today or earlier.' });
      if (invoices.some((invoice) => invoice.number === body.number)) return conflict(`You already issued invoice ${body.number}: give each invoice its own number.`);
      const replaced = body.replaces_invoice_id ? find(body.replaces_invoice_id) : undefined;
      if (body.replaces_invoice_id && (!replaced || replaced.purchase_order.id !== po.id)) return invalidFields({ replaces_invoice_id: 'Give a disputed invoice, or one with exceptions, of this purchase order.' });
      if (replaced && !['disputed', 'exception'].includes(replaced.status)) return conflict(`Invoice ${replaced.number} is ${replaced.status}: only a disputed invoice, or one with exceptions, can be replaced.`);
      const id = `inv-new-${invoices.length + 1}`;
      const lines = body.lines.map((line, index): InvoiceLine => {
        const ordered = po.line_items.find((candidate) => candidate.id === line.line_item_id);
        const base = { id: `${id}-${index + 1}`, line_item_id: line.line_item_id, description: line.description, unit_of_measure: line.unit_of_measure, quantity: line.quantity, unit_price_cents: line.unit_price_cents };
        if (!ordered) return mockInvoiceLine({ ...base, billable_quantity: null, po_unit_price_cents: null, quantity_variance: null, price_variance_cents: null, match_status: 'unmatched', message: 'The purchase order has no such line.' });
        const billable = ordered.quantity_received ?? 0;
        const common = { ...base, sku: ordered.sku, billable_quantity: billable, po_unit_price_cents: ordered.unit_price_cents, quantity_variance: line.quantity - billable, price_variance_cents: line.unit_price_cents - ordered.unit_price_cents };
        if (billable === 0) return mockInvoiceLine({ ...common, match_status: 'awaiting_receipt', message: 'Nothing of this line has been received yet.' });
        if (line.quantity > billable) return mockInvoiceLine({ ...common, match_status: 'qty_exception', message: `${line.quantity} billed, ${billable} received and not yet billed.` });
        if (line.unit_price_cents !== ordered.unit_price_cents) return mockInvoiceLine({ ...common, match_status: 'price_exception', message: 'The unit price differs from the purchase order’s.' });
        return mockInvoiceLine({ ...common, match_status: 'matched', message: 'Billed as received, at the purchase order’s price.' });
      });
      const exception = lines.some((line) => line.match_status !== 'matched');
      const now = new Date().toISOString();
      const issued = mockInvoice({
        id,
        number: body.number,
        status: exception ? 'exception' : 'matched',
        purchase_order: { id: po.id, number: po.number },
        order: { id: po.order_id, number: po.order_number },
        invoice_date: body.invoice_date,
        due_date: addDays(body.invoice_date, 30),
        currency: body.currency ?? po.currency,
        tax_cents: body.tax_cents,
        freight_cents: body.freight_cents,
        lines,
        replaces_invoice_id: replaced?.id ?? null,
        created_at: now,
        updated_at: now,
        history: [{ from_status: null, to_status: exception ? 'exception' : 'matched', actor: null, note: null, created_at: now }],
      });
      if (replaced) replace({ ...replaced, status: 'void', replaced_by_invoice_id: id, dispute: replaced.dispute ? { ...replaced.dispute, status: 'resolved' } : null, history: moved(replaced, 'void', `Replaced by invoice ${body.number}.`) });
      invoices = [issued, ...invoices];
      return HttpResponse.json(issued, { status: 201 });
    }),
    http.post(apiUrl('/api/ordering/invoices/:id/respond/'), async ({ params, request }) => {
      const found = find(params.id);
      if (!found) return notFound();
      const parsed = parseBody(invoiceResponseSchema, await request.json());
      if ('refusal' in parsed) return parsed.refusal;
      if (found.status !== 'disputed' || !found.dispute) return conflict(`This invoice is ${found.status}: only a disputed invoice can be answered.`);
      const at = new Date().toISOString();
      return HttpResponse.json(replace({ ...found, dispute: { ...found.dispute, status: 'supplier_responded', supplier_response: parsed.data.note, responded_at: at }, history: moved(found, 'disputed', `The supplier answered: ${parsed.data.note}`) }));
    }),
    http.post(apiUrl('/api/ordering/invoices/:id/void/'), ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      if (!found.actions.includes('void')) return conflict(`This invoice is ${found.status}: it cannot be voided.`);
      return HttpResponse.json(replace({ ...found, status: 'void', dispute: found.dispute ? { ...found.dispute, status: 'resolved' } : null, history: moved(found, 'void', 'Voided by the supplier.') }));
    }),
    http.get(apiUrl('/api/supplier/statements/'), () => HttpResponse.json(options.statements ?? mockStatements)),
  ];
}
