import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { QuoteRequest, quoteAnswerRequestSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { QuoteAnswerLinesTable, QuoteInvitationsTable, QuoteLinesTable, QuoteRequestsTable } from '../../db/quotes-schema';
import type { Database, Executor } from '../../db/schema';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, notFound, validationError } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import type { QuoteViewer } from './quote-access';
import { currentAnswers, insertAnswer, moveAnswer, nextVersion, offersById, ownOffersOfVariants } from './quote-answers.repository';
import { offeredTotal } from './quote-comparison';
import { quoteAnsweredEmail, quoteDeclinedEmail } from './quote-emails';
import { expireOverdue, findInvitedRequest, lockOpenRequest, moveInvitation, namesFor, requestLines } from './quote-requests.repository';
import { checkInvitationMove, checkRequestOpen } from './quote-status-rules';
import { presentRequest } from './quote-view';

type AnswerInput = z.output<typeof quoteAnswerRequestSchema>;

const requestNotFound = () => notFound('This quote request does not exist.');

export type QuoteAnswersService = ReturnType<typeof createQuoteAnswersService>;

/** An invited supplier's side of a quote request: answering (in versions) and declining (decision 0611). */
export function createQuoteAnswersService({ db, jobs, publicUrl, now = () => new Date() }: { db: Kysely<Database>; jobs: JobQueue; publicUrl: string; now?: () => Date }) {
  const supplierOf = (auth: Auth): Extract<QuoteViewer, { kind: 'supplier' }> => ({ kind: 'supplier', companyId: auth.user.company_id, userId: auth.user.id });

  /**
   * The request and the supplier's invitation, inside the step's transaction, refused 409 unless
   * answers are still taken: the request open, its deadline not passed, and the invitation able to
   * make `to`. The request's row is taken first, so an award or cancellation under way is waited for.
   */
  async function openInvitation(trx: Executor, supplierId: string, id: string, to: 'responded' | 'declined', at: Date): Promise<{ request: QuoteRequestsTable; invitation: QuoteInvitationsTable }> {
    const found = await findInvitedRequest(trx, supplierId, id);
    if (!found) throw requestNotFound();
    checkRequestOpen(found.request.status);
    if (!(await lockOpenRequest(trx, id, at.toISOString()))) {
      checkRequestOpen((await findInvitedRequest(trx, supplierId, id))?.request.status ?? 'closed');
    }
    // Read again under the lock: what an award or cancellation that was under way left.
    const { request, invitation } = (await findInvitedRequest(trx, supplierId, id)) ?? found;
    if (request.respond_by <= at.toISOString()) throw new AppError(409, errorCodes.conflict, `The time to answer this quote request ended at ${request.respond_by}.`);
    checkInvitationMove(invitation.status, to);
    return { request, invitation };
  }

  /** Each line answered once, priced as the contract says, and quoting only the supplier's own offers on sale. */
  async function answerLinesOf(trx: Executor, supplierId: string, lines: readonly QuoteLinesTable[], answerId: string, input: AnswerInput, today: string): Promise<QuoteAnswerLinesTable[]> {
    const given = new Set(input.lines.map((line) => line.quote_line_id));
    const missing = lines.filter((line) => !given.has(line.id)).length;
    const [own, substitutes] = await Promise.all([
      ownOffersOfVariants(trx, supplierId, lines.flatMap((line) => (line.variant_id ? [line.variant_id] : []))),
      offersById(trx, input.lines.flatMap((line) => (line.substitute_psv_id ? [line.substitute_psv_id] : []))),
    ]);
    const rows = input.lines.map((answered, index): QuoteAnswerLinesTable => {
      const field = (name: string) => `lines.${index}.${name}`;
      const line = lines.find((candidate) => candidate.id === answered.quote_line_id);
      if (!line) throw validationError({ [field('quote_line_id')]: 'This line is not part of the request.' });
      if (answered.ship_date && answered.ship_date < today) throw validationError({ [field('ship_date')]: 'Choose a ship date that is not in the past.' });
      let psvId: string | null = null;
      if (answered.status === 'offered' && line.variant_id !== null) {
        psvId = own.get(line.variant_id) ?? null;
        if (!psvId) throw validationError({ [field('status')]: 'You have no offer of this product on sale: answer it with a substitute of yours, or as unavailable.' });
      }
      if (answered.status === 'substitute') {
        const offer = substitutes.get(answered.substitute_psv_id ?? '');
        if (offer?.company_id !== supplierId || !offer.active) throw validationError({ [field('substitute_psv_id')]: 'Choose one of your own offers on sale.' });
        psvId = offer.id;
      }
      return {
        id: randomUUID(),
        quote_answer_id: answerId,
        quote_line_id: line.id,
        status: answered.status,
        psv_id: psvId,
        unit_price_cents: answered.unit_price_cents ?? null,
        available_quantity: answered.available_quantity ?? null,
        ship_date: answered.ship_date ?? null,
        note: answered.note,
      };
    });
    // Checked after each given line, so a line of another request is named as such first.
    if (missing > 0) throw validationError({ lines: `Answer every line of the request: ${missing} ${missing === 1 ? 'is' : 'are'} missing.` });
    return rows;
  }

  async function requesterFacts(trx: Executor, request: QuoteRequestsTable, supplierId: string) {
    const names = await namesFor(trx, [request]);
    const supplier = await trx.selectFrom('companies').select('name').where('id', '=', supplierId).executeTakeFirstOrThrow();
    return {
      to: names.user.get(request.requested_by)?.email ?? '',
      facts: { requestId: request.id, buyerName: names.company.get(request.company_id) ?? '', projectName: names.project.get(request.project_id)?.name ?? '', publicUrl, supplierName: supplier.name },
    };
  }

  async function read(viewer: QuoteViewer, id: string): Promise<QuoteRequest> {
    const found = await findInvitedRequest(db, viewer.companyId, id);
    if (!found) throw requestNotFound();
    return presentRequest(db, found.request, viewer, now());
  }

  return {
    /**
     * Answers every line of the request; an earlier answer of this supplier is superseded (its
     * versions are kept). The builder who asked is emailed. 409 once the request is closed,
     * cancelled or past its deadline, or after declining.
     */
    async answer(auth: Auth, id: string, input: AnswerInput): Promise<QuoteRequest> {
      const viewer = supplierOf(auth);
      const at = now();
      const iso = at.toISOString();
      if (input.valid_until < iso.slice(0, 10)) throw validationError({ valid_until: 'Choose a date that is not in the past.' });
      await expireOverdue(db, at, { id });
      await db.transaction().execute(async (trx) => {
        const { request, invitation } = await openInvitation(trx, viewer.companyId, id, 'responded', at);
        const answerId = randomUUID();
        const asked = await requestLines(trx, id);
        const lines = await answerLinesOf(trx, viewer.companyId, asked, answerId, input, iso.slice(0, 10));
        for (const previous of await currentAnswers(trx, id, viewer.companyId)) await moveAnswer(trx, previous.id, 'submitted', 'superseded', iso);
        const answer = { id: answerId, quote_request_id: id, supplier_company_id: viewer.companyId, version: await nextVersion(trx, id, viewer.companyId), status: 'submitted' as const, valid_until: input.valid_until, note: input.note, submitted_by: viewer.userId, created_at: iso, updated_at: iso };
        await insertAnswer(trx, answer, lines);
        await moveInvitation(trx, invitation.id, invitation.status, { status: 'responded', responded_at: iso, updated_at: iso });
        const { to, facts } = await requesterFacts(trx, request, viewer.companyId);
        await queueEmails(jobs, trx, [quoteAnsweredEmail(to, { ...facts, version: answer.version, totalCents: offeredTotal(asked, lines), currency: request.currency, validUntil: answer.valid_until })]);
      });
      return read(viewer, id);
    },

    /** Declines to quote; an answer already given is withdrawn. The builder who asked is emailed. */
    async decline(auth: Auth, id: string, note: string | null): Promise<QuoteRequest> {
      const viewer = supplierOf(auth);
      const at = now();
      const iso = at.toISOString();
      await expireOverdue(db, at, { id });
      await db.transaction().execute(async (trx) => {
        const { request, invitation } = await openInvitation(trx, viewer.companyId, id, 'declined', at);
        for (const previous of await currentAnswers(trx, id, viewer.companyId)) await moveAnswer(trx, previous.id, 'submitted', 'withdrawn', iso);
        await moveInvitation(trx, invitation.id, invitation.status, { status: 'declined', declined_at: iso, decline_note: note, updated_at: iso });
        const { to, facts } = await requesterFacts(trx, request, viewer.companyId);
        await queueEmails(jobs, trx, [quoteDeclinedEmail(to, { ...facts, note })]);
      });
      return read(viewer, id);
    },
  };
}
