import { randomUUID } from 'node:crypto';
import type { CompanyAuditEventListResponse } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { countRows } from '../../db/count-rows';

/** One change in a builder company, as its audit log keeps it (decision 0160). */
export interface CompanyActionEntry {
  companyId: string;
  /** The member who made the change. */
  actorUserId: string;
  /** Dotted: `member.role`, `member.limits`, `purchasing_settings.change`, `project.approvers`, `approval.approve`. */
  action: string;
  /** What it was done to: `user`, `company`, `project`, `invitation`, `approval_request`… */
  subjectType: string;
  subjectId: string | null;
  /** What the subject was before (the changed fields), null when it did not exist. */
  before: Record<string, unknown> | null;
  /** What it is after, null when it is gone. */
  after: Record<string, unknown> | null;
}

/**
 * Writes an entry of the company's audit log. Call it with the transaction of the change itself,
 * so the log holds exactly the changes that took effect: one that failed leaves no entry, and
 * none takes effect without one.
 */
export async function recordCompanyAction(db: Executor, entry: CompanyActionEntry): Promise<void> {
  await db
    .insertInto('company_audit_events')
    .values({
      id: randomUUID(),
      company_id: entry.companyId,
      actor_user_id: entry.actorUserId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
      created_at: nowIso(),
    })
    .execute();
}

/** A company's audit log, newest first, with who made each change. */
export async function listCompanyAuditEvents(db: Executor, companyId: string, page: { limit: number; offset: number }): Promise<CompanyAuditEventListResponse> {
  const base = db.selectFrom('company_audit_events as e').innerJoin('users as u', 'u.id', 'e.actor_user_id').where('e.company_id', '=', companyId);
  const [rows, count] = await Promise.all([
    base
      .select(['e.id', 'e.action', 'e.subject_type', 'e.subject_id', 'e.before', 'e.after', 'e.created_at', 'u.id as actor_id', 'u.email', 'u.first_name', 'u.last_name'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countRows(base),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      actor: { id: row.actor_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      before: JSON.parse(row.before) as Record<string, unknown> | null,
      after: JSON.parse(row.after) as Record<string, unknown> | null,
      created_at: row.created_at,
    })),
  };
}
