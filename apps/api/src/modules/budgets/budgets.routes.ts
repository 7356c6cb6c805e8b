import { projectBudgetRequestSchema, projectBudgetSchema, projectParamsSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFile } from '../../lib/file-download';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { BudgetsService } from './budgets.service';
import { projectBudgetCsv } from './project-budget-csv';

const tags = ['budgets'];

/** A project's budget against what its orders committed and delivered (decision 0162). */
export const budgetsRoutes: FastifyPluginAsyncZod<{ budgets: BudgetsService }> = async (app, { budgets }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/projects/:id/budget/',
    {
      schema: {
        tags,
        summary: 'The budget (null when none is set), committed, delivered and remaining, by category and by supplier',
        params: projectParamsSchema,
        response: { 200: projectBudgetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => (await budgets.get(authOf(request), request.params.id)).budget,
  );

  app.get(
    '/api/projects/:id/budget.csv',
    { schema: { tags, summary: 'The same as CSV: the project, then a row per category and per supplier', params: projectParamsSchema, response: errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      const { budget, projectName } = await budgets.get(authOf(request), request.params.id);
      return sendFile(reply, projectBudgetCsv(budget, projectName), { type: 'text/csv; charset=utf-8', name: `budget-${projectName}.csv`, inline: false });
    },
  );

  app.put(
    '/api/projects/:id/budget/',
    {
      schema: {
        tags,
        summary: 'Sets the project’s budget and its parts per category (replacing them); audited',
        params: projectParamsSchema,
        body: projectBudgetRequestSchema,
        response: { 200: projectBudgetSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => budgets.set(authOf(request), request.params.id, request.body),
  );
};
