import { api, getBlobInViewerZone, httpClient } from '@marketplace/api-client';
import type { Camelize, DisputeReason, Invoice, InvoiceExportFormat, InvoiceExportKind, InvoiceList, InvoiceListQuery } from '@marketplace/contracts';

/** An invoice with its lines, their match, the dispute, the approval and the history (decision 0610). */
export type InvoiceData = Camelize<Invoice>;
/** A page of invoices, newest first. */
export type InvoiceListData = Camelize<InvoiceList>;
/** One invoice of the list. */
export type InvoiceSummaryData = InvoiceListData['results'][number];
/** One line and what its match found. */
export type InvoiceLineData = InvoiceData['lines'][number];
/** What the list filters by: a status, or `open` (neither paid nor void). */
export type InvoiceFilter = NonNullable<InvoiceListQuery['status']>;
/** The list's filter and page (GET /api/ordering/invoices/?status=&limit=&offset=). */
export type ListInvoicesArgs = { status?: InvoiceFilter; limit: number; offset: number };
/** Body of POST …/dispute/: why, and the words the supplier reads. */
export type DisputeInvoiceArgs = { id: string; reason: DisputeReason; note: string };

/*
 * Cache tags: the company's invoices live under the shared `Company` tag with ids of their own,
 * as the company page's data does (api-client's tag list is shared with every feature). Every
 * decision is recorded in the company's audit log, so it is read again too.
 */
const listTag = { type: 'Company' as const, id: 'INVOICES' };
const invoiceTag = (id: string) => ({ type: 'Company' as const, id: `INVOICE:${id}` });
const afterDecision = (id: string) => [listTag, invoiceTag(id), { type: 'Company' as const, id: 'AUDIT' }];

/** The builder's invoice calls: list, read, approve (an override with a reason), dispute, mark paid. */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBuilderInvoices: build.query<InvoiceListData, ListInvoicesArgs>({
      query: (params) => ({ url: '/api/ordering/invoices/', params }),
      providesTags: [listTag],
    }),
    getBuilderInvoice: build.query<InvoiceData, string>({
      query: (id) => ({ url: `/api/ordering/invoices/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [invoiceTag(id)],
    }),
    approveInvoice: build.mutation<InvoiceData, { id: string; overrideReason: string | null }>({
      query: ({ id, overrideReason }) => ({ url: `/api/ordering/invoices/${encodeURIComponent(id)}/approve/`, method: 'POST', body: overrideReason ? { overrideReason } : {} }),
      invalidatesTags: (_result, _error, { id }) => afterDecision(id),
    }),
    disputeInvoice: build.mutation<InvoiceData, DisputeInvoiceArgs>({
      query: ({ id, reason, note }) => ({ url: `/api/ordering/invoices/${encodeURIComponent(id)}/dispute/`, method: 'POST', body: { reason, note } }),
      invalidatesTags: (_result, _error, { id }) => afterDecision(id),
    }),
    markInvoicePaid: build.mutation<InvoiceData, string>({
      query: (id) => ({ url: `/api/ordering/invoices/${encodeURIComponent(id)}/mark-paid/`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => afterDecision(id),
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link invoicesApi}. */
export const { useListBuilderInvoicesQuery, useGetBuilderInvoiceQuery, useApproveInvoiceMutation, useDisputeInvoiceMutation, useMarkInvoicePaidMutation } = invoicesApi;

/** What to dispatch after an export: it moved the approved invoices to exported, so the lists are read again. */
export const invoicesExported = () => invoicesApi.util.invalidateTags([listTag]);

/**
 * The bookkeeping export for Xero or QuickBooks Online (owners and admins): `bills`, the approved
 * and exported invoices not yet paid (the approved ones become exported), or `payments`, the
 * invoices paid since their bills went out, each once. A POST, with the session's CSRF token.
 */
export async function fetchInvoicesCsv(format: InvoiceExportFormat, kind: InvoiceExportKind = 'bills'): Promise<Blob> {
  const response = await httpClient.post<Blob>('/api/ordering/invoices/export/', { format, kind }, { responseType: 'blob' });
  return response.data;
}

/** The invoice as the marketplace prints it, dates in the viewer's zone. */
export function fetchInvoicePdf(id: string): Promise<Blob> {
  return getBlobInViewerZone(`/api/ordering/invoices/${encodeURIComponent(id)}/pdf/`);
}

/** The supplier's own PDF, at the URL the invoice names. */
export function fetchInvoiceAttachment(url: string): Promise<Blob> {
  return getBlobInViewerZone(url, { asGiven: true });
}
