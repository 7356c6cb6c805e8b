import { api } from '@marketplace/api-client';
import type { Camelize, InvoiceTolerances, InvoiceTolerancesRequest } from '@marketplace/contracts';

/** The company's invoice tolerances and each supplier's own (decision 0610). */
export type InvoiceTolerancesData = Camelize<InvoiceTolerances>;
/** One set of tolerances: a percent (in basis points) and an amount for price, quantity and total. */
export type InvoiceToleranceValuesData = InvoiceTolerancesData['defaults'];
/** Body of PUT /api/company/invoice-tolerances/: the company's and every supplier's own, replacing them. */
export type SaveInvoiceTolerancesArgs = Required<Camelize<InvoiceTolerancesRequest>>;

/** Under the company page's `Company` tag; every change is audited, so the log is read again. */
const tolerancesTag = { type: 'Company' as const, id: 'INVOICE_TOLERANCES' };

/** Reading (every member) and setting (owners and admins) the invoice tolerances. */
export const invoiceTolerancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoiceTolerances: build.query<InvoiceTolerancesData, void>({
      query: () => ({ url: '/api/company/invoice-tolerances/' }),
      providesTags: [tolerancesTag],
    }),
    saveInvoiceTolerances: build.mutation<InvoiceTolerancesData, SaveInvoiceTolerancesArgs>({
      query: (body) => ({ url: '/api/company/invoice-tolerances/', method: 'PUT', body }),
      invalidatesTags: [tolerancesTag, { type: 'Company', id: 'AUDIT' }],
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link invoiceTolerancesApi}. */
export const { useGetInvoiceTolerancesQuery, useSaveInvoiceTolerancesMutation } = invoiceTolerancesApi;
