import type { CompanyInvitation, CompanyMember, CompanyProjectRef, SpendingLimits } from '@marketplace/contracts';
import type { CompanyRole } from '../../db/purchasing-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';
import { countRows } from '../../db/count-rows';

/** No limit at all: what a member without a `spending_limits` row has. */
export const NO_LIMITS: SpendingLimits = { order_limit_cents: null, monthly_limit_cents: null, approval_limit_cents: null };

/** A member of a builder company, as the rules about roles need them. */
export interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: 'builder' | 'builder_receiver';
  company_role: CompanyRole | null;
}

/** Where a member stands among the others: owners first, receivers last. */
const rank = (role: CompanyRole | null): number => (role === null ? 4 : ['owner', 'admin', 'approver', 'buyer'].indexOf(role));

/** PostgreSQL answers bigint columns as text. */
const centsOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** A builder or receiver of this company; another company's user, or a supplier, reads as absent. */
export async function findMember(db: Executor, companyId: string, userId: string): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'user_type', 'company_role'])
    .where('id', '=', userId)
    .where('company_id', '=', companyId)
    .where('user_type', 'in', ['builder', 'builder_receiver'])
    .executeTakeFirst();
  return row as MemberRow | undefined;
}

/** How many owners the company has. */
export async function countOwners(db: Executor, companyId: string): Promise<number> {
  return countRows(db.selectFrom('users').where('company_id', '=', companyId).where('user_type', '=', 'builder').where('company_role', '=', 'owner'));
}

/** A member's limits; all null without a row. Exported for the approval rules at checkout. */
export async function findSpendingLimits(db: Executor, userId: string): Promise<SpendingLimits> {
  const row = await db
    .selectFrom('spending_limits')
    .select(['order_limit_cents', 'monthly_limit_cents', 'approval_limit_cents'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...NO_LIMITS };
  return {
    order_limit_cents: centsOrNull(row.order_limit_cents),
    monthly_limit_cents: centsOrNull(row.monthly_limit_cents),
    approval_limit_cents: centsOrNull(row.approval_limit_cents),
  };
}

/** Stores a member's limits; limits that are all null remove the row (no row: no limit). */
export async function saveSpendingLimits(db: Executor, userId: string, limits: SpendingLimits, at: IsoTime): Promise<void> {
  if (limits.order_limit_cents === null && limits.monthly_limit_cents === null && limits.approval_limit_cents === null) {
    await db.deleteFrom('spending_limits').where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('spending_limits')
    .values({ user_id: userId, ...limits, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...limits, updated_at: at }))
    .execute();
}

/** The projects a user approves for. */
export async function approverProjectIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('project_approvers').select('project_id').where('user_id', '=', userId).orderBy('project_id').execute();
  return rows.map((row) => row.project_id);
}

/** Takes a user off every project they approve for. */
export async function removeApproverAssignments(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('project_approvers').where('user_id', '=', userId).execute();
}

/** The company's builders and receivers with their limits and the projects they approve for; one of them with `userId`. */
export async function listMembers(db: Executor, companyId: string, userId?: string): Promise<CompanyMember[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('spending_limits', 'spending_limits.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.user_type',
      'users.company_role',
      'users.email_verified_at',
      'users.created_at',
      'spending_limits.order_limit_cents',
      'spending_limits.monthly_limit_cents',
      'spending_limits.approval_limit_cents',
    ])
    .where('users.company_id', '=', companyId)
    .where('users.user_type', 'in', ['builder', 'builder_receiver']);
  if (userId) query = query.where('users.id', '=', userId);
  let projectsQuery = db
    .selectFrom('project_approvers')
    .innerJoin('projects', 'projects.id', 'project_approvers.project_id')
    .innerJoin('users', 'users.id', 'project_approvers.user_id')
    .select(['project_approvers.user_id', 'projects.id', 'projects.name'])
    .where('users.company_id', '=', companyId)
    .where('projects.company_id', '=', companyId);
  if (userId) projectsQuery = projectsQuery.where('project_approvers.user_id', '=', userId);
  // One after the other: inside a transaction both share its one connection.
  const rows = await query.execute();
  const assignments = await projectsQuery.orderBy('projects.name').orderBy('projects.id').execute();

  const projectsOf = new Map<string, CompanyProjectRef[]>();
  for (const { user_id, id, name } of assignments) projectsOf.set(user_id, [...(projectsOf.get(user_id) ?? []), { id, name }]);
  return rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      user_type: row.user_type as CompanyMember['user_type'],
      company_role: row.user_type === 'builder' ? row.company_role : null,
      email_verified: row.email_verified_at !== null,
      limits: {
        order_limit_cents: centsOrNull(row.order_limit_cents),
        monthly_limit_cents: centsOrNull(row.monthly_limit_cents),
        approval_limit_cents: centsOrNull(row.approval_limit_cents),
      },
      approver_projects: projectsOf.get(row.id) ?? [],
      created_at: row.created_at,
    }))
    .sort(
      (a, b) =>
        rank(a.company_role) - rank(b.company_role) ||
        a.last_name.localeCompare(b.last_name) ||
        a.first_name.localeCompare(b.first_name) ||
        a.email.localeCompare(b.email),
    );
}

/** The company's invitations not yet accepted and not expired, newest first. */
export async function listPendingInvitations(db: Executor, companyId: string, now: IsoTime): Promise<CompanyInvitation[]> {
  const rows = await db
    .selectFrom('invitations')
    .select(['id', 'email', 'user_type', 'company_role', 'created_at', 'expires_at'])
    .where('company_id', '=', companyId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .where('user_type', 'in', ['builder', 'builder_receiver'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, user_type: row.user_type as CompanyInvitation['user_type'] }));
}
