import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../lib/app-error';
import { findCompaniesByName, findCompanyById } from '../modules/companies/companies.repository';
import { formatMoney } from '../lib/money';
import { findLatestApplication, listApplicationsByStatus, toApplication } from '../modules/preapproval/preapproval.repository';
import { createPreapprovalService } from '../modules/preapproval/preapproval.service';
import { UsageError } from './exit-with-error';

/** Help text of the credit commands, appended to the ops usage. */
export const creditUsage = `  credit-applications [--status submitted|approved|declined|draft] [--limit N]
      Lists credit applications in one status (default: submitted, the ones awaiting a decision),
      oldest first, with what the builder asked for and the verified bank balance.

  credit-decision (--application <id> | --company <name or id>) (--approve --limit <dollars> | --decline --reason <text>)
      Approves a submitted credit application with a limit in dollars, or declines it with a reason
      the builder sees. --company picks the company's latest application.`;

function parseDollars(value: string | undefined): number {
  if (value === undefined) throw new UsageError('--approve needs --limit <dollars>, e.g. --limit 50000.');
  const dollars = Number(value.replace(/[$,]/g, ''));
  if (!Number.isFinite(dollars) || dollars <= 0 || dollars > 10_000_000) throw new UsageError('--limit must be an amount of dollars between 1 and 10,000,000.');
  return Math.round(dollars * 100);
}

/** A builder company named (uniquely) or given by id: operators know companies by name. */
async function resolveBuilderCompany(db: Kysely<Database>, nameOrId: string): Promise<string> {
  const byId = await findCompanyById(db, nameOrId);
  if (byId) return byId.id;
  const matches = await findCompaniesByName(db, nameOrId, 'builder');
  if (matches.length === 1 && matches[0]) return matches[0].id;
  if (matches.length === 0) throw new UsageError(`No builder company named or with id "${nameOrId}".`);
  throw new UsageError(`Several builder companies are named "${nameOrId}"; pass an id instead:\n${matches.map((c) => `  ${c.id}  ${c.name}`).join('\n')}`);
}

const STATUSES = ['submitted', 'approved', 'declined', 'draft'] as const;

const dollars = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, 'USD'));

/** Lists applications in one status, for the operator to review (PRODUCT.md "Operator"). */
export async function creditApplicationsCommand(ctx: { db: Kysely<Database>; print(line: string): void }, options: { status?: string; limit?: string }): Promise<void> {
  const status = STATUSES.find((known) => known === (options.status ?? 'submitted'));
  if (!status) throw new UsageError(`--status must be one of ${STATUSES.join(', ')}.`);
  const limit = options.limit === undefined ? 50 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError('--limit must be a whole number of at least 1.');
  const rows = await listApplicationsByStatus(ctx.db, status, limit);
  if (rows.length === 0) {
    ctx.print(`No ${status} credit applications.`);
    return;
  }
  for (const row of rows) {
    const application = toApplication(row);
    ctx.print(`${application.id}  ${row.company_name}  ${application.submitted_at ?? `started ${application.created_at}`}`);
    ctx.print(`    legal name ${application.legal_name ?? '—'}, EIN ${application.ein ?? '—'}, ${application.years_in_business ?? '—'} years, revenue ${dollars(application.annual_revenue_cents)}`);
    ctx.print(`    requested ${dollars(application.requested_limit_cents)}, verified balance ${dollars(application.verified_balance_cents)}, approved ${dollars(application.approved_limit_cents)}`);
    for (const reason of application.decision_reasons) ctx.print(`    ${reason}`);
  }
  ctx.print(`${rows.length} application${rows.length === 1 ? '' : 's'}.`);
}

/** The operator approves or declines a credit application (PRODUCT.md "Business credit"). */
export async function creditDecisionCommand(
  ctx: { db: Kysely<Database>; print(line: string): void },
  options: { application?: string; company?: string; approve?: boolean; decline?: boolean; limit?: string; reason?: string },
): Promise<void> {
  if (Boolean(options.approve) === Boolean(options.decline)) throw new UsageError(`credit-decision needs exactly one of --approve and --decline.\n\n${creditUsage}`);
  let applicationId = options.application;
  if (!applicationId && options.company) {
    const companyId = await resolveBuilderCompany(ctx.db, options.company);
    applicationId = (await findLatestApplication(ctx.db, companyId))?.id;
  }
  if (!applicationId) throw new UsageError(options.company ? `The company ${options.company} has no credit application.` : `credit-decision needs --application or --company.\n\n${creditUsage}`);
  if (options.decline && !options.reason?.trim()) throw new UsageError('--decline needs --reason "<what the builder reads>".');
  // Only the decision is needed here: balances are never read, so no bank-link provider is set up.
  const service = createPreapprovalService({
    db: ctx.db,
    bankEnrollment: {
      refreshBalance: () => Promise.reject(new Error('Balances are not read by operator decisions.')),
    },
  });
  try {
    const decided = options.approve
      ? await service.decideAsOperator(applicationId, { approve: true, limitCents: parseDollars(options.limit), ...(options.reason ? { reason: options.reason } : {}) })
      : await service.decideAsOperator(applicationId, { approve: false, reason: (options.reason ?? '').trim() });
    const limit = decided.approved_limit_cents === null ? '' : ` with a limit of $${(decided.approved_limit_cents / 100).toLocaleString('en-US')}`;
    ctx.print(`Application ${decided.id} ${decided.status}${limit}.`);
  } catch (error) {
    if (error instanceof AppError) throw new UsageError(`Cannot decide: ${error.displayError}`);
    throw error;
  }
}
