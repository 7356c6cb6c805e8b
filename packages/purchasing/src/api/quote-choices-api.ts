import { api } from '@marketplace/api-client';
import type { Camelize, ProjectListResponse, PsvListResponse } from '@marketplace/contracts';

/** A project a quote may be asked for. */
export type QuoteProjectChoice = { id: string; name: string };
/** A supplier that delivers to the project's site. */
export type QuoteSupplierChoice = { id: string; name: string };
/** A catalogue offer found by its SKU. */
export type QuoteOfferChoice = { id: string; sku: string; name: string; unitOfMeasure: string };

/**
 * How many offers are read to find the suppliers: the API answers at most 100 a page, and ranks
 * the offers of suppliers delivering to the project first, so their suppliers are the first ones.
 */
const OFFERS_READ = 100;

type Offers = Camelize<PsvListResponse>;

/**
 * The suppliers delivering to the project: the API has no list of them, but every offer read for
 * a project says whether it reaches the site. A supplier whose offers are all beyond the first
 * page is missing; the quote request's own check (400 naming the supplier) stays the rule.
 */
function deliveringSuppliers(response: Offers): QuoteSupplierChoice[] {
  const suppliers = new Map<string, string>();
  for (const offer of response.results) {
    if (offer.availability?.deliverable && offer.supplierCompany) suppliers.set(offer.supplierCompany.id, offer.supplierCompany.name);
  }
  return [...suppliers].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

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
      query: (projectId) => ({ url: '/api/product_supplier_variant/', params: { projectId, fetchSupplierCompany: true, limit: OFFERS_READ } }),
      transformResponse: deliveringSuppliers,
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
