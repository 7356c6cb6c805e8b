import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CatalogPlan } from '../catalog-generator/generator-types';
import { pictureFile, writePictures } from '../catalog-generator/images/picture-files';
import { createLocalObjectStore } from '../providers/storage/local-object-store';
import type { PictureSpec } from '../catalog-generator/images/picture-files';
import { planTaxonomy } from '../catalog-generator/plan-taxonomy';
import type { TaxonomyPlan } from '../catalog-generator/plan-taxonomy';
import { catalogTaxonomy } from '../catalog-generator/taxonomy/index';
import { writeCatalogBatch } from '../catalog-generator/write-catalog';
import type { Database } from '../db/schema';
import { nowIso } from '../lib/time';
import { findCompaniesByName, insertCompany } from '../modules/companies/companies.repository';

type SupplierKey = 'northwind' | 'granite' | 'faraway';

interface OfferSpec {
  supplier: SupplierKey;
  price: number;
  stock: number;
  lead: number;
  moq?: number;
  active?: boolean;
  tiers?: [number, number][];
}

interface VariantSpec {
  name: string;
  sku: string;
  /** [attribute code, option value] in the product's category. */
  options: [string, string][];
  pictures: number;
  offers: OfferSpec[];
}

interface ProductSpec {
  key: string;
  name: string;
  brand: string;
  category: string;
  sub: string;
  unit: string;
  variants: VariantSpec[];
}

/**
 * The fixture catalogue: a few products whose every offer is known, so tests can assert exact
 * counts, orders and dates. Suppliers: Northwind (serves 941…), Granite (94…), Faraway (10…).
 */
const products: ProductSpec[] = [
  {
    key: 'drywallPanel',
    name: 'UltraLight Drywall Panel',
    brand: 'Summit Gypsum',
    category: 'drywall',
    sub: 'drywall-panels',
    unit: 'sheet',
    variants: [
      {
        name: '1/2 in, 4 ft x 8 ft',
        sku: 'SG-UDP-0001-01',
        options: [['thickness', '1/2 in'], ['panel_size', '4 ft x 8 ft'], ['panel_type', 'Lightweight']],
        pictures: 3,
        offers: [
          { supplier: 'northwind', price: 1450, stock: 200, moq: 10, lead: 3, tiers: [[50, 1390], [200, 1320]] },
          { supplier: 'granite', price: 1399, stock: 5, moq: 10, lead: 7 },
          { supplier: 'faraway', price: 1299, stock: 100, lead: 2 },
        ],
      },
      {
        name: '5/8 in, 4 ft x 8 ft',
        sku: 'SG-UDP-0001-02',
        options: [['thickness', '5/8 in'], ['panel_size', '4 ft x 8 ft'], ['panel_type', 'Lightweight']],
        pictures: 1,
        offers: [{ supplier: 'northwind', price: 1650, stock: 0, lead: 5 }],
      },
    ],
  },
  {
    key: 'jointCompound',
    name: 'All-Purpose Joint Compound',
    brand: 'WallCraft',
    category: 'drywall',
    sub: 'joint-compound',
    unit: 'each',
    variants: [{ name: '4.5 gal bucket', sku: 'WC-APJ-0002-01', options: [['container', '4.5 gal bucket']], pictures: 1, offers: [{ supplier: 'granite', price: 1899, stock: 40, lead: 2 }] }],
  },
  {
    key: 'drywallScrews',
    name: 'Coarse Thread Drywall Screws',
    brand: 'Ironclad Fasteners',
    category: 'fasteners',
    sub: 'screws',
    unit: 'box',
    variants: [
      { name: '1-5/8 in, 1 lb box', sku: 'IF-DS-0003-01', options: [['length', '1-5/8 in'], ['package', '1 lb box'], ['finish', 'Zinc Plated']], pictures: 1, offers: [{ supplier: 'northwind', price: 899, stock: 500, lead: 1 }] },
    ],
  },
  {
    key: 'plywood',
    name: 'Structural CDX Plywood',
    brand: 'Cascadia Timber',
    category: 'lumber-composites',
    sub: 'plywood',
    unit: 'sheet',
    variants: [
      {
        name: '1/2 in',
        sku: 'CT-CDX-0004-01',
        options: [['thickness', '1/2 in'], ['panel_size', '4 ft x 8 ft']],
        pictures: 2,
        offers: [
          { supplier: 'northwind', price: 3299, stock: 60, lead: 4 },
          { supplier: 'granite', price: 3199, stock: 0, lead: 10 },
        ],
      },
      {
        name: '3/4 in',
        sku: 'CT-CDX-0004-02',
        options: [['thickness', '3/4 in'], ['panel_size', '4 ft x 8 ft']],
        pictures: 1,
        offers: [{ supplier: 'northwind', price: 4599, stock: 12, lead: 4 }],
      },
    ],
  },
  {
    key: 'framingLumber',
    name: 'Kiln-Dried Framing Lumber',
    brand: 'Cascadia Timber',
    category: 'lumber-composites',
    sub: 'dimensional-lumber',
    unit: 'piece',
    variants: [
      {
        name: '2x4, 8 ft',
        sku: 'CT-FL-0005-01',
        options: [['nominal_size', '2x4'], ['length', '8 ft'], ['species', 'Douglas Fir']],
        pictures: 1,
        offers: [
          { supplier: 'northwind', price: 549, stock: 1000, lead: 2 },
          { supplier: 'granite', price: 529, stock: 800, lead: 2, active: false },
        ],
      },
    ],
  },
  {
    key: 'cedarBoard',
    name: 'Select Cedar Board',
    brand: 'Cascadia Timber',
    category: 'lumber-composites',
    sub: 'trim-boards',
    unit: 'piece',
    variants: [{ name: '1x6, 8 ft', sku: 'CT-CB-0006-01', options: [['nominal_size', '1x6'], ['length', '8 ft']], pictures: 0, offers: [] }],
  },
];

