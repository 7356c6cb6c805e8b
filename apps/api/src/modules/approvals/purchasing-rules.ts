import type { ApprovalReason } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { formatMoney } from '../../lib/money';
import { findSpendingLimits } from '../company/company-members.repository';
import { findPurchasingSettings } from '../company/purchasing-settings.repository';
import { projectBudget } from '../budgets/project-budget';
import { findBudget } from '../budgets/project-spend.repository';

/** Who is ordering, and what. */
export interface Purchase {
  companyId: string;
  userId: string;
  projectId: string;
  totalCents: number;
  currency: string;
  now: Date;
}

/** The first instant of the calendar month (UTC) of `now`. */
const monthStart = (now: Date): string => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/**
 * What the buyer placed this calendar month (UTC), cancelled orders left out: what a monthly limit
 * counts, orders placed after an approval included.
 */
async function placedThisMonth(db: Executor, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('total_cents'), eb.lit(0)).as('total'))
    .where('created_by', '=', userId)
    .where('status', 'in', ['placed', 'in_progress', 'completed'])
    .where('placed_at', '>=', monthStart(now))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The rules an order breaks (decision 0161): the buyer's order limit and monthly limit, the
 * company's approval threshold, and the project's budget when the company asks approval over it
 * (decision 0162). None set, none broken: the owner, who answers for the company, is
 * never limited. An empty answer means the order goes through as it always has.
 */
export async function reasonsToApprove(db: Executor, purchase: Purchase): Promise<ApprovalReason[]> {
  const [user, limits, settings] = await Promise.all([
    db.selectFrom('users').select('company_role').where('id', '=', purchase.userId).executeTakeFirst(),
    findSpendingLimits(db, purchase.userId),
    findPurchasingSettings(db, purchase.companyId),
  ]);
  if (user?.company_role === 'owner') return [];
  const money = (cents: number) => formatMoney(cents, purchase.currency);
  const reasons: ApprovalReason[] = [];
  const orderLimit = limits.order_limit_cents;
  if (orderLimit !== null && purchase.totalCents > orderLimit) {
    reasons.push({ code: 'order_limit', limit_cents: orderLimit, message: `Over your limit of ${money(orderLimit)} per order.` });
  }
  const monthlyLimit = limits.monthly_limit_cents;
  if (monthlyLimit !== null) {
    const placed = await placedThisMonth(db, purchase.userId, purchase.now);
    if (placed + purchase.totalCents > monthlyLimit) {
      reasons.push({ code: 'monthly_limit', limit_cents: monthlyLimit, message: `Over your monthly limit of ${money(monthlyLimit)}: ${money(placed)} already ordered this month.` });
    }
  }
  const threshold = settings.approval_threshold_cents;
  if (threshold !== null && purchase.totalCents >= threshold) {
    reasons.push({ code: 'company_threshold', limit_cents: threshold, message: `Orders of ${money(threshold)} or more need approval in your company.` });
  }
  // Only a project with a budget has its spending read: checkout elsewhere costs nothing more.
  if (settings.approval_over_budget && (await findBudget(db, purchase.projectId)).amountCents !== null) {
    const budget = await projectBudget(db, purchase.projectId);
    if (budget.remaining_cents !== null && purchase.totalCents > budget.remaining_cents) {
      reasons.push({ code: 'budget_exceeded', limit_cents: budget.remaining_cents, message: `Over the project’s budget: ${money(Math.max(0, budget.remaining_cents))} of ${money(budget.amount_cents ?? 0)} left.` });
    }
  }
  return reasons;
}
