import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateCatalog } from '../../../catalog-generator/generate-catalog';
import type { GeneratedCatalog } from '../../../catalog-generator/generate-catalog';
import type { GeneratorSupplier } from '../../../catalog-generator/generator-types';
import { nowIso } from '../../../lib/time';
import { createLocalObjectStore } from '../../../providers/storage/local-object-store';
import type { ObjectStore } from '../../../providers/storage/object-store';
import { findCompaniesByName, insertCompany } from '../../../modules/companies/companies.repository';
import type { Database } from '../../schema';
import { DEMO_BUILDER, demoProjects, demoSuppliers } from './demo-suppliers';

/** The demo catalogue's size when none is asked for: a few hundred products. */
export const DEMO_PRODUCTS = 300;
/** The demo catalogue's seed: every new demo database gets the same catalogue. */
export const DEMO_CATALOG_SEED = 20_260_101;

/** Options of {@link seedDemoCatalog}. */
export interface DemoCatalogOptions {
  /** The media store the product pictures go to (the configured one: MEDIA_DIR or the bucket)… */
  pictures?: ObjectStore;
  /** …or a folder on the local disk (MEDIA_DIR), when no store is given. */
  uploadsDir?: string;
  /** Products to generate (default {@link DEMO_PRODUCTS})… */
  products?: number;
  /** …or exactly this many product supplier variants. */
  psvs?: number;
  seed?: number;
  onProgress?: (productSupplierVariants: number) => void;
}

/** What the demo catalogue seed did. */
export interface DemoCatalogOutcome {
  /** Null when the database already had a catalogue and nothing was generated. */
  catalog: GeneratedCatalog | null;
  suppliersCreated: number;
  projectsCreated: number;
}

/** Thrown when a catalogue of a given size is asked for but the database already has one. */
export class CatalogExistsError extends Error {
  constructor() {
    super('This database already has a catalogue. Generate a catalogue of a chosen size into a new database (a fresh DATA_DIR or DATABASE_URL).');
    this.name = 'CatalogExistsError';
  }
}

/** The supplier companies of the demo catalogue, created (with service areas and warehouses) when missing. */
async function ensureSuppliers(db: Kysely<Database>): Promise<{ suppliers: GeneratorSupplier[]; created: number }> {
  let created = 0;
  const suppliers: GeneratorSupplier[] = [];
  await db.transaction().execute(async (trx) => {
    for (const demo of demoSuppliers) {
      let company = (await findCompaniesByName(trx, demo.name, 'supplier'))[0];
      if (!company) {
        company = { id: randomUUID(), name: demo.name, company_type: 'supplier', created_at: nowIso() };
        await insertCompany(trx, company);
        created += 1;
      }
      const hasAreas = await trx.selectFrom('supplier_service_areas').select('company_id').where('company_id', '=', company.id).executeTakeFirst();
      if (!hasAreas) {
        await trx.insertInto('supplier_service_areas').values(demo.serviceAreas.map((prefix) => ({ company_id: company.id, postal_prefix: prefix }))).execute();
        await trx
          .insertInto('warehouses')
          .values(demo.warehouses.map((warehouse) => ({ id: randomUUID(), company_id: company.id, name: warehouse.name, postal_code: warehouse.postalCode, created_at: nowIso() })))
          .execute();
      }
      suppliers.push({ id: company.id, specialties: demo.specialties, priceFactor: demo.priceFactor, reach: demo.reach });
    }
  });
  return { suppliers, created };
}

/** The demo builder's projects, created when the builder has none. */
async function ensureProjects(db: Kysely<Database>): Promise<number> {
  const builder = (await findCompaniesByName(db, DEMO_BUILDER, 'builder'))[0];
  if (!builder) return 0;
  const existing = await db.selectFrom('projects').select('id').where('company_id', '=', builder.id).executeTakeFirst();
  if (existing) return 0;
  const now = nowIso();
  await db
    .insertInto('projects')
    .values(
      demoProjects.map((project) => ({
        id: randomUUID(),
        company_id: builder.id,
        name: project.name,
        status: 'active' as const,
        street: project.street,
        city: project.city,
        state: project.state,
        postal_code: project.postalCode,
        site_contact_name: 'Dana Builder',
        site_contact_phone: '+1 415 555 0134',
        delivery_instructions: project.deliveryInstructions,
        start_date: now.slice(0, 10),
        end_date: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return demoProjects.length;
}

/**
 * Gives a database the demo catalogue: the supplier companies (the two demo supplier accounts
 * and several more), the demo builder's projects, and a generated catalogue. Runs once: a
 * database with products keeps them, and asking for a size then is an error rather than a
 * silent mix of two catalogues. Run after the account seed, whose companies it uses.
 */
export async function seedDemoCatalog(db: Kysely<Database>, options: DemoCatalogOptions = {}): Promise<DemoCatalogOutcome> {
  const { suppliers, created } = await ensureSuppliers(db);
  const projectsCreated = await ensureProjects(db);
  const hasCatalog = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (hasCatalog) {
    if (options.products !== undefined || options.psvs !== undefined) throw new CatalogExistsError();
    return { catalog: null, suppliersCreated: created, projectsCreated };
  }
  const pictures = options.pictures ?? (options.uploadsDir ? createLocalObjectStore(options.uploadsDir) : undefined);
  const catalog = await generateCatalog(db, {
    seed: options.seed ?? DEMO_CATALOG_SEED,
    ...(options.psvs !== undefined ? { psvs: options.psvs } : { products: options.products ?? DEMO_PRODUCTS }),
    suppliers,
    ...(pictures ? { pictures } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  return { catalog, suppliersCreated: created, projectsCreated };
}
