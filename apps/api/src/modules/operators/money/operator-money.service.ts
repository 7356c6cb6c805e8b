import { randomUUID } from 'node:crypto';
import type {
  CommissionOverride,
  CommissionOverrideRequest,
  MarketplaceSettings,
  MoneyListQuery,
  PayoutDetail,
  PayoutList,
  PayoutRun,
  Reconciliation,
  RefundList,
} from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { CommissionScope } from '../../../db/money-schema';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { nowIso } from '../../../lib/time';
import type { JobQueue } from '../../../jobs/job-queue';
import type { PayoutProvider } from '../../../providers/payouts/payout-provider';
import { reconcile } from '../../ledger/reconciliation';
import { runPayouts } from '../../payouts/payout-run';
import { findPayoutDetail, listPayouts } from '../../payouts/payouts.repository';
import { payoutNotFound } from '../../payouts/supplier-payouts.service';
import { listRefunds } from '../../refunds/refunds.repository';
import { recordOperatorAction } from '../operator-audit';

/** The operator's side of marketplace money (decision 0140). */
export interface OperatorMoneyService {
  refunds(query: MoneyListQuery): Promise<RefundList>;
  payouts(query: MoneyListQuery): Promise<PayoutList>;
  payout(payoutId: string): Promise<PayoutDetail>;
  runPayouts(operatorId: string): Promise<PayoutRun>;
  reconciliation(query: { from?: string | undefined; to?: string | undefined }): Promise<Reconciliation>;
  settings(): Promise<MarketplaceSettings>;
  updateSettings(operatorId: string, patch: Partial<MarketplaceSettings>): Promise<MarketplaceSettings>;
  overrides(): Promise<CommissionOverride[]>;
  setOverride(operatorId: string, input: CommissionOverrideRequest): Promise<CommissionOverride>;
  removeOverride(operatorId: string, scope: CommissionScope, scopeId: string): Promise<void>;
}

/** The day a reconciliation starts when none is given: thirty days back. */
const DEFAULT_DAYS = 30;

/** Creates the operator's money service. */
export function createOperatorMoneyService({ db, jobs, provider }: { db: Kysely<Database>; jobs: JobQueue; provider: PayoutProvider }): OperatorMoneyService {
  /** The name of what an override is for, or undefined when it does not exist. */
  async function scopeName(scope: CommissionScope, scopeId: string): Promise<string | undefined> {
    if (scope === 'supplier') {
      const company = await db.selectFrom('companies').select('name').where('id', '=', scopeId).where('company_type', '=', 'supplier').executeTakeFirst();
      return company?.name;
    }
    const category = await db.selectFrom('categories').select('name').where('id', '=', scopeId).executeTakeFirst();
    return category?.name;
  }

  async function readSettings(): Promise<MarketplaceSettings> {
    return db.selectFrom('marketplace_settings').select(['commission_basis_points', 'payout_holding_days']).where('id', '=', 1).executeTakeFirstOrThrow();
  }

  return {
    refunds: (query) => listRefunds(db, { limit: query.limit, offset: query.offset, status: query.status, supplierCompanyId: query.supplier_company_id }),

    payouts: (query) => listPayouts(db, { supplierCompanyId: query.supplier_company_id, status: query.status, limit: query.limit, offset: query.offset }),

    async payout(payoutId) {
      const payout = await findPayoutDetail(db, payoutId);
      if (!payout) throw payoutNotFound();
      return payout;
    },

    async runPayouts(operatorId) {
      const summary = await runPayouts(db, jobs, provider, `operator:${randomUUID()}`, {
        record: (trx, decided) =>
          recordOperatorAction(trx, { operatorId, action: 'payouts.run', subjectType: 'payout_run', subjectId: decided.runId, details: { payouts: decided.payouts, amount_cents: decided.amountCents } }),
      });
      const names = new Map((await db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ['', ...summary.waiting.map((item) => item.supplierCompanyId)]).execute()).map((row) => [row.id, row.name]));
      return {
        run_id: summary.runId,
        payouts: summary.payouts,
        amount_cents: summary.amountCents,
        waiting: summary.waiting.map((item) => ({ supplier_company_id: item.supplierCompanyId, supplier_company_name: names.get(item.supplierCompanyId) ?? '', reason: item.reason })),
      };
    },

    async reconciliation(query) {
      const to = query.to ?? nowIso().slice(0, 10);
      const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
      const report = await reconcile(db, from, to);
      return {
        from: report.from,
        to: report.to,
        balanced: report.balanced,
        unbalanced_transactions: report.unbalancedTransactions,
        held_mismatches: report.heldMismatches.map((item) => ({ purchase_order_id: item.purchaseOrderId, ledger_cents: item.ledgerCents, expected_cents: item.expectedCents })),
        days: report.days.map((day) => ({
          day: day.day,
          charges: day.charges,
          refunds: day.refunds,
          credit_drawn: day.creditDrawn,
          credit_reduced: day.creditReduced,
          credit_repaid: day.creditRepaid,
          payouts: day.payouts,
          commission: day.commission,
          held_change: day.heldChange,
          held_at_close: day.heldAtClose,
          difference_cents: day.differenceCents,
        })),
      };
    },

    settings: readSettings,

    async updateSettings(operatorId, patch) {
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('marketplace_settings').select(['commission_basis_points', 'payout_holding_days']).where('id', '=', 1).executeTakeFirstOrThrow();
        await trx.updateTable('marketplace_settings').set({ ...patch, updated_at: nowIso() }).where('id', '=', 1).execute();
        await recordOperatorAction(trx, { operatorId, action: 'money_settings.update', subjectType: 'marketplace_settings', subjectId: null, details: { before, after: { ...before, ...patch } } });
      });
      return readSettings();
    },

    async overrides() {
      const rows = await db.selectFrom('commission_overrides').selectAll().orderBy('scope').orderBy('scope_id').execute();
      const results: CommissionOverride[] = [];
      for (const row of rows) results.push({ ...row, scope_name: (await scopeName(row.scope, row.scope_id)) ?? '' });
      return results;
    },

    async setOverride(operatorId, input) {
      const name = await scopeName(input.scope, input.scope_id);
      if (name === undefined) throw notFound(input.scope === 'supplier' ? 'We could not find this supplier.' : 'We could not find this category.');
      const row = { scope: input.scope, scope_id: input.scope_id, commission_basis_points: input.commission_basis_points, updated_at: nowIso() };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('commission_overrides')
          .values(row)
          .onConflict((conflict) => conflict.columns(['scope', 'scope_id']).doUpdateSet({ commission_basis_points: row.commission_basis_points, updated_at: row.updated_at }))
          .execute();
        await recordOperatorAction(trx, { operatorId, action: 'commission_override.set', subjectType: input.scope, subjectId: input.scope_id, details: { commission_basis_points: input.commission_basis_points } });
      });
      return { ...row, scope_name: name };
    },

    async removeOverride(operatorId, scope, scopeId) {
      await db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('commission_overrides').where('scope', '=', scope).where('scope_id', '=', scopeId).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw notFound('There is no commission rate of its own for this supplier or category.');
        await recordOperatorAction(trx, { operatorId, action: 'commission_override.remove', subjectType: scope, subjectId: scopeId });
      });
    },
  };
}
