import type { ProjectApprovers } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound, validationError } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import { findCompanyProject } from '../projects/projects.repository';
import { recordCompanyAction } from './company-audit';
import { lockCompany } from '../companies/companies.repository';
import { APPROVING_ROLES, MANAGING_ROLES, requireCompanyRole, ROLE_NEEDED } from './company-roles';
import { findProjectApproverIds, findUsersWithRoles, listProjectApprovers, replaceProjectApprovers } from './project-approvers.repository';

/** Who decides on the approval requests of each project (decision 0160). */
export interface ProjectApproversService {
  get(auth: Auth, projectId: string): Promise<ProjectApprovers>;
  replace(auth: Auth, projectId: string, userIds: readonly string[]): Promise<ProjectApprovers>;
}

const projectNotFound = () => notFound('This project does not exist.');

/** Creates the project approvers service. */
export function createProjectApproversService({ db }: { db: Kysely<Database> }): ProjectApproversService {
  return {
    async get(auth, projectId) {
      const { companyId } = requireCompanyRole(auth, MANAGING_ROLES, ROLE_NEEDED.projectApprovers);
      if (!(await findCompanyProject(db, companyId, projectId))) throw projectNotFound();
      return { project_id: projectId, approvers: await listProjectApprovers(db, companyId, projectId) };
    },

    async replace(auth, projectId, userIds) {
      const actor = requireCompanyRole(auth, MANAGING_ROLES, ROLE_NEEDED.projectApprovers);
      const wanted = [...new Set(userIds)].sort();
      return db.transaction().execute(async (trx) => {
        // Under the company's lock: a role changed meanwhile cannot slip a buyer in.
        await lockCompany(trx, actor.companyId);
        if (!(await findCompanyProject(trx, actor.companyId, projectId))) throw projectNotFound();
        const eligible = await findUsersWithRoles(trx, actor.companyId, wanted, APPROVING_ROLES);
        const refused = wanted.filter((id) => !eligible.has(id));
        if (refused.length > 0) {
          throw validationError({ user_ids: `Only approvers, admins and owners of your company can approve a project’s requests; not ${refused.join(', ')}.` });
        }
        // Sorted here: the databases' collations may order ids differently.
        const before = (await findProjectApproverIds(trx, projectId)).sort();
        if (before.join() !== wanted.join()) {
          await replaceProjectApprovers(trx, projectId, wanted);
          await recordCompanyAction(trx, {
            companyId: actor.companyId,
            actorUserId: actor.userId,
            action: 'project.approvers',
            subjectType: 'project',
            subjectId: projectId,
            before: { user_ids: before },
            after: { user_ids: wanted },
          });
        }
        return { project_id: projectId, approvers: await listProjectApprovers(trx, actor.companyId, projectId) };
      });
    },
  };
}
