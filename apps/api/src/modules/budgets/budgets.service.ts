import type { ProjectBudget, projectBudgetRequestSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { notFound, validationError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { recordCompanyAction } from '../company/company-audit';
import { EVERY_COMPANY_ROLE, MANAGING_ROLES, requireCompanyRole } from '../company/company-roles';
import { findCompanyProject } from '../projects/projects.repository';
import { projectBudget } from './project-budget';
import { findBudget, saveBudget } from './project-spend.repository';

type BudgetInput = z.output<typeof projectBudgetRequestSchema>;

const projectNotFound = () => notFound('This project does not exist.');
const ROLE_NEEDED = {
  see: 'Only an owner, admin, approver or buyer of the project’s company can see its budget.',
  change: 'Only an owner or admin can set a project’s budget.',
};

export type BudgetsService = ReturnType<typeof createBudgetsService>;

/** Project budgets (decision 0162): read by the company's members, set by its owners and admins. */
export function createBudgetsService({ db }: { db: Kysely<Database> }) {
  return {
    /** The budget against the spending, and the project's name (for the CSV's file and first row). */
    async get(auth: Auth, projectId: string): Promise<{ budget: ProjectBudget; projectName: string }> {
      const { companyId } = requireCompanyRole(auth, EVERY_COMPANY_ROLE, ROLE_NEEDED.see);
      const project = await findCompanyProject(db, companyId, projectId);
      if (!project) throw projectNotFound();
      return { budget: await projectBudget(db, projectId), projectName: project.name };
    },

    async set(auth: Auth, projectId: string, input: BudgetInput): Promise<ProjectBudget> {
      const actor = requireCompanyRole(auth, MANAGING_ROLES, ROLE_NEEDED.change);
      await db.transaction().execute(async (trx) => {
        if (!(await findCompanyProject(trx, actor.companyId, projectId))) throw projectNotFound();
        const ids = input.categories.map((part) => part.category_id);
        const known = ids.length ? await trx.selectFrom('categories').select('id').where('id', 'in', ids).execute() : [];
        if (known.length !== new Set(ids).size) throw validationError({ categories: 'A category does not exist.' });
        const before = await findBudget(trx, projectId);
        await saveBudget(trx, projectId, input.amount_cents, input.categories, nowIso());
        await recordCompanyAction(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          action: 'project.budget',
          subjectType: 'project',
          subjectId: projectId,
          before: before.amountCents === null ? null : { amount_cents: before.amountCents, categories: before.parts.map((part) => ({ category_id: part.categoryId, amount_cents: part.amountCents })) },
          after: { amount_cents: input.amount_cents, categories: input.categories },
        });
      });
      return projectBudget(db, projectId);
    },
  };
}
