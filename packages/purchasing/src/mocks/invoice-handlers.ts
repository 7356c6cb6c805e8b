import { apiUrl } from '@marketplace/api-client';
import { invoiceApprovalSchema, invoiceDisputeSchema, invoiceExportRequestSchema, invoiceTolerancesRequestSchema, type Invoice, type InvoiceStatus, type InvoiceTolerances } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './fixtures';
import { invoiceSummaryOf, mockInvoices, mockInvoiceTolerances } from './invoice-fixtures';
import type { MockContext } from './mock-context';
import { validationFailure } from './validation-failure';

/** Options of {@link createInvoiceHandlers}. */
export interface InvoiceMockOptions {
  /** The company's invoices, newest first, their `actions` worked out for the signed-in role; the fixtures' five by default. */
  invoices?: Invoice[];
  /** The company's invoice tolerances. */
  tolerances?: InvoiceTolerances;
}

/** The API's sentences (apps/api invoice-access.ts, invoice-tolerances.service.ts, invoice-decisions.ts). */
export const invoiceMessages = {
  decide: 'Only an owner, an admin or an approver of the project can approve, dispute or mark invoices paid.',
  override: 'Only an owner or admin can approve an invoice with exceptions or in dispute, giving a reason.',
  overrideReason: 'Say why you approve an invoice with exceptions or in dispute.',
  export: 'Only an owner or admin can export invoices.',
  seeTolerances: 'Only an owner, admin, approver or buyer of a builder company can see its invoice tolerances.',
  changeTolerances: 'Only an owner or admin can change the invoice tolerances.',
  moved: (status: InvoiceStatus) => `This invoice is ${status}: it cannot be changed that way.`,
} as const;

/** The CSV the export answers: one header line and a row per line (enough for a download). */
export const mockExportCsv = {
  xero: '*ContactName,*InvoiceNumber,*InvoiceDate,*DueDate,Total\nNorthside Lumber,NL-1001,2026-11-20,2026-12-20,745.52\n',
  quickbooks: 'Bill No,Vendor,Bill Date,Due Date\nNL-1001,Northside Lumber,11/20/2026,12/20/2026\n',
} as const;

/** The CSV the payments export answers: the documented header and one paid invoice. */
export const mockPaymentsCsv = {
  xero: '*InvoiceNumber,*ContactName,*Date,*Amount,Reference,*AccountCode,Currency\nNL-1001,Northside Lumber,11/22/2026,745.52,Marked paid,090,USD\n',
  quickbooks: 'Bill No,Vendor,Payment Date,Amount,Payment Account,Reference,Memo\nNL-1001,Northside Lumber,11/22/2026,745.52,Checking,Marked paid,PO PO-1001-1\n',
} as const;

/**
 * A stateful stand-in for the builder's invoice calls: the list (by status, `open` for neither paid
 * nor void, paged), one invoice with the `actions` the signed-in role may take (owners and admins
 * every one; approvers no override; buyers none), approving (an exception or a dispute only as an
 * owner's or admin's override with a reason, else 403 or 400 naming `override_reason`), disputing
 * (the contracts' schema), marking paid, the CSV export (owners and admins; the bills make the
 * approved invoices exported, the payments move none but mark when each payment went out), both
 * PDFs, and the company's invoice tolerances (read by every role, set by owners and admins). A
 * move the status does not allow answers 409.
 */
