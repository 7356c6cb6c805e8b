import type { InvoiceToleranceValues } from '@marketplace/contracts';
import type { InvoiceLinesTable, InvoicesTable } from '../../db/invoicing-schema';
import type { Executor } from '../../db/schema';
import { queueEmails } from '../../jobs/email-job';
import type { IsoTime } from '../../lib/time';
import type { NoticeDeps } from './invoice-approval';
import { approveIfCompanySays } from './invoice-auto-approval';
import { invoiceArrivedEmail } from './invoice-emails';
import { lineFindingsOf } from './invoice-line-findings';
import { canMoveInvoice } from './invoice-status-rules';
import { invoiceFactsOf } from './invoice-view';
import type { LineFindings } from './invoices.repository';
import {
  companyLeadEmails,
  exceptionInvoicesOf,
  invoiceLines,
  lockPurchaseOrderInvoicing,
  moveInvoice,
  purchaseOrderForMatching,
  recordInvoiceEvent,
  updateInvoiceIn,
  updateLineFindings,
} from './invoices.repository';
import { matchFindings, threeWayMatch } from './three-way-match';

/** The history's note of an invoice that goods received after it made match. */
export const MATCHED_AGAIN = 'Matched again after goods were received.';

const sameFindings = (line: InvoiceLinesTable, found: LineFindings) => (Object.keys(found) as (keyof LineFindings)[]).every((key) => line[key] === found[key]);

/**
 * One exception matched again: with the tolerances copied on it when it arrived (a later change
 * never rewrites how an invoice is matched) and what was billed before it. Now matched, it moves
 * `exception → matched` (a system move), its company's owners and admins hear of it as of a
 * matched invoice arriving, and it is approved at once if the company says so. Still an
 * exception, its lines say what the site counted now, and the history why it still waits.
 */
async function matchAgain(trx: Executor, deps: NoticeDeps, invoice: InvoicesTable, at: IsoTime): Promise<void> {
  const { po, ordered } = await purchaseOrderForMatching(trx, invoice.purchase_order_id, invoice);
  const lines = await invoiceLines(trx, [invoice.id]);
  const tolerances = JSON.parse(invoice.tolerances) as InvoiceToleranceValues;
  const match = threeWayMatch({ invoiceCurrency: invoice.currency, purchaseOrderCurrency: po.currency, lines, ordered, freight_cents: invoice.freight_cents, tolerances });
  const found = lines.map((line, index) => ({ line, findings: lineFindingsOf(match.lines[index]!) }));
  const changedLines = found.filter(({ line, findings }) => !sameFindings(line, findings));
  const totals = { expected_cents: match.expected_cents, total_variance_cents: match.total_variance_cents, total_within_tolerance: match.total_within_tolerance ? 1 : 0 };
  const nowMatches = match.status === 'matched' && canMoveInvoice('system', invoice.status, 'matched');
  const totalsChanged = totals.expected_cents !== invoice.expected_cents || totals.total_variance_cents !== invoice.total_variance_cents || totals.total_within_tolerance !== invoice.total_within_tolerance;
  // A receipt of another line changes nothing here: nothing is written, nothing recorded.
  if (!nowMatches && changedLines.length === 0 && !totalsChanged) return;
  // Only while it is still an exception: a builder who disputed or overrode it a moment ago keeps it as they made it.
  const written = nowMatches ? await moveInvoice(trx, invoice.id, 'exception', { ...totals, status: 'matched', updated_at: at }) : await updateInvoiceIn(trx, invoice.id, 'exception', { ...totals, updated_at: at });
  if (!written) return;
  for (const { line, findings } of changedLines) await updateLineFindings(trx, line.id, findings);

  if (!nowMatches) {
    const described = found.map(({ line, findings }) => ({ description: line.description, ...findings }));
    const { exceptions, totalNote } = matchFindings(described, match, invoice.currency);
    await recordInvoiceEvent(trx, { invoice_id: invoice.id, from_status: 'exception', to_status: 'exception', actor_user_id: null, note: `Matched again after goods were received; still: ${[...exceptions, ...(totalNote ? [totalNote] : [])].join(' ')}`, created_at: at });
    return;
  }
  await recordInvoiceEvent(trx, { invoice_id: invoice.id, from_status: 'exception', to_status: 'matched', actor_user_id: null, note: MATCHED_AGAIN, created_at: at });
  const matched: InvoicesTable = { ...invoice, ...totals, status: 'matched', updated_at: at };
  const autoApproved = await approveIfCompanySays(trx, deps, matched, match.lines.map((line) => line.status), at);
  const facts = await invoiceFactsOf(trx, matched, deps.publicUrl);
  await queueEmails(deps.jobs, trx, (await companyLeadEmails(trx, invoice.buyer_company_id)).map((to) => invoiceArrivedEmail(to, { ...facts, matched: true, exceptions: [], totalNote: null, matchedAgain: true, autoApproved })));
}

/**
 * Goods of the purchase order were received: every invoice of it that is still an exception (an
 * invoice that came before the goods, or billed more than was counted then) is matched again, in
 * the receipt's transaction and under the purchase order's invoicing lock, so an invoice issued
 * at the same moment is matched before or after these, never beside them. Disputed, approved and
 * void invoices are a person's to move, and are left alone.
 */
export async function matchAgainAfterReceipt(trx: Executor, deps: NoticeDeps, purchaseOrderId: string, at: IsoTime): Promise<void> {
  await lockPurchaseOrderInvoicing(trx, purchaseOrderId);
  for (const invoice of await exceptionInvoicesOf(trx, purchaseOrderId)) await matchAgain(trx, deps, invoice, at);
}
