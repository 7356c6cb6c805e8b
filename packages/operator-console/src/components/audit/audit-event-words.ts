import { formatDay, formatMoney } from '@marketplace/ui-kit';
import type { OperatorAuditEventData } from '../../api/operator-audit-api';

type Details = OperatorAuditEventData['details'];

/** A repayment recorded (decision 0147), amounts in dollars; null when the details are not as expected. */
function repaymentSentence({ amountCents, bankReference, receivedOn, owedBeforeCents }: Details): string | null {
  if (typeof amountCents !== 'number' || typeof owedBeforeCents !== 'number' || typeof bankReference !== 'string' || typeof receivedOn !== 'string') return null;
  return `${formatMoney(amountCents)} received ${formatDay(receivedOn) ?? receivedOn}, bank reference ${bankReference}; ${formatMoney(owedBeforeCents)} was owed before.`;
}

/**
 * Actions the log words in full, where the generic words read poorly: their name, and their
 * details as one sentence (the details' keys arrive camelCased).
 */
const wordedActions: Record<string, { name: string; sentence: (details: Details) => string | null }> = {
  'credit_repayment.record': { name: 'Credit repayment recorded', sentence: repaymentSentence },
};

/** An audit action ("supplier.approve", "money_settings_update") in words: "Supplier approve". */
export function actionWords(action: string): string {
  const worded = wordedActions[action];
  if (worded) return worded.name;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the action was about: its kind and id. */
export function subjectWords(event: Pick<OperatorAuditEventData, 'subjectType' | 'subjectId'>): string {
  const kind = event.subjectType.replaceAll('_', ' ');
  return event.subjectId ? `${kind} ${event.subjectId}` : kind;
}

/** The event's details as short "key: value" pairs; nested values as JSON. */
export function detailWords(details: Details): string {
  return Object.entries(details)
    .map(([key, value]) => `${key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** The event's details in words: the action's own sentence when it has one, else {@link detailWords}. */
export function eventDetailWords(event: Pick<OperatorAuditEventData, 'action' | 'details'>): string {
  return wordedActions[event.action]?.sentence(event.details) ?? detailWords(event.details);
}
