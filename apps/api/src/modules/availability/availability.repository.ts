import type { AvailabilityProject } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { postalPrefixes } from './availability-rules';

/**
 * A project of the caller's company, with its delivery postal code. Projects belong to the
 * projects module; availability only reads them.
 */
export async function findCompanyProject(db: Executor, projectId: string, companyId: string): Promise<AvailabilityProject | undefined> {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'postal_code'])
    .where('id', '=', projectId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The suppliers with a service area covering this postal code. */
export async function suppliersServing(db: Executor, postalCode: string): Promise<Set<string>> {
  const prefixes = postalPrefixes(postalCode);
  if (prefixes.length === 0) return new Set();
  const rows = await db.selectFrom('supplier_service_areas').select('company_id').where('postal_prefix', 'in', prefixes).execute();
  return new Set(rows.map((row) => row.company_id));
}

/** True when the variant exists. */
export async function variantExists(db: Executor, variantId: string): Promise<boolean> {
  return (await db.selectFrom('variants').select('id').where('id', '=', variantId).executeTakeFirst()) !== undefined;
}

/** The active offers of a variant with their suppliers' names, cheapest first. */
export async function activeOffersOfVariant(db: Executor, variantId: string) {
  return db
    .selectFrom('product_supplier_variants as psv')
    .innerJoin('companies as c', 'c.id', 'psv.company_id')
    .select([
      'psv.id',
      'psv.company_id',
      'c.name as company_name',
      'psv.price_cents',
      'psv.currency',
      'psv.stock_on_hand',
      'psv.minimum_order_quantity',
      'psv.lead_time_days',
    ])
    .where('psv.variant_id', '=', variantId)
    .where('psv.active', '=', 1)
    .orderBy('psv.price_cents')
    .orderBy('psv.id')
    .execute();
}
