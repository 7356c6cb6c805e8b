import { api } from '@marketplace/api-client';
import type { Camelize, ProjectListResponse, ProjectSuppliersResponse, PsvListResponse } from '@marketplace/contracts';

/** A project a quote may be asked for. */
export type QuoteProjectChoice = { id: string; name: string };
/** A supplier that delivers to the project's site. */
export type QuoteSupplierChoice = { id: string; name: string };
/** A catalogue offer found by its SKU. */
export type QuoteOfferChoice = { id: string; sku: string; name: string; unitOfMeasure: string };

type Offers = Camelize<PsvListResponse>;

/** The first offer whose SKU is exactly the one typed (letter case aside), delivering ones first as the API ranks them. */
function offerWithSku(response: Offers, sku: string): QuoteOfferChoice | null {
  const wanted = sku.trim().toLowerCase();
  const offer = response.results.find((candidate) => candidate.sku.toLowerCase() === wanted);
  return offer ? { id: offer.id, sku: offer.sku, name: `${offer.productName}, ${offer.variantName}`, unitOfMeasure: offer.unitOfMeasure } : null;
}

/** What the new quote request form chooses from: the company's projects, the suppliers delivering to one, an offer by SKU. */
export const quoteChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The projects feature keeps its own calls; this one reads the names only.
    listQuoteProjects: build.query<QuoteProjectChoice[], void>({
      query: () => ({ url: '/api/projects/' }),
      transformResponse: (response: Camelize<ProjectListResponse>) => response.results.map(({ id, name }) => ({ id, name })),
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    listQuoteSuppliers: build.query<QuoteSupplierChoice[], string>({
      query: (projectId) => ({ url: `/api/projects/${encodeURIComponent(projectId)}/suppliers/` }),
      transformResponse: (response: Camelize<ProjectSuppliersResponse>) => response.results,
      providesTags: [{ type: 'Supplier', id: 'LIST' }],
    }),
    findQuoteOfferBySku: build.query<QuoteOfferChoice | null, { projectId: string; sku: string }>({
      query: ({ projectId, sku }) => ({ url: '/api/product_supplier_variant/', params: { projectId, query: sku.trim(), limit: 20 } }),
      transformResponse: (response: Offers, _meta, { sku }) => offerWithSku(response, sku),
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link quoteChoicesApi}. */
export const { useListQuoteProjectsQuery, useListQuoteSuppliersQuery, useLazyFindQuoteOfferBySkuQuery } = quoteChoicesApi;
