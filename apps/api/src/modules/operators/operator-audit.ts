import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** One thing an operator did, as the audit log keeps it. */
export interface OperatorActionEntry {
  operatorId: string;
  /** What was done, dotted: `supplier.suspend`, `brand.rename`. */
  action: string;
  /** What it was done to: `supplier`, `brand`, `credit_application`… */
  subjectType: string;
  subjectId: string | null;
  /** What a reader needs to know afterwards (the old and new name, a reason); no secrets. */
  details?: Record<string, unknown>;
}

/**
 * Writes an entry of the operator audit log. Call it with the transaction of the action itself,
 * so the log holds exactly the actions that took effect: one that failed leaves no entry, and
 * none takes effect without one.
 */
export async function recordOperatorAction(db: Executor, entry: OperatorActionEntry): Promise<void> {
  await db
    .insertInto('operator_audit_events')
    .values({
      id: randomUUID(),
      operator_id: entry.operatorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}
