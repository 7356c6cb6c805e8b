import type { QuoteMessagesTable } from '../../db/quotes-schema';
import type { Executor } from '../../db/schema';

/*
 * The SQL of the quote requests' message threads (decision 0611, "Messages"): a thread is a
 * request's messages with one invited supplier, kept in the order they were written.
 */

/**
 * Takes the row lock of the thread's invitation for the rest of the transaction (a write that
 * changes nothing), so two messages of one thread are numbered one after the other. SQLite's
 * transactions write one at a time already.
 */
export async function lockThread(db: Executor, requestId: string, supplierId: string): Promise<void> {
  await db
    .updateTable('quote_invitations')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('quote_request_id', '=', requestId)
    .where('supplier_company_id', '=', supplierId)
    .execute();
}

/** The sequence the thread's next message takes: 1 for the first. Read under {@link lockThread}. */
export async function nextSequence(db: Executor, requestId: string, supplierId: string): Promise<number> {
  const row = await db
    .selectFrom('quote_messages')
    .select((eb) => eb.fn.max('sequence').as('last'))
    .where('quote_request_id', '=', requestId)
    .where('supplier_company_id', '=', supplierId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertMessage(db: Executor, row: QuoteMessagesTable): Promise<void> {
  await db.insertInto('quote_messages').values(row).execute();
}

/** A message with the names it is shown with: its author, their company, the thread's supplier and the line it points at. */
export type QuoteMessageRow = Awaited<ReturnType<typeof threadMessages>>[number];

/**
 * The messages of a request, oldest first, with the names they are shown with: one supplier's
 * thread when `supplierId` is given, else every thread (for the builder); only `ids` when given
 * (the messages just written, never none). A per-thread sequence orders two messages of one moment.
 */
export async function threadMessages(db: Executor, requestId: string, where: { supplierId?: string | undefined; ids?: readonly string[] } = {}) {
  let query = db
    .selectFrom('quote_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_user_id')
    .innerJoin('companies as author', 'author.id', 'm.author_company_id')
    .innerJoin('companies as supplier', 'supplier.id', 'm.supplier_company_id')
    .leftJoin('quote_lines as l', 'l.id', 'm.quote_line_id')
    .selectAll('m')
    .select(['u.first_name', 'u.last_name', 'author.name as author_company_name', 'supplier.name as supplier_name', 'l.description as line_description'])
    .where('m.quote_request_id', '=', requestId);
  if (where.supplierId) query = query.where('m.supplier_company_id', '=', where.supplierId);
  if (where.ids) query = query.where('m.id', 'in', [...where.ids]);
  return query.orderBy('m.created_at').orderBy('m.sequence').orderBy('supplier.name').orderBy('m.id').execute();
}
