import type { Executor } from '../../db/schema';

/** The rate that applies to a line, and where it came from (shown on statements). */
export interface CommissionRate {
  basisPoints: number;
  source: 'marketplace' | 'supplier' | 'category';
}

/** The marketplace's rates, read once for a run of many lines. */
export interface CommissionRates {
  /** `categoryIds`: the product's sub-category then its category; the narrowest with a rate wins. */
  rateFor(supplierCompanyId: string, categoryIds: readonly (string | null)[]): CommissionRate;
}

/**
 * Loads the marketplace's default and its overrides (decision 0142). A supplier's own rate wins
 * over its category's: it is the narrower agreement, made with that supplier.
 */
export async function loadCommissionRates(db: Executor): Promise<CommissionRates> {
  const settings = await db.selectFrom('marketplace_settings').select('commission_basis_points').where('id', '=', 1).executeTakeFirstOrThrow();
  const overrides = await db.selectFrom('commission_overrides').selectAll().execute();
  const bySupplier = new Map(overrides.filter((row) => row.scope === 'supplier').map((row) => [row.scope_id, row.commission_basis_points]));
  const byCategory = new Map(overrides.filter((row) => row.scope === 'category').map((row) => [row.scope_id, row.commission_basis_points]));
  return {
    rateFor(supplierCompanyId, categoryIds) {
      const supplier = bySupplier.get(supplierCompanyId);
      if (supplier !== undefined) return { basisPoints: supplier, source: 'supplier' };
      for (const categoryId of categoryIds) {
        const category = categoryId === null ? undefined : byCategory.get(categoryId);
        if (category !== undefined) return { basisPoints: category, source: 'category' };
      }
      return { basisPoints: settings.commission_basis_points, source: 'marketplace' };
    },
  };
}

/** Commission on an amount, rounded half up to the cent (integer arithmetic only). */
export function commissionCents(grossCents: number, basisPoints: number): number {
  return Math.floor((grossCents * basisPoints + 5_000) / 10_000);
}

/**
 * The commission on each purchase order's lines still ordered, at today's rates: what its
 * supplier reads on the purchase order. Keyed by purchase order id.
 */
export async function purchaseOrderCommissions(
  db: Executor,
  purchaseOrders: readonly { id: string; supplier_company_id: string; line_items: readonly { product_id: string; status: string; line_total_cents: number }[] }[],
): Promise<Map<string, { basis_points: number | null; cents: number }>> {
  const productIds = [...new Set(purchaseOrders.flatMap((po) => po.line_items.map((line) => line.product_id)))];
  const categories = productIds.length === 0 ? [] : await db.selectFrom('products').select(['id', 'category_id', 'sub_category_id']).where('id', 'in', productIds).execute();
  const byProduct = new Map(categories.map((row) => [row.id, [row.sub_category_id, row.category_id]]));
  const rates = await loadCommissionRates(db);
  const result = new Map<string, { basis_points: number | null; cents: number }>();
  for (const po of purchaseOrders) {
    const lines = po.line_items.filter((line) => line.status !== 'cancelled');
    const lineRates = lines.map((line) => rates.rateFor(po.supplier_company_id, byProduct.get(line.product_id) ?? []).basisPoints);
    const distinct = new Set(lineRates);
    const cents = lines.reduce((sum, line, index) => sum + commissionCents(line.line_total_cents, lineRates[index] ?? 0), 0);
    const basisPoints = distinct.size === 1 ? ([...distinct][0] ?? null) : distinct.size === 0 ? rates.rateFor(po.supplier_company_id, []).basisPoints : null;
    result.set(po.id, { basis_points: basisPoints, cents });
  }
  return result;
}
