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

/**
 * Whether the project has orders still in progress (placed or under way), which forbid deleting
 * it. Orders waiting for payment do not count: deleting the project abandons them.
 */
export async function hasOpenOrders(db: Executor, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('project_id', '=', projectId)
    .where('status', 'in', ['placed', 'in_progress'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