/** Ids of everything the fixture created. */
export interface CatalogFixture {
  taxonomy: TaxonomyPlan;
  companies: Record<SupplierKey | 'summit' | 'otherBuilder', string>;
  projects: { missionBay: string; brooklyn: string; otherCompany: string };
  products: Record<string, { id: string; variants: { id: string; sku: string; offers: { id: string; supplier: SupplierKey; active: boolean }[] }[] }>;
}

async function company(db: Kysely<Database>, name: string, type: 'builder' | 'supplier'): Promise<string> {
  const existing = (await findCompaniesByName(db, name, type))[0];
  if (existing) return existing.id;
  const id = randomUUID();
  await insertCompany(db, { id, name, company_type: type, created_at: nowIso() });
  return id;
}

async function project(db: Kysely<Database>, companyId: string, name: string, postalCode: string): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('projects')
    .values({ id, company_id: companyId, name, status: 'active', street: '1 Main St', city: 'City', state: 'CA', postal_code: postalCode, site_contact_name: null, site_contact_phone: null, delivery_instructions: null, start_date: null, end_date: null, created_at: now, updated_at: now })
    .execute();
  return id;
}

/**
 * Writes the fixture catalogue into a test app's database (on top of the demo accounts), with
 * its pictures in `uploadsDir` when given. Products get creation times one minute apart, in
 * the order listed, so "newest first" is known.
 */
