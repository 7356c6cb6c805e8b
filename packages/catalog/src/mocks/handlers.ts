import { apiUrl } from '@marketplace/api-client';
import { unitPriceFor } from '@marketplace/contracts';
import type {
  AddToCartRequest,
  Availability,
  Cart,
  ProductAvailabilitySearchRequest,
  ProductSearchRequest,
  ProductSupplierResponse,
  ProductSupplierVariant,
  ProductWithOffers,
  SearchFacets,
  SearchResult,
  VariantAvailabilityResponse,
} from '@marketplace/contracts';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  catalogMetadata,
  categories,
  errorBody,
  mockLeadTimeDay,
  mockNextDay,
  mockProducts,
  mockProject,
  productDetail,
  productSupplierVariants,
  suppliers,
} from './fixtures';

/** Options of {@link createCatalogHandlers}. */
export interface CatalogMockOptions {
  /** The offers the mock API knows; the full mock catalogue by default. */
  offers?: ProductSupplierVariant[];
}

type Method = 'get' | 'post';

const notFound = (message: string) => HttpResponse.json(errorBody('not_found', message), { status: 404 });

/** The supplier company of an offer. */
function companyOf(offer: ProductSupplierVariant) {
  return suppliers.find((supplier) => supplier.id === offer.supplier_id) ?? { id: offer.supplier_id, name: offer.supplier_id };
}

/** Availability of an offer for the mock project: Northside serves its postal code, Harbor does not. */
export function mockAvailability(offer: ProductSupplierVariant, projectId: string): Availability {
  const deliverable = projectId === mockProject.id && offer.supplier_id === 'sup-northside';
  const inStock = offer.stock_on_hand >= offer.minimum_order_quantity;
  return {
    deliverable,
    stock_on_hand: offer.stock_on_hand,
    earliest_delivery_date: deliverable ? (inStock ? mockNextDay : mockLeadTimeDay) : null,
  };
}

function productOf(offer: ProductSupplierVariant) {
  return mockProducts.find((product) => product.detail.id === offer.product_id);
}

function searchResult(offer: ProductSupplierVariant): SearchResult {
  const product = productOf(offer);
  return {
    id: offer.id,
    product_id: offer.product_id,
    variant_id: offer.variant_id,
    product_name: offer.product_name,
    variant_name: offer.variant_name,
    sku: offer.sku,
    unit_of_measure: offer.unit_of_measure,
    brand: offer.brand,
    category: product?.detail.category ?? { id: offer.category_id, name: offer.category_id, slug: offer.category_id },
    sub_category: product?.detail.sub_category ?? null,
    supplier: companyOf(offer),
    price_cents: offer.pricing?.price_cents ?? 0,
    currency: offer.pricing?.currency ?? 'USD',
    stock_on_hand: offer.stock_on_hand,
    minimum_order_quantity: offer.minimum_order_quantity,
    lead_time_days: offer.lead_time_days,
    image: offer.images[0] ?? null,
  };
}

