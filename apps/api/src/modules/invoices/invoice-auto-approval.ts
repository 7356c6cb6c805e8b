import type { InvoiceLineMatchStatus } from '@marketplace/contracts';
import type { InvoicesTable } from '../../db/invoicing-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';
import { approveInvoice } from './invoice-approval';
import type { NoticeDeps } from './invoice-approval';
import { canMoveInvoice } from './invoice-status-rules';
import { autoApprovesMatched } from './invoice-tolerances.repository';

/** The history's note of an invoice the system approved on the company's word. */
export const APPROVED_AUTOMATICALLY = 'Approved automatically: every line matched within the company’s tolerances.';

/**
 * Approves an invoice that has just matched (on arrival, or again once late goods were counted)
 * when its company said matched invoices are approved automatically: as the system, with no
 * approver, settled on credit terms and told to the supplier exactly as a person's approval
 * (invoice-approval.ts). Only a clean match: an exception, or a line with no purchase-order line
 * to match, always waits for a person. Runs in the caller's transaction; answers whether it approved.
 */
export async function approveIfCompanySays(trx: Executor, deps: NoticeDeps, invoice: InvoicesTable, lineStatuses: readonly InvoiceLineMatchStatus[], at: IsoTime): Promise<boolean> {
  if (!canMoveInvoice('system', invoice.status, 'approved') || lineStatuses.includes('unmatched')) return false;
  if (!(await autoApprovesMatched(trx, invoice.buyer_company_id))) return false;
  await approveInvoice(trx, deps, invoice, { approver: null, overrideReason: null, note: APPROVED_AUTOMATICALLY, at });
  return true;
}
