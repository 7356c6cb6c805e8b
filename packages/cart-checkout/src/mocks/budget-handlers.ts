import { apiUrl } from '@marketplace/api-client';
import type { ProjectBudget } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** A project's budget as checkout's mock API keeps it: none by default. */
export interface MockBudget {
  amountCents: number;
  /** What is left before this order: the budget less what orders committed and delivered. */
  remainingCents: number;
}

/** GET /api/projects/{id}/budget/: the budget given, or a project without one. */
export function createBudgetHandlers(budget: MockBudget | null = null): HttpHandler[] {
  return [
    http.get(apiUrl('/api/projects/:id/budget/'), ({ params }) => {
      const spent = budget ? budget.amountCents - budget.remainingCents : 0;
      const body: ProjectBudget = {
        project_id: String(params.id),
        amount_cents: budget?.amountCents ?? null,
        committed_cents: spent,
        delivered_cents: 0,
        remaining_cents: budget?.remainingCents ?? null,
        currency: 'USD',
        by_category: [],
        by_supplier: [],
        updated_at: budget ? '2026-11-20T15:00:00.000Z' : null,
      };
      return HttpResponse.json(body);
    }),
  ];
}
