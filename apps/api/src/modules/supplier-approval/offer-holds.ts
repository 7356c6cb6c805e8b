import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { IsoTime } from '../../lib/time';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import { approvalStatusOf } from './supplier-approval.repository';

/*
 * A supplier that is not approved sells nothing to builders (decision 0145). Rather than a check
 * on every catalogue read, its offers are made inactive, the flag every catalogue, search,
 * availability and cart read already honours; the offers the supplier itself keeps on sale are
 * remembered in `withheld_offers`, and approval makes exactly those active again.
 */

/** True while the supplier's offers are held back: it is pending approval or suspended. */
export async function supplierOffersHeld(db: Executor, companyId: string): Promise<boolean> {
  return (await approvalStatusOf(db, companyId)) !== 'approved';
}

/**
 * After a held-back supplier wrote one of its offers (stored inactive): remembers whether the
 * supplier wants it on sale, for approval to release it or not.
 */
export async function recordHeldOfferWish(db: Executor, offerId: string, companyId: string, onSale: boolean): Promise<void> {
  if (!onSale) {
    await db.deleteFrom('withheld_offers').where('psv_id', '=', offerId).execute();
    return;
  }
  await db
    .insertInto('withheld_offers')
    .values({ psv_id: offerId, company_id: companyId, withheld_at: nowIso() })
    .onConflict((conflict) => conflict.column('psv_id').doNothing())
    .execute();
}

/** Takes every offer of the supplier off sale, remembering which were on sale. Answers how many. */
export async function withholdSupplierOffers(db: Executor, companyId: string, at: IsoTime): Promise<number> {
  await db
    .insertInto('withheld_offers')
    .columns(['psv_id', 'company_id', 'withheld_at'])
    .expression((eb) =>
      eb
        .selectFrom('product_supplier_variants')
        .select(['id', 'company_id', sql<string>`cast(${at} as text)`.as('withheld_at')])
        .where('company_id', '=', companyId)
        .where('active', '=', 1),
    )
    .onConflict((conflict) => conflict.column('psv_id').doNothing())
    .execute();
  const result = await db.updateTable('product_supplier_variants').set({ active: 0 }).where('company_id', '=', companyId).where('active', '=', 1).executeTakeFirst();
  // Cached catalogue answers showing these offers must not be served again.
  await bumpCatalogVersion(db);
  return Number(result.numUpdatedRows);
}

/** Puts back on sale the supplier's offers it kept on sale while held back. Answers how many. */
export async function releaseSupplierOffers(db: Executor, companyId: string): Promise<number> {
  const result = await db
    .updateTable('product_supplier_variants')
    .set({ active: 1 })
    .where('company_id', '=', companyId)
    .where('id', 'in', (eb) => eb.selectFrom('withheld_offers').select('psv_id').where('company_id', '=', companyId))
    .executeTakeFirst();
  await db.deleteFrom('withheld_offers').where('company_id', '=', companyId).execute();
  await bumpCatalogVersion(db);
  return Number(result.numUpdatedRows);
}

/** Which of these offers are held back though their supplier keeps them on sale. */
export async function withheldOfferIds(db: Executor, offerIds: readonly string[]): Promise<Set<string>> {
  if (offerIds.length === 0) return new Set();
  const rows = await db.selectFrom('withheld_offers').select('psv_id').where('psv_id', 'in', [...offerIds]).execute();
  return new Set(rows.map((row) => row.psv_id));
}
