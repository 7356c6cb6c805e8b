import type { OperatorAuditEventListResponse, operatorAuditEventListQuerySchema } from '@marketplace/contracts';
import type { z } from 'zod';
import type { Executor } from '../../../db/schema';
import { countRows } from '../../../db/count-rows';

type AuditQuery = z.output<typeof operatorAuditEventListQuerySchema>;

/** The operator audit log, newest first, optionally of one operator or one subject. */
export async function listAuditEvents(db: Executor, query: AuditQuery): Promise<OperatorAuditEventListResponse> {
  let base = db.selectFrom('operator_audit_events as e').innerJoin('operator_accounts as a', 'a.id', 'e.operator_id');
  if (query.operator_id) base = base.where('e.operator_id', '=', query.operator_id);
  if (query.subject_type) base = base.where('e.subject_type', '=', query.subject_type);
  if (query.subject_id) base = base.where('e.subject_id', '=', query.subject_id);
  const [rows, count] = await Promise.all([
    base
      .select(['e.id', 'e.action', 'e.subject_type', 'e.subject_id', 'e.details', 'e.created_at', 'a.id as operator_id', 'a.email', 'a.name'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countRows(base),
  ]);
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      operator: { id: row.operator_id, email: row.email, name: row.name },
      action: row.action,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      details: JSON.parse(row.details) as Record<string, unknown>,
      created_at: row.created_at,
    })),
  };
}
