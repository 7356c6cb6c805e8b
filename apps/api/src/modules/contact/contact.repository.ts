import type { ContactMessagesTable, Executor } from '../../db/schema';

/** A stored contact message. */
export type ContactMessageRecord = ContactMessagesTable;

/** Stores a contact message. */
export async function insertContactMessage(db: Executor, message: ContactMessageRecord): Promise<void> {
  await db.insertInto('contact_messages').values(message).execute();
}

/** The newest contact messages first. */
export async function listContactMessages(db: Executor, limit: number): Promise<ContactMessageRecord[]> {
  return db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}
