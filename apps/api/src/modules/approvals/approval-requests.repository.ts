import type { ApprovalRequestStatus, ApprovalRequestsTable } from '../../db/purchasing-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';
import { countRows } from '../../db/count-rows';

/** Requests still pending past their time become expired: done whenever one is read for a decision or a cart. */
export async function expireOverdue(db: Executor, where: { cartId?: string; id?: string }, now: IsoTime): Promise<void> {
  let query = db.updateTable('approval_requests').set({ status: 'expired', updated_at: now }).where('status', '=', 'pending').where('expires_at', '<=', now);
  if (where.cartId) query = query.where('cart_id', '=', where.cartId);
  if (where.id) query = query.where('id', '=', where.id);
  await query.execute();
}

/** The cart's open request (pending, or approved and not ordered yet), if any. */
/** A request that holds its cart: waiting for a decision, or approved and not ordered yet. */
export const OPEN_STATUSES = ['pending', 'approved'] as const;

export async function openRequestOfCart(db: Executor, cartId: string, now: IsoTime): Promise<ApprovalRequestsTable | undefined> {
  await expireOverdue(db, { cartId }, now);
  return db.selectFrom('approval_requests').selectAll().where('cart_id', '=', cartId).where('status', 'in', OPEN_STATUSES).executeTakeFirst();
}

export async function insertApprovalRequest(db: Executor, row: ApprovalRequestsTable): Promise<void> {
  await db.insertInto('approval_requests').values(row).execute();
}

export async function findApprovalRequest(db: Executor, companyId: string, id: string): Promise<ApprovalRequestsTable | undefined> {
  return db.selectFrom('approval_requests').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}

/**
 * Moves a request from one status to another only if it is still in the first: of two people
 * deciding at once, exactly one moves it. Answers whether this call did.
 */
export async function moveRequest(db: Executor, id: string, from: ApprovalRequestStatus, changes: Partial<ApprovalRequestsTable> & { status: ApprovalRequestStatus; updated_at: IsoTime }): Promise<boolean> {
  const result = await db.updateTable('approval_requests').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the cart's approved request ordered, inside the transaction that places its order. */
export async function markRequestOrdered(db: Executor, cartId: string, orderId: string, now: IsoTime): Promise<void> {
  await db.updateTable('approval_requests').set({ status: 'ordered', order_id: orderId, updated_at: now }).where('cart_id', '=', cartId).where('status', '=', 'approved').execute();
}

/**
 * Who may see which requests: everything (owner, admin), or what one asked, the projects one
 * approves, and every open request (pending, or approved and not ordered): it holds a project's
 * cart, which the whole company shares, so whoever opens that cart sees why it is frozen.
 */
export type RequestScope = { all: true } | { all: false; userId: string };

export async function listApprovalRequests(db: Executor, companyId: string, scope: RequestScope, query: { status?: ApprovalRequestStatus | undefined; project_id?: string | undefined; limit: number; offset: number }) {
  let base = db.selectFrom('approval_requests as r').where('r.company_id', '=', companyId);
  if (query.status) base = base.where('r.status', '=', query.status);
  if (query.project_id) base = base.where('r.project_id', '=', query.project_id);
  if (!scope.all) {
    const { userId } = scope;
    base = base.where((eb) =>
      eb.or([
        eb('r.requested_by', '=', userId),
        eb('r.status', 'in', OPEN_STATUSES),
        eb.exists(eb.selectFrom('project_approvers as pa').select('pa.user_id').whereRef('pa.project_id', '=', 'r.project_id').where('pa.user_id', '=', userId)),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base.selectAll('r').orderBy('r.created_at', 'desc').orderBy('r.id').limit(query.limit).offset(query.offset).execute(),
    countRows(base),
  ]);
  return { count, rows };
}

/** The names a request shows: its project's, and the people who asked and decided. */
export async function namesFor(db: Executor, rows: readonly ApprovalRequestsTable[]) {
  const userIds = [...new Set(rows.flatMap((row) => [row.requested_by, ...(row.decided_by ? [row.decided_by] : [])]))];
  const projectIds = [...new Set(rows.map((row) => row.project_id))];
  const [users, projects] = await Promise.all([
    userIds.length ? db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute() : [],
    projectIds.length ? db.selectFrom('projects').select(['id', 'name']).where('id', 'in', projectIds).execute() : [],
  ]);
  return {
    user: new Map(users.map((user) => [user.id, `${user.first_name} ${user.last_name}`.trim()])),
    project: new Map(projects.map((project) => [project.id, project.name])),
  };
}
