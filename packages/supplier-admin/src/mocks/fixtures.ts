import type {
  CatalogMetadata,
  Company,
  ErrorBody,
  LowStockResponse,
  ProductDetail,
  ProductSupplierVariant,
  SupplierResponse,
  UserResponse,
} from '@marketplace/contracts';

/** An error body as the API sends it. */
export function errorBody(code: string, displayError: string, fields?: Record<string, string>): ErrorBody {
  return { code, message: displayError, display_error: displayError, ...(fields ? { fields } : {}) };
}

export const SUPPLIER_COMPANY_ID = 'company-northwind';

/** The signed-in supplier (wire form). */
export const mockSupplierUser: UserResponse = {
  id: 'user-supplier',
  email: 'supplier@example.com',
  first_name: 'Sam',
  last_name: 'Supplier',
  tos_accepted: true,
  email_verified: true,
  user_type: 'supplier',
  company: { id: SUPPLIER_COMPANY_ID, name: 'Northwind Lumber Co.', company_type: 'supplier' },
};

/** A builder receiver (wire form). */
export const mockReceiverUser: UserResponse = {
  ...mockSupplierUser,
  id: 'user-receiver',
  email: 'receiver@example.com',
  first_name: 'Rae',
  last_name: 'Receiver',
  user_type: 'builder_receiver',
  company: { id: 'company-summit', name: 'Summit Builders', company_type: 'builder' },
};

/** GET /api/catalog/metadata (wire form), cut down to what the supplier forms read. */
export const mockMetadata: CatalogMetadata = {
  brands: [
    { id: 'brand-summit', name: 'Summit Gypsum', slug: 'summit-gypsum' },
    { id: 'brand-cascadia', name: 'Cascadia Timber', slug: 'cascadia-timber' },
  ],
  categories: [
    {
      id: 'cat-drywall',
      name: 'Drywall',
      slug: 'drywall',
      parent_id: null,
      sub_categories: [{ id: 'sub-panels', name: 'Drywall panels', slug: 'drywall-panels', parent_id: 'cat-drywall' }],
    },
    {
      id: 'cat-lumber',
      name: 'Lumber',
      slug: 'lumber',
      parent_id: null,
      sub_categories: [{ id: 'sub-plywood', name: 'Plywood', slug: 'plywood', parent_id: 'cat-lumber' }],
    },
  ],
  attributes: [
    {
      id: 'attr-thickness',
      category_id: 'cat-drywall',
      name: 'Thickness',
      code: 'thickness',
      options: [
        { id: 'opt-half', value: '1/2 in' },
        { id: 'opt-five-eighths', value: '5/8 in' },
      ],
    },
  ],
  units_of_measure: ['box', 'each', 'sheet'],
  sort_options: ['-created_at', 'created_at', 'name', '-name', 'price', '-price'],
};

const image = (id: string) => ({ id, position: 0, url: `/media/${id}.png`, thumbnail_url: `/media/${id}-thumb.png`, width: 800, height: 600 });

/** GET /api/catalog/{id}/ of the mock product (wire form). */
export const mockProduct: ProductDetail = {
  id: 'product-panel',
  name: 'UltraLight Drywall Panel',
  slug: 'ultralight-drywall-panel',
  description_html: '<p>Lightweight <strong>gypsum</strong> panel.</p>',
  unit_of_measure: 'sheet',
  brand: { id: 'brand-summit', name: 'Summit Gypsum', slug: 'summit-gypsum' },
  category: { id: 'cat-drywall', name: 'Drywall', slug: 'drywall' },
  sub_category: { id: 'sub-panels', name: 'Drywall panels', slug: 'drywall-panels' },
  variants: [
    {
      id: 'variant-half',
      name: '1/2 in, 4 ft x 8 ft',
      sku: 'SG-UDP-0001-01',
      attribute_values: [{ attribute_id: 'attr-thickness', code: 'thickness', name: 'Thickness', option_id: 'opt-half', value: '1/2 in' }],
      images: [image('panel-1'), { ...image('panel-2'), position: 1 }],
    },
  ],
  created_at: '2026-02-01T10:00:00.000Z',
};

