import { randomUUID } from 'node:crypto';
import type { ContactMessageRequest } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { ContactMessageRecord } from './contact.repository';
import { countContactMessages, insertContactMessage, listContactMessages } from './contact.repository';

/** Home-page contact messages: visitors send them, operators read them (command line, operator console). */
export interface ContactService {
  submit(input: ContactMessageRequest): Promise<ContactMessageRecord>;
  list(limit: number, offset?: number): Promise<ContactMessageRecord[]>;
  count(): Promise<number>;
}

/** Creates the contact service. */
export function createContactService({ db }: { db: Kysely<Database> }): ContactService {
  return {
    async submit(input) {
      const message = { id: randomUUID(), email: input.email, message: input.message, created_at: nowIso() };
      await insertContactMessage(db, message);
      return message;
    },
    list: (limit, offset = 0) => listContactMessages(db, limit, offset),
    count: () => countContactMessages(db),
  };
}
