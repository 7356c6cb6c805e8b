import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { Project, ProjectInput, ProjectListQuery, ProjectListResponse, ProjectSuppliersResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound, permissionDenied } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { toProjectResponse } from './project-response';
import { suppliersDeliveringTo } from './project-suppliers.repository';
import {
  deleteCompanyProject,
  findCompanyProject,
  deleteUnplacedOrders,
  insertProject,
  listCompanyProjects,
  projectOrderHistory,
  updateCompanyProject,
} from './projects.repository';
import type { ProjectChanges } from './projects.repository';

/** A builder company's projects: every builder of the company may read and change them. */
export interface ProjectsService {
  list(auth: Auth, query: ProjectListQuery): Promise<ProjectListResponse>;
  get(auth: Auth, projectId: string): Promise<Project>;
  suppliers(auth: Auth, projectId: string): Promise<ProjectSuppliersResponse>;
  create(auth: Auth, input: ProjectInput): Promise<Project>;
  update(auth: Auth, projectId: string, input: ProjectInput): Promise<Project>;
  remove(auth: Auth, projectId: string): Promise<void>;
}

/** The company whose projects this user manages; builders only (spec section 6). */
function builderCompanyOf(auth: Auth): string {
  // Receivers see deliveries to their company's projects through the supplier area, not here.
  if (auth.user.user_type !== 'builder') throw permissionDenied('Only builder accounts manage projects.');
  return auth.user.company_id;
}

function projectNotFound(): AppError {
  return notFound('This project does not exist.');
}

function changesOf(input: ProjectInput, status: Project['status']): ProjectChanges {
  return {
    name: input.name,
    status,
    street: input.street,
    city: input.city,
    state: input.state,
    postal_code: input.postal_code,
    site_contact_name: input.site_contact_name,
    site_contact_phone: input.site_contact_phone,
    delivery_instructions: input.delivery_instructions,
    start_date: input.start_date,
    end_date: input.end_date,
  };
}

/** Creates the projects service. */
export function createProjectsService({ db }: { db: Kysely<Database> }): ProjectsService {
  return {
    async list(auth, query) {
      const rows = await listCompanyProjects(db, builderCompanyOf(auth), query.status);
      return { count: rows.length, results: rows.map(toProjectResponse) };
    },

    async get(auth, projectId) {
      const project = await findCompanyProject(db, builderCompanyOf(auth), projectId);
      if (!project) throw projectNotFound();
      return toProjectResponse(project);
    },

    async suppliers(auth, projectId) {
      const project = await findCompanyProject(db, builderCompanyOf(auth), projectId);
      if (!project) throw projectNotFound();
      return { results: await suppliersDeliveringTo(db, project.postal_code) };
    },

    async create(auth, input) {
      const companyId = builderCompanyOf(auth);
      const now = nowIso();
      // Spec section 4: projects are created active, whatever status the client sent.
      const record = { id: randomUUID(), company_id: companyId, ...changesOf(input, 'active'), created_at: now, updated_at: now };
      await insertProject(db, record);
      return toProjectResponse(record);
    },

    async update(auth, projectId, input) {
      const companyId = builderCompanyOf(auth);
      return db.transaction().execute(async (trx) => {
        const current = await findCompanyProject(trx, companyId, projectId);
        if (!current) throw projectNotFound();
        const changes = changesOf(input, input.status ?? current.status);
        await updateCompanyProject(trx, companyId, projectId, { ...changes, updated_at: nowIso() });
        const saved = await findCompanyProject(trx, companyId, projectId);
        if (!saved) throw projectNotFound();
        return toProjectResponse(saved);
      });
    },

    async remove(auth, projectId) {
      const companyId = builderCompanyOf(auth);
      await db.transaction().execute(async (trx) => {
        if (!(await findCompanyProject(trx, companyId, projectId))) throw projectNotFound();
        const orders = await projectOrderHistory(trx, projectId);
        if (orders.open) {
          throw new AppError(
            409,
            errorCodes.conflict,
            'This project has open orders. Wait until they are delivered or cancelled before deleting it.',
            undefined,
            'The project has open orders.',
          );
        }
        if (orders.placed) {
          // Past orders keep their project: they are the company's purchase records.
          throw new AppError(
            409,
            errorCodes.conflict,
            'This project has past orders, so it is kept with them. Archive it instead to hide it from your lists.',
            undefined,
            'The project has past orders.',
          );
        }
        if (orders.awaitingPayment) {
          // Deleting now could leave a payment that completes with no order to place.
          throw new AppError(
            409,
            errorCodes.conflict,
            'A checkout of this project’s cart is waiting for payment. Finish it, or wait 30 minutes for it to expire, before deleting the project.',
            undefined,
            'The project has a payment in progress.',
          );
        }
        await deleteUnplacedOrders(trx, projectId);
        await deleteCompanyProject(trx, companyId, projectId);
      });
    },
  };
}
