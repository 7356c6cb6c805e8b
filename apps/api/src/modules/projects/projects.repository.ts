import type { ProjectStatus } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { ProjectsTable } from '../../db/projects-schema';

/** A project row, as stored. */
export type ProjectRecord = ProjectsTable;

/** The fields a builder edits; the rest (id, company, times) the service sets. */
export type ProjectChanges = Pick<
  ProjectsTable,
  | 'name'
  | 'status'
  | 'street'
  | 'city'
  | 'state'
  | 'postal_code'
  | 'site_contact_name'
  | 'site_contact_phone'
  | 'delivery_instructions'
  | 'start_date'
  | 'end_date'
>;

/** A company's projects, newest first; the id breaks ties between projects made the same millisecond. */
export async function listCompanyProjects(db: Executor, companyId: string, status?: ProjectStatus): Promise<ProjectRecord[]> {
  let query = db.selectFrom('projects').selectAll().where('company_id', '=', companyId);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** A project of this company; another company's project reads as absent. */
export async function findCompanyProject(db: Executor, companyId: string, projectId: string): Promise<ProjectRecord | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', projectId).where('company_id', '=', companyId).executeTakeFirst();
}

/** Inserts a project. */
export async function insertProject(db: Executor, project: ProjectRecord): Promise<void> {
  await db.insertInto('projects').values(project).execute();
}

/** Replaces a project's editable fields; answers false when the company has no such project. */
export async function updateCompanyProject(
  db: Executor,
  companyId: string,
  projectId: string,
  changes: ProjectChanges & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('projects')
    .set(changes)
    .where('id', '=', projectId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a project of this company. */
export async function deleteCompanyProject(db: Executor, companyId: string, projectId: string): Promise<void> {
  await db.deleteFrom('projects').where('id', '=', projectId).where('company_id', '=', companyId).execute();
}

/** What orders a project has, which decides whether it may be deleted. */
export interface ProjectOrderHistory {
  /** Placed and not yet delivered or cancelled. */
  open: boolean;
  /** Ever placed (a record the company keeps, whatever became of it). */
  placed: boolean;
  /** A checkout whose payment may still complete. */
  awaitingPayment: boolean;
}

export async function projectOrderHistory(db: Executor, projectId: string): Promise<ProjectOrderHistory> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.max('placed_at').as('last_placed_at')])
    .where('project_id', '=', projectId)
    .groupBy('status')
    .execute();
  return {
    open: rows.some((row) => row.status === 'placed' || row.status === 'in_progress'),
    placed: rows.some((row) => row.last_placed_at !== null),
    awaitingPayment: rows.some((row) => row.status === 'pending_payment'),
  };
}

/** Deletes a project's orders that were never placed (expired payments): nothing refers to them. */
export async function deleteUnplacedOrders(db: Executor, projectId: string): Promise<void> {
  await db.deleteFrom('orders').where('project_id', '=', projectId).where('placed_at', 'is', null).execute();
}
