import type { AvailableCredit, PreapprovalApplication } from '@marketplace/contracts';
import type { PreapprovalApplicationsTable } from '../../db/credit-schema';
import type { Executor } from '../../db/schema';
import { owedOnTerms } from '../ledger/credit-owed';
import { countRows } from '../../db/count-rows';

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** A stored application in wire form (PostgreSQL answers bigint columns as strings). */
export function toApplication(row: PreapprovalApplicationsTable): PreapprovalApplication {
  return {
    id: row.id,
    company_id: row.company_id,
    status: row.status,
    step: row.step,
    legal_name: row.legal_name,
    ein: row.ein,
    years_in_business: row.years_in_business,
    annual_revenue_cents: numberOrNull(row.annual_revenue_cents),
    requested_limit_cents: numberOrNull(row.requested_limit_cents),
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    bank_account_id: row.bank_account_id,
    verified_balance_cents: numberOrNull(row.verified_balance_cents),
    approved_limit_cents: numberOrNull(row.approved_limit_cents),
    decision_reasons: JSON.parse(row.decision_reasons) as string[],
    decided_by: row.decided_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    submitted_at: row.submitted_at,
    decided_at: row.decided_at,
  };
}

export async function findApplication(db: Executor, id: string) {
  return db.selectFrom('preapproval_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The company's most recent application, whatever its status. */
export async function findLatestApplication(db: Executor, companyId: string) {
  return db.selectFrom('preapproval_applications').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Applications in one status with their company's name, oldest submission first (the review queue). */
export async function listApplicationsByStatus(db: Executor, status: PreapprovalApplicationsTable['status'], limit: number, offset = 0) {
  return db
    .selectFrom('preapproval_applications as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .selectAll('a')
    .select('c.name as company_name')
    .where('a.status', '=', status)
    .orderBy('a.submitted_at')
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many applications are in one status (the review queue's length). */
export async function countApplicationsByStatus(db: Executor, status: PreapprovalApplicationsTable['status']): Promise<number> {
  return countRows(db.selectFrom('preapproval_applications').where('status', '=', status));
}

/** One application with its company's name. */
export async function findApplicationWithCompany(db: Executor, id: string) {
  return db.selectFrom('preapproval_applications as a').innerJoin('companies as c', 'c.id', 'a.company_id').selectAll('a').select('c.name as company_name').where('a.id', '=', id).executeTakeFirst();
}

/** The company's most recent approval: its limit is the company's credit limit. */
export async function findApprovedApplication(db: Executor, companyId: string) {
  return db
    .selectFrom('preapproval_applications')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', '=', 'approved')
    .orderBy('decided_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Approved limit minus what the company owes on terms (decisions 0700, 0147): drawn by placed
 * orders, less refunds on terms and repayments, as the ledger says.
 */
export async function availableCredit(db: Executor, companyId: string): Promise<AvailableCredit> {
  const approved = await findApprovedApplication(db, companyId);
  const limit = approved ? Number(approved.approved_limit_cents ?? 0) : 0;
  const usedCents = await owedOnTerms(db, companyId);
  return { approved_limit_cents: limit, used_cents: usedCents, available_cents: Math.max(0, limit - usedCents), currency: 'USD' };
}