export async function createCatalogFixture(db: Kysely<Database>, uploadsDir?: string): Promise<CatalogFixture> {
  const taxonomy = planTaxonomy(catalogTaxonomy);
  const companies = {
    northwind: await company(db, 'Northwind Lumber Co.', 'supplier'),
    granite: await company(db, 'Granite Supply Inc.', 'supplier'),
    faraway: await company(db, 'Faraway Supply', 'supplier'),
    summit: await company(db, 'Summit Builders', 'builder'),
    otherBuilder: await company(db, 'Other Builders LLC', 'builder'),
  };
  await db
    .insertInto('supplier_service_areas')
    .values([
      { company_id: companies.northwind, postal_prefix: '941' },
      { company_id: companies.granite, postal_prefix: '94' },
      { company_id: companies.faraway, postal_prefix: '10' },
    ])
    .execute();
  await db.insertInto('warehouses').values({ id: randomUUID(), company_id: companies.northwind, name: 'Oakland Yard', postal_code: '94607', created_at: nowIso() }).execute();
  const projects = {
    missionBay: await project(db, companies.summit, 'Mission Bay Townhomes', '94158'),
    brooklyn: await project(db, companies.summit, 'Brooklyn Loft', '11201'),
    otherCompany: await project(db, companies.otherBuilder, 'Someone Else’s Site', '94110'),
  };

  const plan: CatalogPlan = {
    brands: taxonomy.brands,
    categories: taxonomy.categories,
    attributes: taxonomy.attributes,
    options: taxonomy.options,
    products: [],
    variants: [],
    attributeValues: [],
    images: [],
    productSuppliers: [],
    psvs: [],
    pricingTiers: [],
    pictures: [],
  };
  const pictures: PictureSpec[] = [];
  const created: CatalogFixture['products'] = {};
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  products.forEach((spec, index) => {
    const productId = randomUUID();
    const at = new Date(base + index * 60_000).toISOString();
    plan.products.push({
      id: productId,
      name: spec.name,
      slug: spec.key,
      description_html: `<p>${spec.name}</p>`,
      brand_id: taxonomy.brandId(spec.brand),
      category_id: taxonomy.categoryId(spec.category),
      sub_category_id: taxonomy.categoryId(spec.sub),
      unit_of_measure: spec.unit,
      created_at: at,
      updated_at: at,
    });
    const sellers = new Set<SupplierKey>();
    created[spec.key] = {
      id: productId,
      variants: spec.variants.map((variant, position) => {
        const variantId = randomUUID();
        plan.variants.push({ id: variantId, product_id: productId, name: variant.name, sku: variant.sku, position, created_at: at });
        for (const [code, value] of variant.options) {
          plan.attributeValues.push({ variant_id: variantId, attribute_id: taxonomy.attributeId(spec.category, code), option_id: taxonomy.optionId(spec.category, code, value) });
        }
        for (let view = 0; view < variant.pictures; view += 1) {
          const picture: PictureSpec = { kind: 'sheet', color: '#d8d4c8', view };
          const file = pictureFile(picture);
          pictures.push(picture);
          plan.images.push({ id: randomUUID(), variant_id: variantId, position: view, path: file.path, thumbnail_path: file.thumbnailPath, width: file.width, height: file.height, created_at: at });
        }
        const offers = variant.offers.map((offer, offerIndex) => {
          const psvId = randomUUID();
          sellers.add(offer.supplier);
          const psvAt = new Date(Date.parse(at) + offerIndex * 1000 + position * 10_000).toISOString();
          plan.psvs.push({
            id: psvId,
            product_id: productId,
            variant_id: variantId,
            company_id: companies[offer.supplier],
            price_cents: offer.price,
            currency: 'USD',
            stock_on_hand: offer.stock,
            lead_time_days: offer.lead,
            minimum_order_quantity: offer.moq ?? 1,
            active: offer.active === false ? 0 : 1,
            created_at: psvAt,
            updated_at: psvAt,
          });
          for (const [minQuantity, price] of offer.tiers ?? []) plan.pricingTiers.push({ psv_id: psvId, min_quantity: minQuantity, price_cents: price });
          return { id: psvId, supplier: offer.supplier, active: offer.active !== false };
        });
        return { id: variantId, sku: variant.sku, offers };
      }),
    };
    for (const seller of sellers) plan.productSuppliers.push({ id: randomUUID(), product_id: productId, company_id: companies[seller], created_at: at });
  });

  if (uploadsDir) await writePictures(createLocalObjectStore(uploadsDir), pictures);
  await db.transaction().execute((trx) => writeCatalogBatch(trx, plan));
  return { taxonomy, companies, projects, products: created };
}

/** The UTC dates `days` after today, computed just before and after a request (midnight-proof). */
export function utcDatesAfter(days: number, around: [Date, Date]): string[] {
  return [...new Set(around.map((date) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10)))];
}

/** The id of a fixture offer: the product's variant (the first by default) as sold by a supplier. */
export function offerOf(fixture: CatalogFixture, product: string, supplier: SupplierKey, variant = 0): string {
  const offer = fixture.products[product]?.variants[variant]?.offers.find((candidate) => candidate.supplier === supplier);
  if (!offer) throw new Error(`The fixture has no ${supplier} offer of ${product}`);
  return offer.id;
}
