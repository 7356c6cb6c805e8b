import { sql } from 'kysely';
import type { SupplierApprovalStatus } from '../../db/operators-schema';
import type { Executor } from '../../db/schema';
import { lockCompany } from '../companies/companies.repository';
import type { IsoTime } from '../../lib/time';

/** A supplier's approval status; approved when it never got one. */
export async function approvalStatusOf(db: Executor, companyId: string): Promise<SupplierApprovalStatus> {
  const row = await db.selectFrom('supplier_approvals').select('status').where('company_id', '=', companyId).executeTakeFirst();
  return row?.status ?? 'approved';
}

/**
 * The status, with the supplier's company row locked until the transaction ends on PostgreSQL,
 * so two operators changing one supplier at once take turns (SQLite's writers always do).
 */
export async function lockedApprovalStatusOf(trx: Executor, companyId: string): Promise<SupplierApprovalStatus> {
  await lockCompany(trx, companyId);
  return approvalStatusOf(trx, companyId);
}

/** Sets a supplier's approval status. */
export async function setApprovalStatus(db: Executor, companyId: string, status: SupplierApprovalStatus, at: IsoTime): Promise<void> {
  await db
    .insertInto('supplier_approvals')
    .values({ company_id: companyId, status, changed_at: at })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet({ status, changed_at: at }))
    .execute();
}

/**
 * A new supplier company waits for approval when the marketplace asks for it: one statement
 * that reads the setting and writes the status, inside the sign-up's transaction.
 */
export async function holdNewSupplierIfRequired(db: Executor, companyId: string, at: IsoTime): Promise<void> {
  await db
    .insertInto('supplier_approvals')
    .columns(['company_id', 'status', 'changed_at'])
    .expression((eb) =>
      eb
        .selectFrom('supplier_approval_settings')
        .select([sql<string>`cast(${companyId} as text)`.as('company_id'), sql<string>`'pending'`.as('status'), sql<string>`cast(${at} as text)`.as('changed_at')])
        .where('id', '=', 1)
        .where('new_suppliers_need_approval', '=', 1),
    )
    .execute();
}

/** The marketplace's approval setting. */
export async function approvalSetting(db: Executor): Promise<{ new_suppliers_need_approval: boolean; updated_at: IsoTime }> {
  const row = await db.selectFrom('supplier_approval_settings').select(['new_suppliers_need_approval', 'updated_at']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { new_suppliers_need_approval: row.new_suppliers_need_approval === 1, updated_at: row.updated_at };
}

/** Changes the marketplace's approval setting. */
export async function setApprovalSetting(db: Executor, needApproval: boolean, at: IsoTime): Promise<void> {
  await db.updateTable('supplier_approval_settings').set({ new_suppliers_need_approval: needApproval ? 1 : 0, updated_at: at }).where('id', '=', 1).execute();
}
