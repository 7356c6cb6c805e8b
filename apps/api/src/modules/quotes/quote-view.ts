import type { QuoteLine, QuoteRequest, QuoteRequestSummary } from '@marketplace/contracts';
import type { QuoteLinesTable, QuoteRequestsTable } from '../../db/quotes-schema';
import type { Executor } from '../../db/schema';
import type { QuoteViewer } from './quote-access';
import { answerLines, currentAnswers } from './quote-answers.repository';
import { compareAnswers, presentAnswer } from './quote-comparison';
import { invitationsOf, lineCounts, namesFor, requestLines } from './quote-requests.repository';

/*
 * Requests as each side reads them (decision 0611). A supplier sees its own invitation, its own
 * answer and the awards it won, never another supplier's; the builder sees every invitation,
 * every latest answer and the comparison.
 */

/** The invitations a viewer may see: all for the builder, its own for a supplier. */
const ownInvitationsOnly = (viewer: QuoteViewer) => (viewer.kind === 'supplier' ? viewer.companyId : undefined);

export async function presentSummaries(db: Executor, rows: readonly QuoteRequestsTable[], viewer: QuoteViewer, now: Date): Promise<QuoteRequestSummary[]> {
  const ids = rows.map((row) => row.id);
  const [names, invitations, counts] = await Promise.all([namesFor(db, rows), invitationsOf(db, ids, ownInvitationsOnly(viewer)), lineCounts(db, ids)]);
  return rows.map((row) => {
    const project = names.project.get(row.project_id);
    return {
      id: row.id,
      buyer_company: { id: row.company_id, name: names.company.get(row.company_id) ?? '' },
      project: { id: row.project_id, name: project?.name ?? '', city: project?.city ?? '', state: project?.state ?? '', postal_code: project?.postal_code ?? '' },
      requested_by: { id: row.requested_by, name: names.user.get(row.requested_by)?.name ?? '' },
      status: row.status,
      needed_by: row.needed_by,
      respond_by: row.respond_by,
      accepting_answers: row.status === 'sent' && row.respond_by > now.toISOString(),
      note: row.note,
      line_count: counts.get(row.id) ?? 0,
      currency: row.currency,
      invitations: invitations
        .filter((invitation) => invitation.quote_request_id === row.id)
        .map((invitation) => ({
          supplier: { id: invitation.supplier_company_id, name: invitation.supplier_name },
          status: invitation.status,
          viewed_at: invitation.viewed_at,
          responded_at: invitation.responded_at,
          declined_at: invitation.declined_at,
          decline_note: invitation.decline_note,
        })),
      closed_at: row.closed_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

/** A line as asked, with its award when the viewer may know it. */
function presentLine(line: QuoteLinesTable, viewer: QuoteViewer, supplierNames: ReadonlyMap<string, string>): QuoteLine {
  const awardedTo = line.awarded_supplier_company_id;
  const visible = awardedTo !== null && (viewer.kind === 'builder' || awardedTo === viewer.companyId);
  return {
    id: line.id,
    kind: line.psv_id === null ? 'free_text' : 'catalogue',
    product_supplier_variant_id: line.psv_id,
    variant_id: line.variant_id,
    sku: line.sku,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    award:
      visible && line.awarded_psv_id !== null && line.awarded_quantity !== null && line.awarded_unit_price_cents !== null
        ? { supplier: { id: awardedTo, name: supplierNames.get(awardedTo) ?? '' }, product_supplier_variant_id: line.awarded_psv_id, quantity: line.awarded_quantity, unit_price_cents: line.awarded_unit_price_cents }
        : null,
  };
}

/** One request in full for this viewer. */
export async function presentRequest(db: Executor, row: QuoteRequestsTable, viewer: QuoteViewer, now: Date): Promise<QuoteRequest> {
  const [[summary], lines, answerRows] = await Promise.all([presentSummaries(db, [row], viewer, now), requestLines(db, row.id), currentAnswers(db, row.id, ownInvitationsOnly(viewer))]);
  const rows = await answerLines(db, answerRows.map((answer) => answer.id));
  const answers = answerRows.map((answer) => presentAnswer(lines, answer, rows, row.currency, now));
  const supplierNames = new Map(summary!.invitations.map((invitation) => [invitation.supplier.id, invitation.supplier.name]));
  return {
    ...summary!,
    lines: lines.map((line) => presentLine(line, viewer, supplierNames)),
    answers,
    comparison: viewer.kind === 'builder' ? compareAnswers(lines, answers) : null,
  };
}
