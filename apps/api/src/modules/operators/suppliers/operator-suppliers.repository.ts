import type { operatorSupplierListQuerySchema } from '@marketplace/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/schema';
import { containsText } from '../../catalog/text-filter';
import { countRows } from '../../../db/count-rows';

type ListQuery = z.output<typeof operatorSupplierListQuerySchema>;

/** The profile fields a supplier fills in before it is ready to sell: how builders reach it and where it is. */
export const REQUIRED_PROFILE_FIELDS = ['phone', 'street', 'city', 'state', 'postal_code'] as const;

const countOf = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** Supplier companies, newest first, with their onboarding facts. */
export async function listSuppliers(db: Executor, query: ListQuery) {
  let base = db.selectFrom('companies as c').leftJoin('supplier_approvals as sa', 'sa.company_id', 'c.id').where('c.company_type', '=', 'supplier');
  if (query.search) base = base.where(containsText('c.name', query.search));
  // A supplier without a status row is approved.
  if (query.approval_status === 'approved') base = base.where((eb) => eb.or([eb('sa.status', 'is', null), eb('sa.status', '=', 'approved')]));
  else if (query.approval_status) base = base.where('sa.status', '=', query.approval_status);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('company_profiles as p', 'p.company_id', 'c.id')
      .leftJoin('supplier_banking_details as b', 'b.company_id', 'c.id')
      .select(['c.id', 'c.name', 'c.created_at', 'sa.status', 'b.company_id as banking_company_id', ...REQUIRED_PROFILE_FIELDS.map((field) => `p.${field}` as const)])
      // Counted from the (company_id, created_at) index alone, without reading the offers.
      .select((eb) => eb.selectFrom('product_supplier_variants as psv').select(eb.fn.countAll<string | number>().as('n')).whereRef('psv.company_id', '=', 'c.id').as('offers_count'))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countRows(base),
  ]);
  return {
    count,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      created_at: row.created_at,
      approval_status: row.status ?? ('approved' as const),
      missing_profile_fields: REQUIRED_PROFILE_FIELDS.filter((field) => !row[field]),
      banking_details_on_file: row.banking_company_id !== null,
      offers_count: countOf(row.offers_count),
    })),
  };
}

/** One supplier company with everything the console's detail shows; undefined for any other id. */
export async function findSupplierDetail(db: Executor, companyId: string) {
  const company = await db
    .selectFrom('companies as c')
    .leftJoin('supplier_approvals as sa', 'sa.company_id', 'c.id')
    .leftJoin('company_profiles as p', 'p.company_id', 'c.id')
    .leftJoin('supplier_banking_details as b', 'b.company_id', 'c.id')
    .select(['c.id', 'c.name', 'c.created_at', 'sa.status', 'sa.changed_at', 'b.updated_at as banking_updated_at'])
    .select(['p.phone', 'p.website', 'p.street', 'p.city', 'p.state', 'p.postal_code', 'p.description'])
    .where('c.id', '=', companyId)
    .where('c.company_type', '=', 'supplier')
    .executeTakeFirst();
  if (!company) return undefined;
  const count = (table: 'supplier_service_areas' | 'warehouses' | 'withheld_offers') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirst()
      .then((row) => countOf(row?.n));
  const [offers, serviceAreas, warehouses, withheld, users] = await Promise.all([
    db
      .selectFrom('product_supplier_variants')
      .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('active').as('active')])
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
    count('supplier_service_areas'),
    count('warehouses'),
    count('withheld_offers'),
    db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'email_verified_at', 'created_at'])
      .where('company_id', '=', companyId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  return { company, offers: countOf(offers?.n), activeOffers: countOf(offers?.active), serviceAreas, warehouses, withheld, users };
}
