import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { QuoteMessage, QuoteMessageList, QuoteRequestStatus, quoteMessageListQuerySchema, quoteMessageRequestSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { QuoteMessagesTable, QuoteRequestsTable } from '../../db/quotes-schema';
import type { Database, Executor } from '../../db/schema';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, notFound, validationError } from '../../lib/app-error';
import type { MailMessage } from '../../providers/mail/mailer';
import type { Auth } from '../../plugins/sessions';
import { userEmailsByCompany } from '../companies/company-user-emails';
import { EVERY_COMPANY_ROLE, requireCompanyRole } from '../company/company-roles';
import { quoteViewerOf, ROLE_NEEDED } from './quote-access';
import type { QuoteViewer } from './quote-access';
import { quoteMessageToBuilderEmail, quoteMessageToSupplierEmail } from './quote-message-emails';
import { insertMessage, lockThread, nextSequence, threadMessages } from './quote-messages.repository';
import type { QuoteMessageRow } from './quote-messages.repository';
import { expireOverdue, findCompanyRequest, findInvitedRequest, invitationsOf, namesFor, requestLines } from './quote-requests.repository';

type MessageInput = z.output<typeof quoteMessageRequestSchema>;
type ListQuery = z.output<typeof quoteMessageListQuerySchema>;

const requestNotFound = () => notFound('This quote request does not exist.');

/** Why nothing more is sent once a request is no longer open; its thread stays to read. */
const CLOSED_THREAD: Record<Exclude<QuoteRequestStatus, 'sent'>, string> = {
  closed: 'This quote request was awarded: its messages can still be read, but no more can be sent.',
  cancelled: 'This quote request was cancelled: its messages can still be read, but no more can be sent.',
  expired: 'This quote request expired: its messages can still be read, but no more can be sent.',
};

/** 409 unless the request is still open (sent); past its deadline it is, while the builder may still award it. */
function checkMayWrite(status: QuoteRequestStatus): void {
  if (status !== 'sent') throw new AppError(409, errorCodes.conflict, CLOSED_THREAD[status], undefined, `A quote request that is ${status} takes no messages.`);
}

/**
 * A message as the viewer reads it. A supplier is never told that one was sent to every supplier:
 * it reads each message of its thread as its own.
 */
function present(row: QuoteMessageRow, viewer: QuoteViewer, thread: 'own' | 'every'): QuoteMessage {
  const toAll = viewer.kind === 'builder' && row.to_all_id !== null;
  return {
    id: row.id,
    supplier: toAll && thread === 'every' ? null : { id: row.supplier_company_id, name: row.supplier_name },
    sequence: row.sequence,
    author: { side: row.author_side, company: { id: row.author_company_id, name: row.author_company_name }, user: { id: row.author_user_id, name: `${row.first_name} ${row.last_name}`.trim() } },
    body: row.body,
    quote_line: row.quote_line_id === null ? null : { id: row.quote_line_id, description: row.line_description ?? '' },
    to_all: toAll,
    created_at: row.created_at,
  };
}

/** The messages read: in the builder's list of every thread, a message sent to all shows once. */
function presentList(rows: readonly QuoteMessageRow[], viewer: QuoteViewer, thread: 'own' | 'every'): QuoteMessageList {
  const seen = new Set<string>();
  const shown = rows.filter((row) => {
    if (thread === 'own' || row.to_all_id === null) return true;
    if (seen.has(row.to_all_id)) return false;
    seen.add(row.to_all_id);
    return true;
  });
  return { count: shown.length, results: shown.map((row) => present(row, viewer, thread)) };
}

export type QuoteMessagesService = ReturnType<typeof createQuoteMessagesService>;

/**
 * The message threads of quote requests (decision 0611, "Messages"): one per invitation, between
 * the builder's buying members and that supplier's people. No supplier reads another's thread.
 */
