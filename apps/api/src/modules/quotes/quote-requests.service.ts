import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { QuoteRequest, QuoteRequestList, QuoteRequestStatus, quoteAwardRequestSchema, quoteRequestCreateSchema, quoteRequestListQuerySchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { QuoteInvitationsTable, QuoteLinesTable, QuoteRequestsTable } from '../../db/quotes-schema';
import type { Database, Executor } from '../../db/schema';
import type { CompanyMemberAuth } from '../company/company-roles';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money';
import type { Auth } from '../../plugins/sessions';
import { loadProjectDelivery } from '../availability/project-delivery';
import { CART_CURRENCY } from '../cart/cart-view';
import { cartLines, findCart } from '../cart/cart.repository';
import { recordCompanyAction } from '../company/company-audit';
import { EVERY_COMPANY_ROLE, requireCompanyRole } from '../company/company-roles';
import { approvalStatusOf } from '../supplier-approval/supplier-approval.repository';
import { checkMayDecide, quoteViewerOf, ROLE_NEEDED } from './quote-access';
import type { QuoteViewer } from './quote-access';
import { offersById } from './quote-answers.repository';
import { checkAward, putAwardInCart, settleAnswers } from './quote-award';
import { quoteAwardedEmail, quoteCancelledEmail, quoteNotAwardedEmail, quoteRequestedEmail } from './quote-emails';
import type { QuoteFacts } from './quote-emails';
import { expireOverdue, findCompanyRequest, findInvitedRequest, insertQuoteRequest, invitationsOf, listRequests, moveInvitation, moveRequest, namesFor } from './quote-requests.repository';
import { userEmailsByCompany } from '../companies/company-user-emails';
import { checkRequestMove } from './quote-status-rules';
import { presentRequest, presentSummaries } from './quote-view';

type CreateInput = z.output<typeof quoteRequestCreateSchema>;
type AwardInput = z.output<typeof quoteAwardRequestSchema>;
type ListQuery = z.output<typeof quoteRequestListQuerySchema>;

const requestNotFound = () => notFound('This quote request does not exist.');

/** A line to ask, from the body or from the cart. */
interface AskedLine {
  psv_id?: string | undefined;
  description?: string | undefined;
  quantity: number;
  unit?: string | undefined;
}

export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;

/** Quote requests as the builder asks, reads, cancels and awards them, and as suppliers read them (decision 0611). */
export function createQuoteRequestsService({ db, jobs, publicUrl, now = () => new Date() }: { db: Kysely<Database>; jobs: JobQueue; publicUrl: string; now?: () => Date }) {
  /**
   * 400 naming `supplier_company_ids` unless each is a supplier selling on the marketplace
   * (decision 0145) that delivers to the project's address (decision 0102).
   */
  async function checkSuppliers(trx: Executor, ids: readonly string[], serving: ReadonlySet<string>): Promise<void> {
    const companies = await trx.selectFrom('companies').select(['id', 'name', 'company_type']).where('id', 'in', [...ids]).execute();
    for (const id of ids) {
      const company = companies.find((candidate) => candidate.id === id);
      if (company?.company_type !== 'supplier') throw validationError({ supplier_company_ids: 'One of the suppliers does not exist.' });
      if ((await approvalStatusOf(trx, id)) !== 'approved') throw validationError({ supplier_company_ids: `${company.name} is not selling on the marketplace at the moment.` });
      if (!serving.has(id)) throw validationError({ supplier_company_ids: `${company.name} does not deliver to this project’s address.` });
    }
  }

  /** The lines as stored: catalogue lines named and measured as the catalogue has them. */
  async function resolveLines(trx: Executor, requestId: string, asked: readonly AskedLine[], fieldOf: (index: number, name: string) => string): Promise<QuoteLinesTable[]> {
    const offers = await offersById(trx, asked.flatMap((line) => (line.psv_id ? [line.psv_id] : [])));
    return asked.map((line, position) => {
      const base = { id: randomUUID(), quote_request_id: requestId, position, quantity: line.quantity, awarded_supplier_company_id: null, awarded_answer_line_id: null, awarded_psv_id: null, awarded_quantity: null, awarded_unit_price_cents: null };
      if (!line.psv_id) return { ...base, psv_id: null, variant_id: null, sku: null, description: line.description ?? '', unit: line.unit ?? null };
      const offer = offers.get(line.psv_id);
      if (!offer) throw validationError({ [fieldOf(position, 'psv_id')]: 'This offer does not exist.' });
      if (!offer.active) throw validationError({ [fieldOf(position, 'psv_id')]: `${offer.product_name}, ${offer.variant_name} is no longer sold.` });
      // A quote in another unit than the catalogue's could not be compared, nor ordered.
      if (line.unit && line.unit.toLowerCase() !== offer.unit_of_measure.toLowerCase()) throw validationError({ [fieldOf(position, 'unit')]: `This product is sold by the ${offer.unit_of_measure}.` });
      return { ...base, psv_id: offer.id, variant_id: offer.variant_id, sku: offer.sku, description: `${offer.product_name}, ${offer.variant_name}`, unit: offer.unit_of_measure };
    });
  }

  /** The project's cart as lines to ask (`from_cart`); 400 naming `from_cart` when it is empty. */
  async function cartAsLines(trx: Executor, companyId: string, projectId: string): Promise<AskedLine[]> {
    const cart = await findCart(trx, companyId, projectId);
    const rows = cart ? await cartLines(trx, cart.id) : [];
    if (rows.length === 0) throw validationError({ from_cart: 'The project’s cart is empty.' });
    return rows.map((row) => ({ psv_id: row.psv_id, quantity: row.quantity, unit: row.unit_of_measure }));
  }

  async function factsOf(executor: Executor, row: QuoteRequestsTable): Promise<QuoteFacts & { names: Awaited<ReturnType<typeof namesFor>> }> {
    const names = await namesFor(executor, [row]);
    return { requestId: row.id, buyerName: names.company.get(row.company_id) ?? '', projectName: names.project.get(row.project_id)?.name ?? '', publicUrl, names };
  }

  /** The request of the viewer's company, or one it was invited to; 404 otherwise, alike. */
  async function load(executor: Executor, viewer: QuoteViewer, id: string) {
    if (viewer.kind === 'builder') {
      const request = await findCompanyRequest(executor, viewer.companyId, id);
      if (!request) throw requestNotFound();
      return { request, invitation: undefined };
    }
    const found = await findInvitedRequest(executor, viewer.companyId, id);
    if (!found) throw requestNotFound();
    return found;
  }

  /**
   * Moves the request from sent to `to` (closed or cancelled), or refuses it 409 in the words of
   * what it became meanwhile: of an award and a cancellation at once, exactly one goes through.
   */
  async function closeRequest(trx: Executor, companyId: string, id: string, to: Extract<QuoteRequestStatus, 'closed' | 'cancelled'>, userId: string, at: string): Promise<void> {
    if (await moveRequest(trx, id, 'sent', { status: to, closed_by: userId, closed_at: at, updated_at: at })) return;
    checkRequestMove((await findCompanyRequest(trx, companyId, id))?.status ?? to, to);
    throw new AppError(409, errorCodes.conflict, 'This quote request changed meanwhile: read it again.');
  }

  /**
   * Takes the company's request `id` to `status` (cancelled, or closed by an award) for `actor`:
   * 404 when it is not theirs, 403 unless they may decide on it, 409 when it cannot move. The update
   * locks its row for the rest of the transaction.
   */
  async function closeAs(trx: Executor, actor: CompanyMemberAuth, id: string, status: 'cancelled' | 'closed', at: string): Promise<QuoteRequestsTable> {
    const row = await findCompanyRequest(trx, actor.companyId, id);
    if (!row) throw requestNotFound();
    checkMayDecide(actor, row);
    checkRequestMove(row.status, status);
    await closeRequest(trx, actor.companyId, id, status, actor.userId, at);
    return row;
  }

  async function answer(auth: Auth, id: string): Promise<QuoteRequest> {
    const viewer = quoteViewerOf(auth);
    const { request } = await load(db, viewer, id);
    return presentRequest(db, request, viewer, now());
  }

  /** The emails of an award: the lines won to each winner, a closing word to every other supplier still taking part. */
  async function awardEmails(trx: Executor, row: QuoteRequestsTable, awarded: Awaited<ReturnType<typeof checkAward>>['awarded']) {
    const facts = await factsOf(trx, row);
    const invitations = await invitationsOf(trx, [row.id]);
    const emails = await userEmailsByCompany(trx, invitations.map((invitation) => invitation.supplier_company_id), ['supplier']);
    return invitations.flatMap((invitation) => {
      const won = awarded.filter((award) => award.answer.supplier_company_id === invitation.supplier_company_id);
      const to = emails.get(invitation.supplier_company_id) ?? [];
      if (won.length > 0) {
        const lines = won.map((award) => `${award.quantity} × ${award.line.description} at ${formatMoney(award.unitPriceCents, row.currency)}`);
        const totalCents = won.reduce((sum, award) => sum + award.quantity * award.unitPriceCents, 0);
        return to.map((address) => quoteAwardedEmail(address, { ...facts, lines, totalCents, currency: row.currency }));
      }
      return invitation.status === 'declined' || invitation.status === 'expired' ? [] : to.map((address) => quoteNotAwardedEmail(address, facts));
    });
  }

  return {
    /**
     * Sends a request for quote to the suppliers chosen: its lines (or the project's cart, which
     * stays as it is), one invitation per supplier, and an email to each supplier's people.
     */
    async create(auth: Auth, input: CreateInput): Promise<QuoteRequest> {
      const actor = requireCompanyRole(auth, EVERY_COMPANY_ROLE, ROLE_NEEDED.ask);
      const at = now();
      const iso = at.toISOString();
      if (input.needed_by < iso.slice(0, 10)) throw validationError({ needed_by: 'Choose a date that is not in the past.' });
      if (input.respond_by <= iso) throw validationError({ respond_by: 'Give a deadline in the future.' });
      if (input.respond_by.slice(0, 10) > input.needed_by) throw validationError({ respond_by: 'Ask for answers no later than the day the goods are needed.' });
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        const delivery = await loadProjectDelivery(trx, input.project_id, actor.companyId);
        await checkSuppliers(trx, input.supplier_company_ids, delivery.servingSuppliers);
        const asked = input.from_cart ? await cartAsLines(trx, actor.companyId, input.project_id) : (input.lines ?? []);
        const lines = await resolveLines(trx, id, asked, input.from_cart ? () => 'from_cart' : (index, name) => `lines.${index}.${name}`);
        const row: QuoteRequestsTable = {
          id,
          company_id: actor.companyId,
          project_id: input.project_id,
          requested_by: actor.userId,
          status: 'sent',
          needed_by: input.needed_by,
          respond_by: input.respond_by,
          note: input.note,
          currency: CART_CURRENCY,
          closed_by: null,
          closed_at: null,
          created_at: iso,
          updated_at: iso,
        };
        const invitations: QuoteInvitationsTable[] = input.supplier_company_ids.map((supplierId) => ({
          id: randomUUID(),
          quote_request_id: id,
          supplier_company_id: supplierId,
          status: 'invited',
          viewed_at: null,
          responded_at: null,
          declined_at: null,
          decline_note: null,
          created_at: iso,
          updated_at: iso,
        }));
        await insertQuoteRequest(trx, row, lines, invitations);
        const { names, ...facts } = await factsOf(trx, row);
        const project = names.project.get(row.project_id);
        const place = project ? `${project.city}, ${project.state} ${project.postal_code}` : '';
        const described = lines.map((line) => `${line.quantity}${line.unit ? ` ${line.unit}` : ''} × ${line.description}${line.sku ? ` (${line.sku})` : ''}`);
        const emails = await userEmailsByCompany(trx, input.supplier_company_ids, ['supplier']);
        await queueEmails(
          jobs,
          trx,
          input.supplier_company_ids.flatMap((supplierId) =>
            (emails.get(supplierId) ?? []).map((to) => quoteRequestedEmail(to, { ...facts, place, neededBy: row.needed_by, respondBy: row.respond_by, lines: described, note: row.note })),
          ),
        );
      });
      return answer(auth, id);
    },

    /** The company's requests, or for a supplier those addressed to it; newest first. */
    async list(auth: Auth, query: ListQuery): Promise<QuoteRequestList> {
      const viewer = quoteViewerOf(auth);
      const at = now();
      await expireOverdue(db, at);
      const { count, rows } = await listRequests(db, viewer.kind === 'builder' ? { companyId: viewer.companyId } : { supplierId: viewer.companyId }, query);
      return { count, results: await presentSummaries(db, rows, viewer, at) };
    },

    /** One request; a supplier's first read marks its invitation viewed. */
    async get(auth: Auth, id: string): Promise<QuoteRequest> {
      const viewer = quoteViewerOf(auth);
      const at = now();
      await expireOverdue(db, at, { id });
      const { request, invitation } = await load(db, viewer, id);
      if (invitation?.status === 'invited') await moveInvitation(db, invitation.id, 'invited', { status: 'viewed', viewed_at: at.toISOString(), updated_at: at.toISOString() });
      return presentRequest(db, request, viewer, at);
    },

    /** Withdraws an open request; the suppliers still taking part are told. */
    async cancel(auth: Auth, id: string, note: string | null): Promise<QuoteRequest> {
      const actor = requireCompanyRole(auth, EVERY_COMPANY_ROLE, ROLE_NEEDED.ask);
      const at = now();
      await expireOverdue(db, at, { id });
      await db.transaction().execute(async (trx) => {
        const row = await closeAs(trx, actor, id, 'cancelled', at.toISOString());
        await recordCompanyAction(trx, { companyId: actor.companyId, actorUserId: actor.userId, action: 'quote.cancel', subjectType: 'quote_request', subjectId: id, before: { status: 'sent' }, after: { status: 'cancelled', note } });
        const facts = await factsOf(trx, row);
        const taking = (await invitationsOf(trx, [id])).filter((invitation) => invitation.status !== 'declined' && invitation.status !== 'expired');
        const emails = await userEmailsByCompany(trx, taking.map((invitation) => invitation.supplier_company_id), ['supplier']);
        await queueEmails(jobs, trx, [...emails.values()].flat().map((to) => quoteCancelledEmail(to, { ...facts, note })));
      });
      return answer(auth, id);
    },

    /**
     * Awards lines to the suppliers chosen (one for all, or line by line) and closes the request:
     * the lines go into the project's cart at the quoted prices, each answer is settled, the award
     * is audited and the suppliers are told, in one transaction.
     */
    async award(auth: Auth, id: string, input: AwardInput): Promise<QuoteRequest> {
      const actor = requireCompanyRole(auth, EVERY_COMPANY_ROLE, ROLE_NEEDED.ask);
      const at = now();
      await expireOverdue(db, at, { id });
      await db.transaction().execute(async (trx) => {
        const iso = at.toISOString();
        // Closed first: the row's lock makes a supplier's answer under way wait, so the answers
        // read next are the last ones. A refusal below rolls the closing back with the rest.
        const row = await closeAs(trx, actor, id, 'closed', iso);
        const names = new Map((await invitationsOf(trx, [id])).map((invitation) => [invitation.supplier_company_id, invitation.supplier_name]));
        const { awarded, answers, rows } = await checkAward(trx, row, input, names, at);
        await putAwardInCart(trx, row, awarded, actor.userId, at);
        await settleAnswers(trx, answers, rows, awarded, iso);
        await recordCompanyAction(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          action: 'quote.award',
          subjectType: 'quote_request',
          subjectId: id,
          before: { status: 'sent' },
          after: {
            status: 'closed',
            lines: awarded.map((award) => ({ quote_line_id: award.line.id, supplier_company_id: award.answer.supplier_company_id, answer_version: award.answer.version, quantity: award.quantity, unit_price_cents: award.unitPriceCents })),
            total_cents: awarded.reduce((sum, award) => sum + award.quantity * award.unitPriceCents, 0),
          },
        });
        await queueEmails(jobs, trx, await awardEmails(trx, row, awarded));
      });
      return answer(auth, id);
    },
  };
}
