import { api, getBlobInViewerZone, httpClient } from '@marketplace/api-client';
import type { Camelize, Invoice, InvoiceBillableLines, InvoiceCreateRequest, InvoiceList, invoiceListStatuses, SupplierStatements } from '@marketplace/contracts';

/** An invoice with its lines and their match, dispute, history and what the supplier may do now. */
export type SupplierInvoice = Camelize<Invoice>;
/** An invoice as lists show it. */
export type SupplierInvoiceSummary = Camelize<InvoiceList>['results'][number];
/** A page of invoices with the total count. */
export type SupplierInvoicePage = Camelize<InvoiceList>;
/** One line of an invoice with what its match found. */
export type InvoiceLineData = SupplierInvoice['lines'][number];
/** Body of POST /api/ordering/purchase_orders/{id}/invoices/, written camelCase (sent snake_case). */
export type InvoicePayload = Camelize<InvoiceCreateRequest>;
/** The supplier's statements: per builder company and currency, the open balance and its aging. */
export type SupplierStatementsData = Camelize<SupplierStatements>;
/** One builder company's statement in one currency. */
export type SupplierStatementData = SupplierStatementsData['statements'][number];
/** Per line of a purchase order: shipped, billed on invoices that are not void, and left to bill. */
export type BillableLineData = Camelize<InvoiceBillableLines>['lines'][number];
/** A filter of the invoice list: a status, or `open` (neither paid nor void). */
export type InvoiceListStatus = (typeof invoiceListStatuses)[number];

/** Query of GET /api/ordering/invoices/, written camelCase (sent snake_case). */
export interface SupplierInvoicesArgs {
  limit: number;
  offset: number;
  status?: InvoiceListStatus;
  purchaseOrderId?: string;
}

// api-client declares every tag type; until it has one for invoices they ride on `PurchaseOrder`
// (an invoice bills one) under ids of their own, as the purchasing package's budgets do.
const LIST = { type: 'PurchaseOrder' as const, id: 'INVOICES' };
const STATEMENTS = { type: 'PurchaseOrder' as const, id: 'INVOICE_STATEMENTS' };
const invoiceTag = (id: string) => ({ type: 'PurchaseOrder' as const, id: `INVOICE:${id}` });

/** What a step on an invoice changes: the lists, the statements' balances and the invoice itself. */
const afterStep = (id: string) => [LIST, STATEMENTS, invoiceTag(id)];

/**
 * The supplier's invoices (decision 0610): issuing one for a purchase order (or a corrected one
 * that replaces a disputed invoice), what is left to bill of each of its lines, the list and one
 * invoice, answering a dispute, voiding, and the statements per builder company. Names say "supplier" so they never collide with the
 * builder's invoice endpoints injected into the same API. A refused step changed nothing.
 */
export const supplierInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSupplierInvoices: build.query<SupplierInvoicePage, SupplierInvoicesArgs>({
      query: (args) => ({ url: '/api/ordering/invoices/', params: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined)) }),
      providesTags: (result) => [LIST, ...(result?.results.map((invoice) => invoiceTag(invoice.id)) ?? [])],
    }),
    getSupplierInvoice: build.query<SupplierInvoice, string>({
      query: (id) => ({ url: `/api/ordering/invoices/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [invoiceTag(id)],
    }),
    issueInvoice: build.mutation<SupplierInvoice, { purchaseOrderId: string; invoice: InvoicePayload }>({
      query: ({ purchaseOrderId, invoice }) => ({ url: `/api/ordering/purchase_orders/${encodeURIComponent(purchaseOrderId)}/invoices/`, method: 'POST', body: invoice }),
      // A corrected invoice voids the one it replaces: that one changes too.
      invalidatesTags: (_result, error, { invoice }) => (error ? [] : [LIST, STATEMENTS, ...(invoice.replacesInvoiceId ? [invoiceTag(invoice.replacesInvoiceId)] : [])]),
    }),
    respondToInvoiceDispute: build.mutation<SupplierInvoice, { id: string; note: string }>({
      query: ({ id, note }) => ({ url: `/api/ordering/invoices/${encodeURIComponent(id)}/respond/`, method: 'POST', body: { note } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : afterStep(id)),
    }),
    voidSupplierInvoice: build.mutation<SupplierInvoice, string>({
      query: (id) => ({ url: `/api/ordering/invoices/${encodeURIComponent(id)}/void/`, method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : afterStep(id)),
    }),
    // What is left to bill changes with every invoice issued or voided (the list's tag) and every
    // line shipped (the purchase order's).
    getSupplierBillableLines: build.query<BillableLineData[], string>({
      query: (purchaseOrderId) => ({ url: `/api/ordering/purchase_orders/${encodeURIComponent(purchaseOrderId)}/invoices/billable/` }),
      transformResponse: (response: Camelize<InvoiceBillableLines>) => response.lines,
      providesTags: (_result, _error, purchaseOrderId) => [LIST, { type: 'PurchaseOrder' as const, id: purchaseOrderId }],
    }),
    getSupplierStatements: build.query<SupplierStatementsData, void>({
      query: () => ({ url: '/api/supplier/statements/' }),
      providesTags: [STATEMENTS],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListSupplierInvoicesQuery,
  useGetSupplierInvoiceQuery,
  useGetSupplierBillableLinesQuery,
  useIssueInvoiceMutation,
  useRespondToInvoiceDisputeMutation,
  useVoidSupplierInvoiceMutation,
  useGetSupplierStatementsQuery,
} = supplierInvoicesApi;

/** Marks an invoice changed outside RTK Query (its PDF attached): the lists and its page read it again. */
export const invoiceChanged = (id: string) => supplierInvoicesApi.util.invalidateTags(afterStep(id));

/**
 * POST /api/ordering/invoices/{id}/attachment/: the supplier's own PDF of the invoice (multipart
 * field `file`). Sent through the http client, not RTK Query: a File has no place in the store.
 */
export async function uploadInvoiceAttachment(invoiceId: string, file: File): Promise<SupplierInvoice> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await httpClient.post<SupplierInvoice>(`/api/ordering/invoices/${encodeURIComponent(invoiceId)}/attachment/`, body);
  return data;
}

/** GET /api/ordering/invoices/{id}/pdf/: the invoice as the marketplace prints it, times in the viewer's zone. */
export function fetchInvoicePdf(invoiceId: string): Promise<Blob> {
  return getBlobInViewerZone(`/api/ordering/invoices/${encodeURIComponent(invoiceId)}/pdf/`);
}

/** GET /api/ordering/invoices/{id}/attachment/: the PDF the supplier attached. */
export function fetchInvoiceAttachment(invoiceId: string): Promise<Blob> {
  return getBlobInViewerZone(`/api/ordering/invoices/${encodeURIComponent(invoiceId)}/attachment/`);
}
