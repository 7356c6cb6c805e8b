import type {
  AttributeValue,
  Brand,
  CatalogMetadata,
  Category,
  ErrorBody,
  ProductAttribute,
  ProductDetail,
  ProductSupplierVariant,
  SupplierCompany,
  VariantImage,
} from '@marketplace/contracts';

/** The selected project of stories and tests: Northside delivers to it, Harbor does not. */
export const mockProject = { id: 'proj-maple', name: 'Maple Street Duplex', postal_code: '97201' };

/** The day after "today" of the mocks: the earliest delivery of an offer in stock. */
export const mockNextDay = '2026-11-24';
/** The earliest delivery of an offer out of stock, after its lead time. */
export const mockLeadTimeDay = '2026-12-03';

/** An error body as the API writes it. */
export function errorBody(code: string, message: string): ErrorBody {
  return { code, message, display_error: message };
}

/** A labelled SVG picture as a data URL, so stories show images without a media server. */
function picture(label: string, color: string, width: number, height: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(width / 12)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

function images(key: string, labels: readonly string[], color: string): VariantImage[] {
  return labels.map((label, position) => ({
    id: `img-${key}-${position}`,
    position,
    url: picture(label, color, 800, 600),
    thumbnail_url: picture(label, color, 200, 150),
    width: 800,
    height: 600,
  }));
}

/** Brands of the mock catalogue. */
export const brands: Brand[] = [
  { id: 'brand-cascade', name: 'Cascade Timber', slug: 'cascade-timber' },
  { id: 'brand-summit', name: 'Summit Gypsum', slug: 'summit-gypsum' },
  { id: 'brand-ironclad', name: 'Ironclad Fasteners', slug: 'ironclad-fasteners' },
];

const sub = (id: string, name: string, parent: string) => ({ id, name, slug: id.replace('cat-', ''), parent_id: parent });

/** Categories of the mock catalogue, each with two sub-categories. */
export const categories: Category[] = [
  {
    id: 'cat-lumber',
    name: 'Lumber',
    slug: 'lumber',
    parent_id: null,
    sub_categories: [sub('cat-dimensional', 'Dimensional lumber', 'cat-lumber'), sub('cat-plywood', 'Plywood & OSB', 'cat-lumber')],
  },
  {
    id: 'cat-drywall',
    name: 'Drywall',
    slug: 'drywall',
    parent_id: null,
    sub_categories: [sub('cat-gypsum', 'Gypsum board', 'cat-drywall'), sub('cat-compound', 'Joint compound', 'cat-drywall')],
  },
  {
    id: 'cat-fasteners',
    name: 'Fasteners',
    slug: 'fasteners',
    parent_id: null,
    sub_categories: [sub('cat-screws', 'Screws', 'cat-fasteners'), sub('cat-nails', 'Nails', 'cat-fasteners')],
  },
];

const options = (prefix: string, values: readonly string[]) =>
  values.map((value) => ({ id: `opt-${prefix}-${value.replace(/[^a-z0-9]+/gi, '').toLowerCase()}`, value }));

/** Attributes of the mock categories, with their options. */
export const attributes: ProductAttribute[] = [
  { id: 'attr-size', category_id: 'cat-lumber', name: 'Nominal size', code: 'size', options: options('size', ['2x4', '2x6', '3/4 in']) },
  { id: 'attr-length', category_id: 'cat-lumber', name: 'Length', code: 'length', options: options('length', ['8 ft', '10 ft', '12 ft']) },
  { id: 'attr-grade', category_id: 'cat-lumber', name: 'Grade', code: 'grade', options: options('grade', ['#2', 'Select']) },
  { id: 'attr-thickness', category_id: 'cat-drywall', name: 'Thickness', code: 'thickness', options: options('thickness', ['1/2 in', '5/8 in']) },
  { id: 'attr-finish', category_id: 'cat-fasteners', name: 'Finish', code: 'finish', options: options('finish', ['Phosphate', 'Zinc']) },
];

function value(code: string, text: string): AttributeValue {
  const attribute = attributes.find((candidate) => candidate.code === code);
  const option = attribute?.options?.find((candidate) => candidate.value === text);
  if (!attribute || !option) throw new Error(`No mock option ${code}=${text}`);
  return { attribute_id: attribute.id, code, name: attribute.name, option_id: option.id, value: text };
}

/** The two supplier companies of the mocks. */
export const suppliers: SupplierCompany[] = [
  { id: 'sup-northside', name: 'Northside Building Supply' },
  { id: 'sup-harbor', name: 'Harbor Lumber Co.' },
];

interface MockVariant {
  id: string;
  name: string;
  sku: string;
  values: AttributeValue[];
  /** Price at Northside in cents; Harbor asks 4% more. */
  priceCents: number;
}

interface MockProduct {
  detail: Omit<ProductDetail, 'variants'>;
  color: string;
  variants: MockVariant[];
}

const lumberVariants: MockVariant[] = ['2x4', '2x6'].flatMap((size, sizeIndex) =>
  ['8 ft', '10 ft', '12 ft'].flatMap((length, lengthIndex) =>
    ['#2', 'Select'].map((grade, gradeIndex) => ({
      id: `var-stud-${size}-${parseInt(length, 10)}-${gradeIndex === 0 ? 'no2' : 'sel'}`,
      name: `${size} × ${length} ${grade}`,
      sku: `DF-${size.replace('x', '')}-${parseInt(length, 10)}-${gradeIndex === 0 ? '2' : 'S'}`,
      values: [value('size', size), value('length', length), value('grade', grade)],
      priceCents: 489 + sizeIndex * 310 + lengthIndex * 145 + gradeIndex * 220,
    })),
  ),
);

const base = (id: string, name: string, brand: Brand, category: string, subCategory: string, unit: string, createdAt: string) => {
  const parent = categories.find((candidate) => candidate.id === category);
  const child = parent?.sub_categories?.find((candidate) => candidate.id === subCategory);
  if (!parent || !child) throw new Error(`No mock category ${category}/${subCategory}`);
  return {
    id,
    name,
    slug: id.replace('prod-', ''),
    description_html: `<p>${name} for residential and light commercial work.</p>`,
    unit_of_measure: unit,
    brand,
    category: { id: parent.id, name: parent.name, slug: parent.slug },
    sub_category: { id: child.id, name: child.name, slug: child.slug },
    created_at: createdAt,
  };
};

const [cascade, summit, ironclad] = brands as [Brand, Brand, Brand];

/** The mock catalogue: lumber, plywood, drywall and fasteners. */
export const mockProducts: MockProduct[] = [
  {
    detail: base('prod-stud', 'Douglas Fir Framing Lumber', cascade, 'cat-lumber', 'cat-dimensional', 'each', '2026-10-01T15:00:00Z'),
    color: '#a0522d',
    variants: lumberVariants,
  },
  {
    detail: base('prod-plywood', 'CDX Plywood Sheathing', cascade, 'cat-lumber', 'cat-plywood', 'sheet', '2026-10-05T15:00:00Z'),
    color: '#b8860b',
    variants: [
      { id: 'var-plywood-34', name: '3/4 in × 4 ft × 8 ft', sku: 'CDX-34-48', values: [value('size', '3/4 in'), value('length', '8 ft')], priceCents: 5249 },
    ],
  },
  {
    detail: base('prod-drywall', 'Regular Gypsum Board', summit, 'cat-drywall', 'cat-gypsum', 'sheet', '2026-10-10T15:00:00Z'),
    color: '#708090',
    variants: [
      { id: 'var-drywall-12', name: '1/2 in × 4 ft × 8 ft', sku: 'SG-12-48', values: [value('thickness', '1/2 in')], priceCents: 1398 },
      { id: 'var-drywall-58', name: '5/8 in Type X × 4 ft × 8 ft', sku: 'SG-58X-48', values: [value('thickness', '5/8 in')], priceCents: 1749 },
    ],
  },
  {
    detail: base('prod-screws', 'Coarse Thread Drywall Screws, 1-5/8 in', ironclad, 'cat-fasteners', 'cat-screws', 'box of 1,000', '2026-10-15T15:00:00Z'),
    color: '#2f4f4f',
    variants: [
      { id: 'var-screws-phos', name: 'Phosphate, box of 1,000', sku: 'IC-DS158-P', values: [value('finish', 'Phosphate')], priceCents: 2195 },
      { id: 'var-screws-zinc', name: 'Zinc, box of 1,000', sku: 'IC-DS158-Z', values: [value('finish', 'Zinc')], priceCents: 2649 },
    ],
  },
];

/** The catalogue product of a mock product, with its variants and their images. */
export function productDetail(product: MockProduct): ProductDetail {
  return {
    ...product.detail,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      attribute_values: variant.values,
      images: images(variant.id, [variant.name, 'Detail', 'Stacked'], product.color),
    })),
  };
}

