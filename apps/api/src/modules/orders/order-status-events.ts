import { randomUUID } from 'node:crypto';
import type { OrderStatusEventsTable } from '../../db/ordering-schema';
import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** One status change to record. */
export type StatusChange = Pick<OrderStatusEventsTable, 'order_id' | 'entity_type' | 'entity_id' | 'from_status' | 'to_status'> & {
  actor_user_id?: string | null;
  note?: string | null;
};

/** Records status changes: who (null for the system), when, from and to. */
export async function recordStatusChanges(db: Executor, changes: readonly StatusChange[]): Promise<void> {
  if (changes.length === 0) return;
  const at = nowIso();
  await db
    .insertInto('order_status_events')
    .values(changes.map((change) => ({ id: randomUUID(), actor_user_id: null, note: null, ...change, created_at: at })))
    .execute();
}
