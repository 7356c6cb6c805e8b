import type { AvailabilityProject } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findCompanyProject, suppliersServing } from './availability.repository';

/** A project and the suppliers that deliver to it: what availability is computed against. */
export interface ProjectDelivery {
  project: AvailabilityProject;
  servingSuppliers: ReadonlySet<string>;
}

/**
 * Loads the delivery context of a project of the caller's company. Another company's project
 * answers 404, exactly like a missing one: ids of other companies' projects reveal nothing.
 */
export async function loadProjectDelivery(db: Executor, projectId: string, companyId: string): Promise<ProjectDelivery> {
  const project = await findCompanyProject(db, projectId, companyId);
  if (!project) throw notFound('This project does not exist.');
  return { project, servingSuppliers: await suppliersServing(db, project.postal_code) };
}
