import { randomUUID } from 'node:crypto';
import { creditErrorCodes, errorCodes } from '@marketplace/contracts';
import type { PreapprovalApplication, PreapprovalCreateRequest, PreapprovalResponse, PreapprovalUpdateRequest, VerifyBalanceResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { PreapprovalApplicationsTable } from '../../db/credit-schema';
import type { Database, Executor } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { listAccounts } from '../bank-enrollment/bank-enrollment.repository';
import type { BankEnrollmentService } from '../bank-enrollment/bank-enrollment.service';
import { builderCompanyOf } from '../bank-enrollment/builder-company';
import { decideByRules } from './credit-rules';
import { availableCredit, findApplication, findLatestApplication, toApplication } from './preapproval.repository';

type DraftInput = Omit<PreapprovalUpdateRequest, 'submit'>;

/** Pre-approval for business credit (PRODUCT.md "Business credit and bank linking"). */
export interface PreapprovalService {
  create(auth: Auth, input: PreapprovalCreateRequest): Promise<PreapprovalResponse>;
  current(auth: Auth, companyId: string): Promise<PreapprovalResponse>;
  update(auth: Auth, id: string, input: PreapprovalUpdateRequest): Promise<PreapprovalResponse>;
  verifyBalance(auth: Auth, bankAccountId?: string): Promise<VerifyBalanceResponse>;
  /**
   * The operator's decision (ops credit-decision, the operator console): approve with a limit, or
   * decline with a reason. `within` runs in the decision's transaction (the console's audit entry).
   */
  decideAsOperator(
    id: string,
    decision: { approve: true; limitCents: number; reason?: string } | { approve: false; reason: string },
    within?: (trx: Executor, change: { before: PreapprovalApplication; decided: PreapprovalApplication }) => Promise<void>,
  ): Promise<PreapprovalApplication>;
}

export interface PreapprovalServiceDeps {
  db: Kysely<Database>;
  bankEnrollment: Pick<BankEnrollmentService, 'refreshBalance'>;
}

const required = ['legal_name', 'ein', 'years_in_business', 'annual_revenue_cents', 'requested_limit_cents', 'contact_name', 'contact_email', 'contact_phone', 'bank_account_id'] as const;
const missingMessages: Record<(typeof required)[number], string> = {
  legal_name: 'Enter the company’s legal name.',
  ein: 'Enter the EIN.',
  years_in_business: 'Enter the years in business.',
  annual_revenue_cents: 'Enter the annual revenue.',
  requested_limit_cents: 'Enter the requested limit.',
  contact_name: 'Enter the contact’s name.',
  contact_email: 'Enter an email address.',
  contact_phone: 'Enter the contact’s phone number.',
  bank_account_id: 'Link a bank account and choose it.',
};

function applicationNotFound(): AppError {
  return notFound('This credit application does not exist.');
}

/** Only the given fields change: an absent field keeps its value, null clears it. */
function draftChanges(input: DraftInput): Partial<PreapprovalApplicationsTable> {
  const changes: Partial<PreapprovalApplicationsTable> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  return changes;
}

export function createPreapprovalService({ db, bankEnrollment }: PreapprovalServiceDeps): PreapprovalService {
  async function respond(companyId: string, row: PreapprovalApplicationsTable | undefined): Promise<PreapprovalResponse> {
    return { application: row ? toApplication(row) : null, credit: await availableCredit(db, companyId) };
  }

  async function checkBankAccount(companyId: string, bankAccountId: string | null | undefined): Promise<void> {
    if (!bankAccountId) return;
    const accounts = await listAccounts(db, companyId);
    if (!accounts.some((account) => account.id === bankAccountId)) throw validationError({ bank_account_id: 'Choose one of your linked bank accounts.' });
  }

  async function ownApplication(companyId: string, id: string): Promise<PreapprovalApplicationsTable> {
    const row = await findApplication(db, id);
    if (!row || row.company_id !== companyId) throw applicationNotFound();
    return row;
  }

  /** Submits a complete draft: reads the chosen account's balance now and applies the rules. */
  async function submit(companyId: string, row: PreapprovalApplicationsTable): Promise<PreapprovalApplicationsTable> {
    const missing = Object.fromEntries(required.filter((field) => row[field] === null).map((field) => [field, missingMessages[field]]));
    if (Object.keys(missing).length > 0) throw validationError(missing);
    const account = await bankEnrollment.refreshBalance(companyId, row.bank_account_id as string);
    const verified = account.available_cents ?? account.current_cents ?? 0;
    const outcome = decideByRules({ requestedLimitCents: Number(row.requested_limit_cents), verifiedBalanceCents: verified, yearsInBusiness: Number(row.years_in_business) });
    const now = nowIso();
    const decided = outcome.status !== 'review';
    const changes: Partial<PreapprovalApplicationsTable> = {
      status: outcome.status === 'review' ? 'submitted' : outcome.status,
      step: 'review',
      verified_balance_cents: verified,
      approved_limit_cents: outcome.status === 'approved' ? outcome.approvedLimitCents : null,
      decision_reasons: JSON.stringify(outcome.reasons),
      decided_by: decided ? 'rules' : null,
      submitted_at: now,
      decided_at: decided ? now : null,
      updated_at: now,
    };
    // Conditional on still being a draft: of two submits at once, one decides.
    const result = await db.updateTable('preapproval_applications').set(changes).where('id', '=', row.id).where('status', '=', 'draft').executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError(409, errorCodes.conflict, 'This application was already submitted.');
    return ownApplication(companyId, row.id);
  }

  return {
    async create(auth, input) {
      const companyId = builderCompanyOf(auth);
      const { step, ...fields } = input;
      await checkBankAccount(companyId, fields.bank_account_id);
      const latest = await findLatestApplication(db, companyId);
      if (latest && (latest.status === 'draft' || latest.status === 'submitted')) {
        throw new AppError(409, errorCodes.conflict, 'Your company already has a credit application in progress: continue that one.');
      }
      if (latest?.status === 'approved') throw new AppError(409, errorCodes.conflict, 'Your company is already approved for credit. Contact us to change its limit.');
      const now = nowIso();
      const row: PreapprovalApplicationsTable = {
        id: randomUUID(),
        company_id: companyId,
        status: 'draft',
        step: step ?? 'company',
        legal_name: null,
        ein: null,
        years_in_business: null,
        annual_revenue_cents: null,
        requested_limit_cents: null,
        contact_name: null,
        contact_email: null,
        contact_phone: null,
        bank_account_id: null,
        verified_balance_cents: null,
        approved_limit_cents: null,
        decision_reasons: '[]',
        decided_by: null,
        created_by: auth.user.id,
        created_at: now,
        updated_at: now,
        submitted_at: null,
        decided_at: null,
        ...draftChanges(fields),
      };
      await db.insertInto('preapproval_applications').values(row).execute();
      return respond(companyId, row);
    },

    async current(auth, companyId) {
      const own = builderCompanyOf(auth);
      // Another company's credit is nobody's business: indistinguishable from a missing one.
      if (companyId !== own) throw notFound('This company does not exist.');
      return respond(own, await findLatestApplication(db, own));
    },

    async update(auth, id, input) {
      const companyId = builderCompanyOf(auth);
      const { submit: wantsSubmit, ...fields } = input;
      const row = await ownApplication(companyId, id);
      if (row.status !== 'draft') throw new AppError(409, errorCodes.conflict, 'This application was already submitted and can no longer change.');
      await checkBankAccount(companyId, fields.bank_account_id);
      const changes = draftChanges(fields);
      if (Object.keys(changes).length > 0) {
        await db.updateTable('preapproval_applications').set({ ...changes, updated_at: nowIso() }).where('id', '=', id).where('status', '=', 'draft').execute();
      }
      const saved = await ownApplication(companyId, id);
      return respond(companyId, wantsSubmit ? await submit(companyId, saved) : saved);
    },

    async verifyBalance(auth, bankAccountId) {
      const companyId = builderCompanyOf(auth);
      const latest = await findLatestApplication(db, companyId);
      const accountId = bankAccountId ?? latest?.bank_account_id ?? (await listAccounts(db, companyId))[0]?.id;
      if (!accountId) throw new AppError(409, creditErrorCodes.noLinkedBank, 'Link a bank account first: its balance is what we verify.');
      const account = await bankEnrollment.refreshBalance(companyId, accountId);
      const balance = account.available_cents ?? account.current_cents ?? 0;
      const requested = latest?.requested_limit_cents === null || latest?.requested_limit_cents === undefined ? null : Number(latest.requested_limit_cents);
      return {
        bank_account_id: account.id,
        balance_cents: balance,
        currency: account.currency,
        requested_limit_cents: requested,
        covers_requested_limit: requested === null ? null : balance >= requested,
        checked_at: account.balance_updated_at,
      };
    },

    async decideAsOperator(id, decision, within) {
      return db.transaction().execute(async (trx) => {
        const row = await findApplication(trx, id);
        if (!row) throw applicationNotFound();
        if (row.status === 'draft') throw new AppError(409, errorCodes.conflict, 'This application is still a draft: the builder has not submitted it.');
        const now = nowIso();
        const reasons = decision.approve ? [decision.reason ?? 'Approved by our credit team.'] : [decision.reason];
        await trx
          .updateTable('preapproval_applications')
          .set({
            status: decision.approve ? 'approved' : 'declined',
            approved_limit_cents: decision.approve ? decision.limitCents : null,
            decision_reasons: JSON.stringify(reasons),
            decided_by: 'operator',
            decided_at: now,
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
        const updated = await findApplication(trx, id);
        if (!updated) throw applicationNotFound();
        const decided = toApplication(updated);
        await within?.(trx, { before: toApplication(row), decided });
        return decided;
      });
    },
  };
}