function matchesWords(offer: ProductSupplierVariant, search: string): boolean {
  const category = productOf(offer)?.detail;
  const haystack = [offer.product_name, offer.variant_name, offer.sku, offer.brand.name, category?.category.name, category?.sub_category?.name]
    .join(' ')
    .toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Options of one attribute widen (any), different attributes narrow (all): as the API does. */
function matchesFacets(offer: ProductSupplierVariant, facets: readonly string[], exceptAttribute?: string): boolean {
  const byAttribute = new Map<string, string[]>();
  for (const facet of facets) {
    const attribute = catalogMetadata.attributes.find((candidate) => candidate.options?.some((option) => option.id === facet));
    if (!attribute || attribute.id === exceptAttribute) continue;
    byAttribute.set(attribute.id, [...(byAttribute.get(attribute.id) ?? []), facet]);
  }
  const chosen = new Set((offer.attribute_options ?? []).map((value) => value.option_id));
  return [...byAttribute.values()].every((ids) => ids.some((id) => chosen.has(id)));
}

function facetsOf(offers: readonly ProductSupplierVariant[], facets: readonly string[]): SearchFacets {
  const counted = offers.filter((offer) => matchesFacets(offer, facets));
  return {
    categories: categories
      .map((category) => ({
        id: category.id,
        name: category.name,
        slug: category.slug,
        count: counted.filter((offer) => offer.category_id === category.id).length,
        sub_categories: (category.sub_categories ?? [])
          .map((child) => ({
            id: child.id,
            name: child.name,
            slug: child.slug,
            count: counted.filter((offer) => offer.sub_category_id === child.id).length,
          }))
          .filter((child) => child.count > 0),
      }))
      .filter((category) => category.count > 0),
    attributes: catalogMetadata.attributes
      .map((attribute) => {
        const pool = offers.filter((offer) => matchesFacets(offer, facets, attribute.id));
        return {
          id: attribute.id,
          code: attribute.code,
          name: attribute.name,
          options: (attribute.options ?? [])
            .map((option) => ({
              ...option,
              count: pool.filter((offer) => offer.attribute_options?.some((value) => value.option_id === option.id)).length,
            }))
            .filter((option) => option.count > 0),
        };
      })
      .filter((attribute) => attribute.options.length > 0),
  };
}

function runSearch(offers: readonly ProductSupplierVariant[], body: ProductSearchRequest) {
  const matching = offers.filter((offer) => matchesWords(offer, body.search));
  const inCategory = matching.filter(
    (offer) =>
      (!body.category_id || offer.category_id === body.category_id) &&
      (!body.sub_category_id || offer.sub_category_id === body.sub_category_id),
  );
  const facets = body.facets ?? [];
  const filtered = inCategory.filter((offer) => matchesFacets(offer, facets));
  const offset = body.offset ?? 0;
  const page = filtered.slice(offset, offset + (body.limit ?? 20));
  return {
    count: filtered.length,
    search: body.search,
    corrected_search: null,
    ...(body.fetch_facets === false ? {} : { facets: facetsOf(inCategory, facets) }),
    page,
  };
}

const sorters: Record<string, (a: ProductSupplierVariant, b: ProductSupplierVariant) => number> = {
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
  price: (a, b) => (a.pricing?.price_cents ?? 0) - (b.pricing?.price_cents ?? 0),
  name: (a, b) => `${a.product_name} ${a.variant_name}`.localeCompare(`${b.product_name} ${b.variant_name}`),
};

function sortOffers(offers: ProductSupplierVariant[], sort: string): ProductSupplierVariant[] {
  const compare = sorters[sort.replace(/^-/, '')] ?? sorters.created_at;
  const direction = sort.startsWith('-') ? -1 : 1;
  return [...offers].sort((a, b) => direction * (compare?.(a, b) ?? 0));
}

/** The cart POST /api/ordering/cart/ answers after adding `quantity` of an offer to an empty cart. */
export function mockCartWith(offer: ProductSupplierVariant, body: AddToCartRequest): Cart {
  const availability = mockAvailability(offer, body.project_id);
  const priceCents = offer.pricing?.price_cents ?? 0;
  const unitPrice = unitPriceFor(body.quantity, priceCents, offer.pricing_tiers ?? []);
  const lineTotal = unitPrice * body.quantity;
  const supplier = companyOf(offer);
  return {
    id: 'cart-mock',
    project_id: body.project_id,
    currency: 'USD',
    item_count: 1,
    subtotal_cents: lineTotal,
    total_cents: lineTotal,
    can_check_out: true,
    updated_at: '2026-11-21T09:00:00.000Z',
    groups: [
      {
        supplier: { id: supplier.id, name: supplier.name },
        additional_specification_requirements: null,
        subtotal_cents: lineTotal,
        items: [
          {
            id: 'item-mock',
            product_supplier_variant_id: offer.id,
            product_id: offer.product_id,
            variant_id: offer.variant_id,
            supplier_id: offer.supplier_id,
            product_name: offer.product_name,
            variant_name: offer.variant_name,
            sku: offer.sku,
            unit_of_measure: offer.unit_of_measure,
            image_url: offer.images[0]?.thumbnail_url ?? null,
            quantity: body.quantity,
            minimum_order_quantity: offer.minimum_order_quantity,
            unit_price_cents: unitPrice,
            unit_price_cents_when_added: unitPrice,
            line_total_cents: lineTotal,
            currency: 'USD',
            pricing_tiers: offer.pricing_tiers ?? [],
            requested_delivery_date: null,
            requested_delivery_time: null,
            notes: null,
            active: true,
            availability,
            warnings: [],
          },
        ],
      },
    ],
  };
}

/**
 * A stand-in for the catalogue API, shared by tests and stories: it filters, sorts, pages,
 * searches with facet counts and answers availability for {@link mockProject} as the real API
 * does, over the mock catalogue of fixtures.ts.
 */
export function createCatalogHandlers(options: CatalogMockOptions = {}): HttpHandler[] {
  const offers = options.offers ?? productSupplierVariants;
  return [
    // Searches are POSTs, which fetch a CSRF token first.
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/catalog/metadata'), () => HttpResponse.json(catalogMetadata)),
    http.get(apiUrl('/api/brand'), () => HttpResponse.json({ count: catalogMetadata.brands.length, results: catalogMetadata.brands })),
    http.get(apiUrl('/api/category/'), () => HttpResponse.json({ count: categories.length, results: categories })),
    http.get(apiUrl('/api/category/:id/'), ({ params }) => {
      const category = categories.find((candidate) => candidate.id === params.id);
      return category ? HttpResponse.json(category) : notFound('This category does not exist.');
    }),
    http.get(apiUrl('/api/product_attributes/'), ({ request }) => {
      const categoryId = new URL(request.url).searchParams.get('category_id');
      const parent = categories.find((category) => category.sub_categories?.some((child) => child.id === categoryId))?.id;
      const results = catalogMetadata.attributes.filter(
        (attribute) => !categoryId || attribute.category_id === categoryId || attribute.category_id === parent,
      );
      return HttpResponse.json({ count: results.length, results });
    }),
    http.get(apiUrl('/api/product_supplier_variant/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const categoryId = query.get('category_id');
      const subCategoryId = query.get('sub_category_id');
      const filtered = sortOffers(
        offers.filter(
          (offer) =>
            (!categoryId || offer.category_id === categoryId) && (!subCategoryId || offer.sub_category_id === subCategoryId),
        ),
        query.get('sort') ?? '-created_at',
      );
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      const firstImageOnly = query.get('fetch_first_image_only') === 'true';
      const projectId = query.get('project_id');
      const results = filtered
        .slice(offset, offset + limit)
        .map((offer) => (firstImageOnly ? { ...offer, images: offer.images.slice(0, 1) } : offer))
        .map((offer) => (projectId ? { ...offer, availability: mockAvailability(offer, projectId) } : offer));
      return HttpResponse.json({
        results,
        ...(query.get('fetch_total') === 'true' ? { count: filtered.length } : {}),
      });
    }),
    http.get(apiUrl('/api/product_supplier_variant/:id/'), ({ params }) => {
      const offer = offers.find((candidate) => candidate.id === params.id);
      return offer ? HttpResponse.json(offer) : notFound('This product offer does not exist.');
    }),
    http.get(apiUrl('/api/product_supplier/:productId/:supplierId'), ({ params }) => {
      const product = mockProducts.find((candidate) => candidate.detail.id === params.productId);
      const supplier = suppliers.find((candidate) => candidate.id === params.supplierId);
      const own = offers.filter((offer) => offer.product_id === params.productId && offer.supplier_id === params.supplierId);
      if (!product || !supplier || own.length === 0) return notFound('This supplier does not sell this product.');
      const others = suppliers
        .filter((candidate) => candidate.id !== supplier.id)
        .map((candidate) => {
          const theirs = offers.filter((offer) => offer.product_id === product.detail.id && offer.supplier_id === candidate.id);
          return {
            id: candidate.id,
            name: candidate.name,
            min_price_cents: Math.min(...theirs.map((offer) => offer.pricing?.price_cents ?? 0)),
            currency: 'USD',
            product_supplier_variant_count: theirs.length,
          };
        })
        .filter((other) => other.product_supplier_variant_count > 0);
      const { brand, ...productBase } = product.detail;
      const body: ProductSupplierResponse = {
        product: productBase,
        brand,
        supplier,
        product_supplier_variants: own.map(({ supplier: _profile, supplier_company: _company, ...offer }) => offer),
        other_suppliers: others,
      };
      return HttpResponse.json(body);
    }),
    http.get(apiUrl('/api/product_variants/:variantId/availability/:projectId/'), ({ params }) => {
      const projectId = String(params.projectId);
      const variantOffers = offers.filter((offer) => offer.variant_id === params.variantId);
      if (variantOffers.length === 0) return notFound('This variant does not exist.');
      const answers = variantOffers.map((offer) => ({
        ...mockAvailability(offer, projectId),
        product_supplier_variant_id: offer.id,
        supplier: companyOf(offer),
        price_cents: offer.pricing?.price_cents ?? 0,
        currency: offer.pricing?.currency ?? 'USD',
        minimum_order_quantity: offer.minimum_order_quantity,
        lead_time_days: offer.lead_time_days,
      }));
      const dates = answers.flatMap((answer) => (answer.earliest_delivery_date ? [answer.earliest_delivery_date] : [])).sort();
      const body: VariantAvailabilityResponse = {
        variant_id: String(params.variantId),
        project: { ...mockProject, id: projectId },
        deliverable: answers.some((answer) => answer.deliverable),
        earliest_delivery_date: dates[0] ?? null,
        offers: answers,
      };
      return HttpResponse.json(body);
    }),
    http.get(apiUrl('/api/products/:id/'), ({ params }) => {
      const product = mockProducts.find((candidate) => candidate.detail.id === params.id);
      if (!product) return notFound('This product does not exist.');
      const body: ProductWithOffers = {
        ...productDetail(product),
        offers: suppliers.flatMap((supplier) => {
          const theirs = offers.filter((offer) => offer.product_id === product.detail.id && offer.supplier_id === supplier.id);
          const prices = theirs.map((offer) => offer.pricing?.price_cents ?? 0);
          return theirs.length === 0
            ? []
            : [
                {
                  supplier,
                  min_price_cents: Math.min(...prices),
                  max_price_cents: Math.max(...prices),
                  currency: 'USD',
                  product_supplier_variant_count: theirs.length,
                  in_stock: theirs.some((offer) => offer.stock_on_hand > 0),
                },
              ];
        }),
      };
      return HttpResponse.json(body);
    }),
    // Adding to a cart: the cart API refuses an offer that cannot reach the project, or too few units.
    http.post(apiUrl('/api/ordering/cart/'), async ({ request }) => {
      const body = (await request.json()) as AddToCartRequest;
      const offer = offers.find((candidate) => candidate.id === body.product_supplier_variant_id);
      if (!offer) return notFound('This offer does not exist.');
      if (!mockAvailability(offer, body.project_id).deliverable) {
        return HttpResponse.json(
          { ...errorBody('validation_error', 'This supplier does not deliver to the project’s address.'), fields: { product_supplier_variant_id: 'This supplier does not deliver to the project’s address.' } },
          { status: 400 },
        );
      }
      if (body.quantity < offer.minimum_order_quantity) {
        const message = `Order at least ${offer.minimum_order_quantity} of this item from this supplier.`;
        return HttpResponse.json({ ...errorBody('validation_error', message), fields: { quantity: message } }, { status: 400 });
      }
      return HttpResponse.json(mockCartWith(offer, body));
    }),
    http.post(apiUrl('/api/search/products/'), async ({ request }) => {
      const { page, ...rest } = runSearch(offers, (await request.json()) as ProductSearchRequest);
      return HttpResponse.json({ ...rest, results: page.map(searchResult) });
    }),
    http.post(apiUrl('/api/search/products/availability/'), async ({ request }) => {
      const body = (await request.json()) as ProductAvailabilitySearchRequest;
      const reachable = body.deliverable_only
        ? offers.filter((offer) => mockAvailability(offer, body.project_id).deliverable)
        : offers;
      const { page, ...rest } = runSearch(reachable, body);
      return HttpResponse.json({
        ...rest,
        project: { ...mockProject, id: body.project_id },
        results: page.map((offer) => ({ ...searchResult(offer), availability: mockAvailability(offer, body.project_id) })),
      });
    }),
  ];
}

/** A handler that never answers: for loading states. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** A handler that fails with the API's error body: for error states. */
export function failingHandler(method: Method, path: string, status = 500): HttpHandler {
  return http[method](apiUrl(path), () =>
    HttpResponse.json(errorBody('internal_error', 'The catalogue is unavailable right now. Please try again.'), { status }),
  );
}
