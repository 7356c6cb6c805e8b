import type { OperatorAuditEventData } from '../../api/operator-audit-api';

/** An audit action ("supplier.approve", "money_settings_update") in words: "Supplier approve". */
export function actionWords(action: string): string {
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the action was about: its kind and id. */
export function subjectWords(event: Pick<OperatorAuditEventData, 'subjectType' | 'subjectId'>): string {
  const kind = event.subjectType.replaceAll('_', ' ');
  return event.subjectId ? `${kind} ${event.subjectId}` : kind;
}

/** The event's details as short "key: value" pairs; nested values as JSON. */
export function detailWords(details: OperatorAuditEventData['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}
