import type { QuoteInvitationStatus, QuoteRequestStatus } from '@marketplace/contracts';
import { countRows } from '../../db/count-rows';
import type { QuoteInvitationsTable, QuoteLinesTable, QuoteRequestsTable } from '../../db/quotes-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/**
 * What the deadline does, done whenever requests are read or acted on (as approvals expire):
 * invitations still unanswered at `respond_by` expire; a request whose deadline passed expires
 * once no answer of it still holds, since nothing can be awarded from it any more. One with a
 * valid answer stays open for the builder to award.
 */
export async function expireOverdue(db: Executor, now: Date, where: { id?: string } = {}): Promise<void> {
  const at = now.toISOString();
  const today = at.slice(0, 10);
  let overdue = db.selectFrom('quote_requests').select('id').where('status', '=', 'sent').where('respond_by', '<=', at);
  if (where.id) overdue = overdue.where('id', '=', where.id);
  await db.updateTable('quote_invitations').set({ status: 'expired', updated_at: at }).where('status', 'in', ['invited', 'viewed']).where('quote_request_id', 'in', overdue).execute();
  let requests = db
    .updateTable('quote_requests')
    .set({ status: 'expired', updated_at: at })
    .where('status', '=', 'sent')
    .where('respond_by', '<=', at)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('quote_answers as a').select('a.id').whereRef('a.quote_request_id', '=', 'quote_requests.id').where('a.status', '=', 'submitted').where('a.valid_until', '>=', today),
        ),
      ),
    );
  if (where.id) requests = requests.where('id', '=', where.id);
  await requests.execute();
}

export async function insertQuoteRequest(db: Executor, row: QuoteRequestsTable, lines: readonly QuoteLinesTable[], invitations: readonly QuoteInvitationsTable[]): Promise<void> {
  await db.insertInto('quote_requests').values(row).execute();
  await db.insertInto('quote_lines').values([...lines]).execute();
  await db.insertInto('quote_invitations').values([...invitations]).execute();
}

/** A request of the builder's company; another company's is undefined (answered 404). */
export async function findCompanyRequest(db: Executor, companyId: string, id: string): Promise<QuoteRequestsTable | undefined> {
  return db.selectFrom('quote_requests').selectAll().where('id', '=', id).where('company_id', '=', companyId).executeTakeFirst();
}

/** A request with the supplier's own invitation; undefined when it was not invited (answered 404). */
export async function findInvitedRequest(db: Executor, supplierId: string, id: string): Promise<{ request: QuoteRequestsTable; invitation: QuoteInvitationsTable } | undefined> {
  const [request, invitation] = await Promise.all([
    db.selectFrom('quote_requests').selectAll().where('id', '=', id).executeTakeFirst(),
    db.selectFrom('quote_invitations').selectAll().where('quote_request_id', '=', id).where('supplier_company_id', '=', supplierId).executeTakeFirst(),
  ]);
  return request && invitation ? { request, invitation } : undefined;
}

/**
 * Moves a request from one status to another only if it is still in the first; answers whether
 * this call did. Of an award and a cancellation at once, exactly one moves it.
 */