const [northside, harbor] = suppliers as [SupplierCompany, SupplierCompany];

/**
 * Every offer of the mock catalogue. Northside sells everything; Harbor sells the lumber and the
 * drywall. A few offers are out of stock so lead times show.
 */
export const productSupplierVariants: ProductSupplierVariant[] = mockProducts.flatMap((product) =>
  [northside, harbor]
    .filter((supplier) => supplier === northside || product.detail.category.id !== 'cat-fasteners')
    .flatMap((supplier) =>
      product.variants.map((variant, index): ProductSupplierVariant => {
        const isHarbor = supplier === harbor;
        const priceCents = isHarbor ? Math.round(variant.priceCents * 1.04) : variant.priceCents;
        return {
          id: `psv-${supplier.id.replace('sup-', '')}-${variant.id.replace('var-', '')}`,
          product_id: product.detail.id,
          variant_id: variant.id,
          supplier_id: supplier.id,
          product_name: product.detail.name,
          variant_name: variant.name,
          sku: variant.sku,
          unit_of_measure: product.detail.unit_of_measure,
          brand: product.detail.brand,
          category_id: product.detail.category.id,
          sub_category_id: product.detail.sub_category?.id ?? null,
          stock_on_hand: index % 4 === 3 ? 0 : 120 + index * 35,
          lead_time_days: isHarbor ? 5 : 7,
          // Plywood is sold by the five-sheet bundle, so a minimum above one is in the mocks.
          minimum_order_quantity: product.detail.id === 'prod-plywood' ? 5 : 1,
          active: true,
          // Minutes apart so "newest first" has one answer.
          created_at: new Date(Date.parse(product.detail.created_at) + index * 60_000).toISOString(),
          images: images(variant.id, [variant.name, 'Detail', 'Stacked'], product.color),
          pricing: { price_cents: priceCents, currency: 'USD' },
          pricing_tiers: [
            { min_quantity: 1, price_cents: priceCents },
            { min_quantity: 50, price_cents: Math.round(priceCents * 0.95) },
            { min_quantity: 200, price_cents: Math.round(priceCents * 0.9) },
          ],
          attribute_options: variant.values,
          supplier: { id: `${supplier.id}-profile`, service_areas: isHarbor ? ['981'] : ['972', '970'], warehouses: [] },
          supplier_company: supplier,
        };
      }),
    ),
);

/** GET /api/catalog/metadata of the mocks. */
export const catalogMetadata: CatalogMetadata = {
  brands,
  categories,
  attributes,
  units_of_measure: ['each', 'sheet', 'box of 1,000'],
  sort_options: ['-created_at', 'created_at', 'price', '-price', 'name', '-name'],
};

/** The first lumber offer at Northside: the product page most stories open. */
export const studOffer = productSupplierVariants[0] as ProductSupplierVariant;
