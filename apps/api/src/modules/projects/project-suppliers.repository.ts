import type { Executor } from '../../db/schema';
import { suppliersServing } from '../availability/availability.repository';

/**
 * The suppliers that deliver to a site with this postal code (their service areas, decision
 * 0102) and sell on the marketplace (not suspended or waiting for approval, decision 0145), by
 * name: whom a builder may ask for a quote for a project there.
 */
export async function suppliersDeliveringTo(db: Executor, postalCode: string): Promise<{ id: string; name: string }[]> {
  const serving = [...(await suppliersServing(db, postalCode))];
  if (serving.length === 0) return [];
  return db
    .selectFrom('companies as c')
    .leftJoin('supplier_approvals as a', 'a.company_id', 'c.id')
    .select(['c.id', 'c.name'])
    .where('c.id', 'in', serving)
    .where('c.company_type', '=', 'supplier')
    // A supplier without an approval row was never reviewed: approved, as approvalStatusOf says.
    .where((eb) => eb.or([eb('a.status', 'is', null), eb('a.status', '=', 'approved')]))
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}