export function createInvoiceHandlers(context: MockContext, options: InvoiceMockOptions = {}): HttpHandler[] {
  let invoices = [...(options.invoices ?? mockInvoices())];
  let tolerances = options.tolerances ?? mockInvoiceTolerances();
  const decides = context.manages || context.role === 'approver';

  function actionsOf(invoice: Invoice): Invoice['actions'] {
    if (!decides) return [];
    switch (invoice.status) {
      case 'matched':
        return ['approve', 'dispute'];
      case 'exception':
        return context.manages ? ['override', 'dispute'] : ['dispute'];
      case 'disputed':
        return context.manages ? ['override'] : [];
      case 'approved':
      case 'exported':
        return ['mark_paid'];
      default:
        return [];
    }
  }
  const present = (invoice: Invoice): Invoice => ({ ...invoice, actions: actionsOf(invoice) });
  const find = (id: string) => invoices.find((invoice) => invoice.id === id);
  const notFound = () => HttpResponse.json(errorBody('not_found', 'We could not find this invoice.'), { status: 404 });
  const conflict = (invoice: Invoice) => HttpResponse.json(errorBody('conflict', invoiceMessages.moved(invoice.status)), { status: 409 });
  const move = (invoice: Invoice, to: InvoiceStatus, changes: Partial<Invoice>, note: string | null) => {
    const moved: Invoice = { ...invoice, ...changes, status: to, updated_at: context.now, history: [...invoice.history, { from_status: invoice.status, to_status: to, actor: context.user, note, created_at: context.now }] };
    invoices = invoices.map((candidate) => (candidate.id === invoice.id ? moved : candidate));
    return HttpResponse.json(present(moved));
  };

  return [
    http.get(apiUrl('/api/ordering/invoices/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      const matching = invoices.filter((invoice) => !status || (status === 'open' ? invoice.status !== 'paid' && invoice.status !== 'void' : invoice.status === status));
      return HttpResponse.json({ count: matching.length, results: matching.slice(offset, offset + limit).map(invoiceSummaryOf) });
    }),
    http.post(apiUrl('/api/ordering/invoices/export/'), async ({ request }) => {
      if (!context.manages) return context.forbidden(invoiceMessages.export);
      const parsed = invoiceExportRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const { format, kind } = parsed.data;
      // The payments file moves no invoice and carries each paid one whose bill went out, once; the bills file makes the approved ones exported.
      if (kind === 'payments') {
        invoices = invoices.map((invoice) => (invoice.status === 'paid' && invoice.exported_at && !invoice.payment_exported_at ? { ...invoice, payment_exported_at: context.now } : invoice));
        return new HttpResponse(mockPaymentsCsv[format], { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="payments-${format}.csv"` } });
      }
      invoices = invoices.map((invoice) => (invoice.status === 'approved' ? { ...invoice, status: 'exported', exported_at: context.now } : invoice));
      return new HttpResponse(mockExportCsv[format], { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="invoices-${format}.csv"` } });
    }),
    http.get(apiUrl('/api/ordering/invoices/:id/'), ({ params }) => {
      const found = find(String(params.id));
      return found ? HttpResponse.json(present(found)) : notFound();
    }),
    http.get(apiUrl('/api/ordering/invoices/:id/pdf/'), ({ params }) =>
      find(String(params.id)) ? new HttpResponse('%PDF-1.7 mock invoice', { headers: { 'content-type': 'application/pdf' } }) : notFound(),
    ),
    http.get(apiUrl('/api/ordering/invoices/:id/attachment/'), ({ params }) =>
      find(String(params.id))?.attachment ? new HttpResponse('%PDF-1.7 supplier invoice', { headers: { 'content-type': 'application/pdf' } }) : notFound(),
    ),
    http.post(apiUrl('/api/ordering/invoices/:id/approve/'), async ({ request, params }) => {
      const found = find(String(params.id));
      if (!found) return notFound();
      if (!decides) return context.forbidden(invoiceMessages.decide);
      const text = await request.text();
      const parsed = invoiceApprovalSchema.safeParse(text ? (JSON.parse(text) as unknown) : {});
      if (!parsed.success) return validationFailure(parsed.error);
      const override = found.status === 'exception' || found.status === 'disputed';
      if (!override && found.status !== 'matched') return conflict(found);
      if (override && !context.manages) return context.forbidden(invoiceMessages.override);
      const reason = parsed.data.override_reason;
      if (override && !reason) return HttpResponse.json({ ...errorBody('validation_error', invoiceMessages.overrideReason), fields: { override_reason: invoiceMessages.overrideReason } }, { status: 400 });
      context.audit(override ? 'invoice.override' : 'invoice.approve', 'invoice', found.id, { status: found.status, number: found.number }, { status: 'approved', override_reason: override ? reason : null });
      return move(
        found,
        'approved',
        { approval: { approved_by: context.user, approved_at: context.now, override_reason: override ? reason : null }, ...(found.dispute ? { dispute: { ...found.dispute, status: 'resolved' } } : {}) },
        override ? `Override: ${reason}` : null,
      );
    }),
    http.post(apiUrl('/api/ordering/invoices/:id/dispute/'), async ({ request, params }) => {
      const found = find(String(params.id));
      if (!found) return notFound();
      if (!decides) return context.forbidden(invoiceMessages.decide);
      const parsed = invoiceDisputeSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      if (found.status !== 'matched' && found.status !== 'exception') return conflict(found);
      const { reason, note } = parsed.data;
      context.audit('invoice.dispute', 'invoice', found.id, { status: found.status, number: found.number }, { status: 'disputed', reason, note });
      return move(found, 'disputed', { dispute: { status: 'open', reason, note, disputed_by: context.user, disputed_at: context.now, supplier_response: null, responded_at: null } }, note);
    }),
    http.post(apiUrl('/api/ordering/invoices/:id/mark-paid/'), ({ params }) => {
      const found = find(String(params.id));
      if (!found) return notFound();
      if (!decides) return context.forbidden(invoiceMessages.decide);
      if (found.status !== 'approved' && found.status !== 'exported') return conflict(found);
      context.audit('invoice.paid', 'invoice', found.id, { status: found.status, number: found.number }, { status: 'paid' });
      return move(found, 'paid', { paid_at: context.now }, null);
    }),

    // The company's invoice tolerances ---------------------------------------------------------
    http.get(apiUrl('/api/company/invoice-tolerances/'), () => (context.role === null ? context.forbidden(invoiceMessages.seeTolerances) : HttpResponse.json(tolerances))),
    http.put(apiUrl('/api/company/invoice-tolerances/'), async ({ request }) => {
      if (!context.manages) return context.forbidden(invoiceMessages.changeTolerances);
      const parsed = invoiceTolerancesRequestSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailure(parsed.error);
      const names = new Map(tolerances.suppliers.map((supplier) => [supplier.supplier_company_id, supplier.supplier_name]));
      context.audit('invoice_tolerances.change', 'company', 'company-summit', { defaults: tolerances.defaults, auto_approve_matched: tolerances.auto_approve_matched }, { defaults: parsed.data.defaults, auto_approve_matched: parsed.data.auto_approve_matched });
      tolerances = {
        defaults: parsed.data.defaults,
        auto_approve_matched: parsed.data.auto_approve_matched,
        suppliers: parsed.data.suppliers.map((supplier) => ({ ...supplier, supplier_name: names.get(supplier.supplier_company_id) ?? supplier.supplier_company_id })),
        updated_at: context.now,
      };
      return HttpResponse.json(tolerances);
    }),
  ];
}
