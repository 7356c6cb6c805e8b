import { randomUUID } from 'node:crypto';
import type { ContactMessageRequest } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { ContactMessageRecord } from './contact.repository';
import { insertContactMessage, listContactMessages } from './contact.repository';

/** Home-page contact messages: visitors send them, operators read them from the CLI. */
export interface ContactService {
  submit(input: ContactMessageRequest): Promise<ContactMessageRecord>;
  list(limit: number): Promise<ContactMessageRecord[]>;
}

/** Creates the contact service. */
export function createContactService({ db }: { db: Kysely<Database> }): ContactService {
  return {
    async submit(input) {
      const message = { id: randomUUID(), email: input.email, message: input.message, created_at: nowIso() };
      await insertContactMessage(db, message);
      return message;
    },
    list: (limit) => listContactMessages(db, limit),
  };
}
