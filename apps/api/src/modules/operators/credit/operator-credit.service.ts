import type { CreditDecisionRequest, OperatorCreditApplication, OperatorCreditApplicationListResponse, PreapprovalStatus } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { countApplicationsByStatus, findApplicationWithCompany, listApplicationsByStatus, toApplication } from '../../preapproval/preapproval.repository';
import type { PreapprovalService } from '../../preapproval/preapproval.service';
import { recordOperatorAction } from '../operator-audit';

const applicationNotFound = () => notFound('This credit application does not exist.');

/** The credit pre-approval queue in the operator console: the same reads and decision as `ops credit-*`. */
export type OperatorCreditService = ReturnType<typeof createOperatorCreditService>;

/** Creates the operator console's credit service over the pre-approval service's decision. */
export function createOperatorCreditService({ db, preapproval }: { db: Kysely<Database>; preapproval: Pick<PreapprovalService, 'decideAsOperator'> }) {
  async function get(id: string): Promise<OperatorCreditApplication> {
    const row = await findApplicationWithCompany(db, id);
    if (!row) throw applicationNotFound();
    const { company_name: companyName, ...application } = row;
    return { ...toApplication(application), company_name: companyName };
  }

  return {
    async list(query: { status: PreapprovalStatus; limit: number; offset: number }): Promise<OperatorCreditApplicationListResponse> {
      const [rows, count] = await Promise.all([listApplicationsByStatus(db, query.status, query.limit, query.offset), countApplicationsByStatus(db, query.status)]);
      return { count, results: rows.map(({ company_name: companyName, ...row }) => ({ ...toApplication(row), company_name: companyName })) };
    },

    get,

    /** Approves with a limit or declines with a reason; the audit entry is written with the decision. */
    async decide(actor: { operatorId: string }, id: string, input: CreditDecisionRequest): Promise<OperatorCreditApplication> {
      const decision =
        input.decision === 'approve'
          ? { approve: true as const, limitCents: input.approved_limit_cents ?? 0, ...(input.reason ? { reason: input.reason } : {}) }
          : { approve: false as const, reason: input.reason ?? '' };
      await preapproval.decideAsOperator(id, decision, async (trx, { before, decided }) => {
        await recordOperatorAction(trx, {
          operatorId: actor.operatorId,
          action: input.decision === 'approve' ? 'credit_application.approve' : 'credit_application.decline',
          subjectType: 'credit_application',
          subjectId: id,
          details: {
            company_id: decided.company_id,
            from: before.status,
            to: decided.status,
            approved_limit_cents: decided.approved_limit_cents,
            reasons: decided.decision_reasons,
          },
        });
      });
      return get(id);
    },
  };
}
