import type { CreditAccountDetail, CreditAccountList, CreditRepayment, creditRepaymentRequestSchema } from '@marketplace/contracts';
import { errorCodes } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { lockCompany } from '../../companies/companies.repository';
import { AppError, notFound, validationError } from '../../../lib/app-error';
import { formatMoney } from '../../../lib/money';
import { nowIso } from '../../../lib/time';
import { bookMovement } from '../../ledger/ledger';
import { recordOperatorAction } from '../operator-audit';
import { findCreditAccount, insertRepayment, listCreditAccounts, listRepayments, toRepayment } from './credit-accounts.repository';

type RepaymentInput = z.output<typeof creditRepaymentRequestSchema>;

const accountNotFound = () => notFound('This company has no credit account.');

/** Builder companies' accounts on credit terms and the repayments the operator records (decision 0147). */
export type CreditAccountsService = ReturnType<typeof createCreditAccountsService>;

export function createCreditAccountsService({ db }: { db: Kysely<Database> }) {
  return {
    list: (query: { search?: string | undefined; limit: number; offset: number }): Promise<CreditAccountList> => listCreditAccounts(db, query),

    async get(companyId: string): Promise<CreditAccountDetail> {
      const account = await findCreditAccount(db, companyId);
      if (!account) throw accountNotFound();
      return { account, repayments: await listRepayments(db, companyId) };
    },

    /**
     * Records a transfer that reached the marketplace's bank account: once per bank reference,
     * never more than the company owes, booked in the ledger (cash in, receivable down) and
     * audited in the same transaction, under the company's lock so two operators recording
     * at once cannot together take the balance below zero.
     */
    async recordRepayment(operatorId: string, companyId: string, input: RepaymentInput): Promise<CreditRepayment> {
      if (input.received_on > nowIso().slice(0, 10)) throw validationError({ received_on: 'The money cannot have arrived after today.' });
      return db.transaction().execute(async (trx) => {
        await lockCompany(trx, companyId);
        const account = await findCreditAccount(trx, companyId);
        if (!account) throw accountNotFound();
        if (input.amount_cents > account.owed_cents) {
          const message = `${account.company_name} owes ${formatMoney(account.owed_cents, account.currency)} on terms: record at most that.`;
          throw new AppError(409, errorCodes.conflict, message, { amount_cents: message });
        }
        const row = {
          id: randomUUID(),
          company_id: companyId,
          amount_cents: input.amount_cents,
          currency: account.currency,
          bank_reference: input.bank_reference,
          received_on: input.received_on,
          note: input.note,
          recorded_by_operator_id: operatorId,
          created_at: nowIso(),
        };
        if (!(await insertRepayment(trx, row))) {
          const message = `The transfer ${input.bank_reference} was already recorded for ${account.company_name}.`;
          throw new AppError(409, errorCodes.conflict, message, { bank_reference: message });
        }
        await bookMovement(trx, {
          kind: 'credit_repayment',
          causeKey: `credit-repayment:${row.id}`,
          memo: `${account.company_name} repaid credit on terms (${input.bank_reference})`,
          lines: [
            { account: 'cash', amountCents: input.amount_cents, buyerCompanyId: companyId },
            { account: 'credit_receivable', amountCents: -input.amount_cents, buyerCompanyId: companyId },
          ],
        });
        await recordOperatorAction(trx, {
          operatorId,
          action: 'credit_repayment.record',
          subjectType: 'company',
          subjectId: companyId,
          details: { amount_cents: input.amount_cents, bank_reference: input.bank_reference, received_on: input.received_on, owed_before_cents: account.owed_cents },
        });
        return toRepayment(row);
      });
    },
  };
}
