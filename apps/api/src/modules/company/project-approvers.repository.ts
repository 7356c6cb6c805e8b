import type { ProjectApprover } from '@marketplace/contracts';
import type { CompanyRole } from '../../db/purchasing-schema';
import type { Executor } from '../../db/schema';

/** The approvers assigned to a project, by name; only members of its company count. */
export async function listProjectApprovers(db: Executor, companyId: string, projectId: string): Promise<ProjectApprover[]> {
  const rows = await db
    .selectFrom('project_approvers')
    .innerJoin('users', 'users.id', 'project_approvers.user_id')
    .leftJoin('spending_limits', 'spending_limits.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.company_role', 'spending_limits.approval_limit_cents'])
    .where('project_approvers.project_id', '=', projectId)
    .where('users.company_id', '=', companyId)
    .where('users.company_role', 'is not', null)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    company_role: row.company_role as CompanyRole,
    // PostgreSQL answers bigint columns as text.
    approval_limit_cents: row.approval_limit_cents === null ? null : Number(row.approval_limit_cents),
  }));
}

/** The ids of the users assigned to approve a project's requests. Exported for the approval routing. */
export async function findProjectApproverIds(db: Executor, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom('project_approvers').select('user_id').where('project_id', '=', projectId).orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

/** Of `userIds`, those who may approve in this company: its builders whose role is one of `roles`. */
export async function findUsersWithRoles(db: Executor, companyId: string, userIds: readonly string[], roles: readonly CompanyRole[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .where('company_id', '=', companyId)
    .where('user_type', '=', 'builder')
    .where('company_role', 'in', [...roles])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Makes `userIds` the project's approvers, and only them. */
export async function replaceProjectApprovers(db: Executor, projectId: string, userIds: readonly string[]): Promise<void> {
  await db.deleteFrom('project_approvers').where('project_id', '=', projectId).execute();
  if (userIds.length > 0) await db.insertInto('project_approvers').values(userIds.map((userId) => ({ project_id: projectId, user_id: userId }))).execute();
}