export async function moveRequest(db: Executor, id: string, from: QuoteRequestStatus, changes: Partial<QuoteRequestsTable> & { status: QuoteRequestStatus; updated_at: IsoTime }): Promise<boolean> {
  const result = await db.updateTable('quote_requests').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes the row of a request still open (on PostgreSQL, its lock): a supplier's answer or decline
 * then waits for an award or cancellation under way, and finds it no longer open. False when closed.
 */
export async function lockOpenRequest(db: Executor, id: string, at: IsoTime): Promise<boolean> {
  const result = await db.updateTable('quote_requests').set({ updated_at: at }).where('id', '=', id).where('status', '=', 'sent').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves an invitation only if it is still in `from`; answers whether this call did. */
export async function moveInvitation(db: Executor, id: string, from: QuoteInvitationStatus, changes: Partial<QuoteInvitationsTable> & { status: QuoteInvitationStatus; updated_at: IsoTime }): Promise<boolean> {
  const result = await db.updateTable('quote_invitations').set(changes).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function requestLines(db: Executor, requestId: string): Promise<QuoteLinesTable[]> {
  return db.selectFrom('quote_lines').selectAll().where('quote_request_id', '=', requestId).orderBy('position').execute();
}

/** Records what each awarded line went to. */
export async function recordLineAward(db: Executor, lineId: string, award: Pick<QuoteLinesTable, 'awarded_supplier_company_id' | 'awarded_answer_line_id' | 'awarded_psv_id' | 'awarded_quantity' | 'awarded_unit_price_cents'>): Promise<void> {
  await db.updateTable('quote_lines').set(award).where('id', '=', lineId).execute();
}

/** The invitations of these requests with their suppliers' names; only one supplier's when given. */
export async function invitationsOf(db: Executor, requestIds: readonly string[], supplierId?: string) {
  if (requestIds.length === 0) return [];
  let query = db
    .selectFrom('quote_invitations as i')
    .innerJoin('companies as c', 'c.id', 'i.supplier_company_id')
    .selectAll('i')
    .select('c.name as supplier_name')
    .where('i.quote_request_id', 'in', [...requestIds]);
  if (supplierId) query = query.where('i.supplier_company_id', '=', supplierId);
  return query.orderBy('c.name').orderBy('i.id').execute();
}

/** How many lines each of these requests asks. */
export async function lineCounts(db: Executor, requestIds: readonly string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('quote_lines')
    .select(['quote_request_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('quote_request_id', 'in', [...requestIds])
    .groupBy('quote_request_id')
    .execute();
  return new Map(rows.map((row) => [row.quote_request_id, Number(row.n)]));
}

/** Whose requests a list shows: the builder company's own, or those a supplier was invited to. */
export type RequestScope = { companyId: string } | { supplierId: string };

export async function listRequests(db: Executor, scope: RequestScope, query: { project_id?: string | undefined; status?: QuoteRequestStatus | undefined; limit: number; offset: number }) {
  let base = db.selectFrom('quote_requests as r');
  base =
    'companyId' in scope
      ? base.where('r.company_id', '=', scope.companyId)
      : base.where((eb) => eb.exists(eb.selectFrom('quote_invitations as i').select('i.id').whereRef('i.quote_request_id', '=', 'r.id').where('i.supplier_company_id', '=', scope.supplierId)));
  if (query.project_id) base = base.where('r.project_id', '=', query.project_id);
  if (query.status) base = base.where('r.status', '=', query.status);
  const [rows, count] = await Promise.all([base.selectAll('r').orderBy('r.created_at', 'desc').orderBy('r.id').limit(query.limit).offset(query.offset).execute(), countRows(base)]);
  return { count, rows };
}

/** The names and places a request shows: its project, the buying company, and who asked or closed it; `also` adds other companies and people to name in the same reads. */
export async function namesFor(db: Executor, rows: readonly QuoteRequestsTable[], also: { companyIds?: readonly string[]; userIds?: readonly string[] } = {}) {
  const projectIds = [...new Set(rows.map((row) => row.project_id))];
  const companyIds = [...new Set([...rows.map((row) => row.company_id), ...(also.companyIds ?? [])])];
  const userIds = [...new Set([...rows.map((row) => row.requested_by), ...(also.userIds ?? [])])];
  const [projects, companies, users] = await Promise.all([
    projectIds.length ? db.selectFrom('projects').select(['id', 'name', 'city', 'state', 'postal_code']).where('id', 'in', projectIds).execute() : [],
    companyIds.length ? db.selectFrom('companies').select(['id', 'name']).where('id', 'in', companyIds).execute() : [],
    userIds.length ? db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', 'in', userIds).execute() : [],
  ]);
  return {
    project: new Map(projects.map((project) => [project.id, project])),
    company: new Map(companies.map((company) => [company.id, company.name])),
    user: new Map(users.map((user) => [user.id, { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email }])),
  };
}