/** One of the supplier's offers (wire form). */
export function mockOffer(overrides: Partial<ProductSupplierVariant> = {}): ProductSupplierVariant {
  return {
    id: 'offer-half',
    product_id: 'product-panel',
    variant_id: 'variant-half',
    supplier_id: SUPPLIER_COMPANY_ID,
    product_name: 'UltraLight Drywall Panel',
    variant_name: '1/2 in, 4 ft x 8 ft',
    sku: 'SG-UDP-0001-01',
    unit_of_measure: 'sheet',
    brand: { id: 'brand-summit', name: 'Summit Gypsum', slug: 'summit-gypsum' },
    category_id: 'cat-drywall',
    sub_category_id: 'sub-panels',
    stock_on_hand: 200,
    lead_time_days: 3,
    minimum_order_quantity: 10,
    active: true,
    created_at: '2026-02-01T10:00:00.000Z',
    images: [image('panel-1')],
    pricing: { price_cents: 1450, currency: 'USD' },
    pricing_tiers: [{ min_quantity: 50, price_cents: 1390 }],
    ...overrides,
  };
}

/** The supplier's offers list: 25 offers, so the list pages. */
export const mockOffers: ProductSupplierVariant[] = Array.from({ length: 25 }, (_, index) =>
  mockOffer(
    index === 0
      ? {}
      : {
          id: `offer-${index}`,
          product_id: `product-${index}`,
          variant_id: `variant-${index}`,
          product_name: `Structural Plywood ${index}`,
          variant_name: `${index}/8 in`,
          sku: `CT-PLY-${String(index).padStart(4, '0')}`,
          category_id: 'cat-lumber',
          stock_on_hand: index * 7,
          active: index % 5 !== 0,
          pricing: { price_cents: 2000 + index * 100, currency: 'USD' },
        },
  ),
);

/** GET /api/supplier/low_stock/ */
export const mockLowStock: LowStockResponse = {
  count: 2,
  threshold: 10,
  results: [
    { id: 'offer-low-1', product_id: 'product-panel', product_name: 'UltraLight Drywall Panel', variant_name: '5/8 in, 4 ft x 8 ft', sku: 'SG-UDP-0001-02', stock_on_hand: 0, minimum_order_quantity: 1 },
    { id: 'offer-low-2', product_id: 'product-1', product_name: 'Structural Plywood 1', variant_name: '1/8 in', sku: 'CT-PLY-0001', stock_on_hand: 7, minimum_order_quantity: 1 },
  ],
};

/** GET /api/supplier/ without and with fetch_sensitive_info. */
export const mockSupplier: SupplierResponse = {
  id: SUPPLIER_COMPANY_ID,
  name: 'Northwind Lumber Co.',
  banking_details: { account_holder_name: 'Northwind Lumber Co.', routing_number: '•••••0358', account_number: '•••••6789', masked: true, updated_at: '2026-02-01T10:00:00.000Z' },
};
export const mockSupplierSensitive: SupplierResponse = {
  ...mockSupplier,
  banking_details: { account_holder_name: 'Northwind Lumber Co.', routing_number: '121000358', account_number: '000123456789', masked: false, updated_at: '2026-02-01T10:00:00.000Z' },
};

/** GET /api/company/{id} of the supplier's company. */
export const mockCompany: Company = {
  id: SUPPLIER_COMPANY_ID,
  name: 'Northwind Lumber Co.',
  company_type: 'supplier',
  phone: '(415) 555-0100',
  website: 'https://northwind.example',
  street: '500 Mill Rd',
  city: 'Oakland',
  state: 'CA',
  postal_code: '94607',
  description: 'Lumber and sheet goods since 1952.',
  updated_at: '2026-02-01T10:00:00.000Z',
};
