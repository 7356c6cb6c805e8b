import { apiUrl } from '@marketplace/api-client';
import type { ErrorBody, ProductDetail, ProductSupplierVariant } from '@marketplace/contracts';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  errorBody,
  mockCompany,
  mockLowStock,
  mockMetadata,
  mockOffers,
  mockProduct,
  mockSupplier,
  mockSupplierSensitive,
} from './fixtures';

/** Options of {@link createSupplierHandlers}. */
export interface SupplierMockOptions {
  /** The supplier's offers (wire form); 25 mock offers by default. */
  offers?: ProductSupplierVariant[];
  /** The editable products by id; the mock product by default. */
  products?: ProductDetail[];
  /** The low-stock answer's rows; two by default. */
  lowStock?: typeof mockLowStock.results;
}

type Method = 'get' | 'post' | 'put' | 'delete';

const notFound = (what: string) => HttpResponse.json(errorBody('not_found', `This ${what} does not exist.`), { status: 404 });

/**
 * A small stand-in for the supplier area's calls, shared by tests and stories: offers are listed
 * with the list's filters, sorts and pages; products, variants, offers, banking details and the
 * company are kept in memory while the handlers live.
 */
export function createSupplierHandlers(options: SupplierMockOptions = {}): HttpHandler[] {
  const offers = [...(options.offers ?? mockOffers)];
  const products = new Map((options.products ?? [mockProduct]).map((product) => [product.id, structuredClone(product)]));
  let supplier = structuredClone(mockSupplierSensitive);
  let company = structuredClone(mockCompany);
  let sequence = 0;
  return [
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/catalog/metadata'), () => HttpResponse.json(mockMetadata)),
    http.get(apiUrl('/api/product_supplier_variant/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const text = (params.get('query') ?? '').toLowerCase();
      let results = offers.filter(
        (offer) =>
          (!text || `${offer.product_name} ${offer.variant_name} ${offer.sku}`.toLowerCase().includes(text)) &&
          (!params.get('category_id') || offer.category_id === params.get('category_id')) &&
          (!params.get('product_id') || offer.product_id === params.get('product_id')),
      );
      const sort = params.get('sort') ?? '-created_at';
      if (sort.endsWith('price')) results = [...results].sort((a, b) => (a.pricing?.price_cents ?? 0) - (b.pricing?.price_cents ?? 0));
      if (sort.endsWith('name')) results = [...results].sort((a, b) => a.product_name.localeCompare(b.product_name));
      if (sort.startsWith('-') && sort !== '-created_at') results.reverse();
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({ count: results.length, results: results.slice(offset, offset + limit) });
    }),
    http.post(apiUrl('/api/product_supplier_variant/import'), () => HttpResponse.json({ rows: 2, updated: 2 })),
    http.get(apiUrl('/api/supplier/low_stock/'), () => {
      const results = options.lowStock ?? mockLowStock.results;
      return HttpResponse.json({ ...mockLowStock, count: results.length, results });
    }),
    http.get(apiUrl('/api/catalog/:id/'), ({ params }) => {
      const product = products.get(String(params.id));
      return product ? HttpResponse.json(product) : notFound('product');
    }),
    http.post(apiUrl('/api/catalog/'), async ({ request }) => {
      sequence += 1;
      const body = (await request.json()) as { name: string; description_html?: string; unit_of_measure: string };
      const product: ProductDetail = { ...structuredClone(mockProduct), id: `product-new-${sequence}`, name: body.name, description_html: body.description_html ?? '', unit_of_measure: body.unit_of_measure, variants: [] };
      products.set(product.id, product);
      return HttpResponse.json(product, { status: 201 });
    }),
    http.put(apiUrl('/api/catalog/:id/'), async ({ params, request }) => {
      const product = products.get(String(params.id));
      if (!product) return notFound('product');
      const body = (await request.json()) as { name: string; description_html?: string; unit_of_measure: string };
      Object.assign(product, { name: body.name, description_html: body.description_html ?? '', unit_of_measure: body.unit_of_measure });
      return HttpResponse.json(product);
    }),
    http.post(apiUrl('/api/catalog/:id/variants/'), async ({ params, request }) => {
      const product = products.get(String(params.id));
      if (!product) return notFound('product');
      sequence += 1;
      const body = (await request.json()) as { name: string; sku: string };
      const variant = { id: `variant-new-${sequence}`, name: body.name, sku: body.sku, attribute_values: [], images: [] };
      product.variants.push(variant);
      offers.unshift({ ...offers[0]!, id: `offer-new-${sequence}`, product_id: product.id, variant_id: variant.id, variant_name: body.name, sku: body.sku, active: false });
      return HttpResponse.json({ ...variant, product_id: product.id, position: product.variants.length - 1, product_supplier_variant_id: `offer-new-${sequence}` }, { status: 201 });
    }),
    http.put(apiUrl('/api/catalog/variants/:id/'), async ({ params, request }) => {
      const product = [...products.values()].find((candidate) => candidate.variants.some((variant) => variant.id === params.id));
      const variant = product?.variants.find((candidate) => candidate.id === params.id);
      if (!product || !variant) return notFound('variant');
      const body = (await request.json()) as { name: string; sku: string; image_order?: string[] };
      Object.assign(variant, { name: body.name, sku: body.sku });
      if (body.image_order) variant.images = body.image_order.flatMap((id, position) => variant.images.filter((image) => image.id === id).map((image) => ({ ...image, position })));
      return HttpResponse.json({ ...variant, product_id: product.id, position: 0, product_supplier_variant_id: null });
    }),
    http.post(apiUrl('/api/catalog/variants/:id/images/'), ({ params }) => {
      const variant = [...products.values()].flatMap((product) => product.variants).find((candidate) => candidate.id === params.id);
      if (!variant) return notFound('variant');
      sequence += 1;
      variant.images.push({ id: `image-new-${sequence}`, position: variant.images.length, url: '/media/new.png', thumbnail_url: '/media/new-thumb.png', width: 800, height: 600 });
      return HttpResponse.json({ images: variant.images }, { status: 201 });
    }),
    http.delete(apiUrl('/api/catalog/variants/:id/images/'), async ({ params, request }) => {
      const variant = [...products.values()].flatMap((product) => product.variants).find((candidate) => candidate.id === params.id);
      if (!variant) return notFound('variant');
      const { images } = (await request.json()) as { images: string[] };
      variant.images = variant.images.filter((image) => !images.includes(image.id)).map((image, position) => ({ ...image, position }));
      return HttpResponse.json({ images: variant.images });
    }),
    http.put(apiUrl('/api/product_supplier_variant/:id'), async ({ params, request }) => {
      const index = offers.findIndex((offer) => offer.id === params.id);
      if (index < 0) return notFound('product offer');
      const body = (await request.json()) as { price_cents: number; stock_on_hand: number; lead_time_days: number; minimum_order_quantity: number; active: boolean; pricing_tiers?: { min_quantity: number; price_cents: number }[] };
      const offer: ProductSupplierVariant = {
        ...offers[index]!,
        stock_on_hand: body.stock_on_hand,
        lead_time_days: body.lead_time_days,
        minimum_order_quantity: body.minimum_order_quantity,
        active: body.active,
        pricing: { price_cents: body.price_cents, currency: 'USD' },
        pricing_tiers: body.pricing_tiers ?? [],
      };
      offers[index] = offer;
      return HttpResponse.json(offer);
    }),
    http.get(apiUrl('/api/supplier/'), ({ request }) => {
      const sensitive = new URL(request.url).searchParams.get('fetch_sensitive_info') === 'true';
      if (!supplier.banking_details) return HttpResponse.json(supplier);
      return HttpResponse.json(sensitive ? supplier : { ...supplier, banking_details: { ...mockSupplier.banking_details, ...supplier.banking_details, routing_number: `•••••${supplier.banking_details.routing_number.slice(-4)}`, account_number: `•••••${supplier.banking_details.account_number.slice(-4)}`, masked: true } });
    }),
    http.post(apiUrl('/api/supplier/'), async ({ request }) => {
      const body = (await request.json()) as { account_holder_name: string; routing_number: string; account_number: string };
      supplier = { ...supplier, banking_details: { ...body, masked: false, updated_at: new Date().toISOString() } };
      const masked = { ...body, routing_number: `•••••${body.routing_number.slice(-4)}`, account_number: `•••••${body.account_number.slice(-4)}`, masked: true, updated_at: new Date().toISOString() };
      return HttpResponse.json({ ...supplier, banking_details: masked });
    }),
    http.get(apiUrl('/api/company/:id'), ({ params }) => (params.id === company.id ? HttpResponse.json(company) : notFound('company'))),
    http.put(apiUrl('/api/update_company/:id'), async ({ params, request }) => {
      if (params.id !== company.id) return notFound('company');
      company = { ...company, ...((await request.json()) as Partial<typeof company>), updated_at: new Date().toISOString() };
      return HttpResponse.json(company);
    }),
  ];
}

/** The default supplier API. */
export const handlers: HttpHandler[] = createSupplierHandlers();

/** One call answering an error body with a status (to put before the default handlers). */
export function failingHandler(method: Method, path: string, status: number, body: ErrorBody): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** One call that never answers, to show a page while it loads or a form while it submits. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}