export function createQuoteMessagesService({ db, jobs, publicUrl, now = () => new Date() }: { db: Kysely<Database>; jobs: JobQueue; publicUrl: string; now?: () => Date }) {
  /** The request of the viewer's company, or one its supplier company was invited to; 404 otherwise, alike. */
  async function load(executor: Executor, viewer: QuoteViewer, id: string): Promise<QuoteRequestsTable> {
    const request = viewer.kind === 'builder' ? await findCompanyRequest(executor, viewer.companyId, id) : (await findInvitedRequest(executor, viewer.companyId, id))?.request;
    if (!request) throw requestNotFound();
    return request;
  }

  /**
   * The threads a message goes to: the builder's chosen supplier, or every supplier asked; a
   * supplier's own. 400 naming the field when the choice is missing or not one of the invited.
   */
  async function threadsOf(executor: Executor, viewer: QuoteViewer, request: QuoteRequestsTable, input: MessageInput): Promise<string[]> {
    if (viewer.kind === 'supplier') {
      if (input.to_all) throw validationError({ to_all: 'Only the builder writes to every supplier at once.' });
      if (input.supplier_company_id && input.supplier_company_id !== viewer.companyId) throw validationError({ supplier_company_id: 'You write to the builder in your own thread: leave the supplier out.' });
      return [viewer.companyId];
    }
    const invited = (await invitationsOf(executor, [request.id])).map((invitation) => invitation.supplier_company_id);
    if (input.to_all) return invited;
    if (!input.supplier_company_id) throw validationError({ supplier_company_id: 'Choose the supplier to write to, or write to all of them.' });
    if (!invited.includes(input.supplier_company_id)) throw validationError({ supplier_company_id: 'This supplier was not asked to quote this request.' });
    return [input.supplier_company_id];
  }

  /** The emails of a message: to each thread's supplier people when the builder wrote, else to the builder who asked. */
  async function emailsOf(trx: Executor, viewer: QuoteViewer, request: QuoteRequestsTable, threads: readonly string[], message: { body: string; line: string | null; authorId: string }): Promise<MailMessage[]> {
    const names = await namesFor(trx, [request], { companyIds: [viewer.companyId], userIds: [message.authorId] });
    const facts = {
      requestId: request.id,
      buyerName: names.company.get(request.company_id) ?? '',
      projectName: names.project.get(request.project_id)?.name ?? '',
      publicUrl,
      authorName: names.user.get(message.authorId)?.name ?? '',
      authorCompany: names.company.get(viewer.companyId) ?? '',
      body: message.body,
      line: message.line,
    };
    if (viewer.kind === 'supplier') {
      const asker = names.user.get(request.requested_by)?.email;
      return asker ? [quoteMessageToBuilderEmail(asker, facts)] : [];
    }
    const emails = await userEmailsByCompany(trx, threads, ['supplier']);
    return threads.flatMap((supplierId) => (emails.get(supplierId) ?? []).map((to) => quoteMessageToSupplierEmail(to, facts)));
  }

  return {
    /**
     * The messages the viewer may read, oldest first: a supplier's own thread; for the builder one
     * supplier's thread (`supplier_company_id`) or every thread. Readable whatever the request's status.
     */
    async list(auth: Auth, id: string, query: ListQuery): Promise<QuoteMessageList> {
      const viewer = quoteViewerOf(auth);
      await load(db, viewer, id);
      // A supplier asking for another's thread learns no more than of a request it was not asked.
      if (viewer.kind === 'supplier' && query.supplier_company_id && query.supplier_company_id !== viewer.companyId) throw requestNotFound();
      const supplierId = viewer.kind === 'supplier' ? viewer.companyId : query.supplier_company_id;
      if (viewer.kind === 'builder' && supplierId && !(await invitationsOf(db, [id], supplierId)).length) {
        throw validationError({ supplier_company_id: 'This supplier was not asked to quote this request.' });
      }
      return presentList(await threadMessages(db, id, { supplierId }), viewer, supplierId ? 'own' : 'every');
    },

    /**
     * Writes a message: the builder to one invited supplier or to all (one message in each
     * thread), a supplier to the builder in its own thread. The other side is emailed in the same
     * transaction. 409 once the request is closed, cancelled or expired.
     */
    async post(auth: Auth, id: string, input: MessageInput): Promise<QuoteMessageList> {
      const viewer = quoteViewerOf(auth);
      if (viewer.kind === 'builder') requireCompanyRole(auth, EVERY_COMPANY_ROLE, ROLE_NEEDED.ask);
      const at = now();
      const iso = at.toISOString();
      // The deadline is kept first, so a request that lapsed meanwhile is refused as expired.
      await expireOverdue(db, at, { id });
      const ids = await db.transaction().execute(async (trx) => {
        const request = await load(trx, viewer, id);
        checkMayWrite(request.status);
        const threads = await threadsOf(trx, viewer, request, input);
        const lineId = input.quote_line_id ?? null;
        const line = lineId === null ? undefined : (await requestLines(trx, id)).find((candidate) => candidate.id === lineId);
        if (lineId !== null && !line) throw validationError({ quote_line_id: 'This line is not part of the request.' });
        const toAllId = viewer.kind === 'builder' && input.to_all ? randomUUID() : null;
        const written: string[] = [];
        for (const supplierId of threads) {
          await lockThread(trx, id, supplierId);
          const row: QuoteMessagesTable = {
            id: randomUUID(),
            quote_request_id: id,
            supplier_company_id: supplierId,
            sequence: await nextSequence(trx, id, supplierId),
            author_side: viewer.kind,
            author_company_id: viewer.companyId,
            author_user_id: viewer.userId,
            body: input.body,
            quote_line_id: lineId,
            to_all_id: toAllId,
            created_at: iso,
          };
          await insertMessage(trx, row);
          written.push(row.id);
        }
        await queueEmails(jobs, trx, await emailsOf(trx, viewer, request, threads, { body: input.body, line: line?.description ?? null, authorId: viewer.userId }));
        return written;
      });
      return presentList(await threadMessages(db, id, { ids }), viewer, 'own');
    },
  };
}
