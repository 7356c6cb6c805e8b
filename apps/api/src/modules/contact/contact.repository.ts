import type { ContactMessagesTable, Executor } from '../../db/schema';
import { countRows } from '../../db/count-rows';

/** A stored contact message. */
export type ContactMessageRecord = ContactMessagesTable;

/** Stores a contact message. */
export async function insertContactMessage(db: Executor, message: ContactMessageRecord): Promise<void> {
  await db.insertInto('contact_messages').values(message).execute();
}

/** The newest contact messages first, from `offset` on. */
export async function listContactMessages(db: Executor, limit: number, offset = 0): Promise<ContactMessageRecord[]> {
  return db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
}

/** How many contact messages there are. */
export async function countContactMessages(db: Executor): Promise<number> {
  return countRows(db.selectFrom('contact_messages'));
}
