import { formatMoney, pluralWord } from '@marketplace/ui-kit';
import type { CompanyAuditEventData } from '../../api/company-api';
import { roleWords } from './role-words';

/** Names the log can give what it mentions by id; an unknown id reads as a description instead. */
export interface AuditNames {
  /** A member's name by user id. */
  member(id: string): string | undefined;
  /** A project's name by id. */
  project(id: string): string | undefined;
}

type Values = Record<string, unknown> | null;

/** A number of the audit's values (cents, hours), or null. */
const cents = (value: unknown) => (typeof value === 'number' ? value : null);
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);
const role = (value: unknown) => (typeof value === 'string' && value in roleWords ? roleWords[value as keyof typeof roleWords].toLowerCase() : 'no role');
const limit = (value: unknown, what: string) => {
  const amount = cents(value);
  return amount === null ? `no ${what} limit` : `${formatMoney(amount)} ${what === 'order' ? 'per order' : what === 'monthly' ? 'a month' : 'to approve'}`;
};

/** "NL-1042", as the audit keeps an invoice's number. */
const invoiceNumber = (values: Values) => text(values?.number) ?? 'an invoice';

/** "Dana Builder", or "a former member" when the user left the company. */
function memberName(names: AuditNames, id: string | null): string {
  return (id ? names.member(id) : undefined) ?? 'a former member';
}

/** "Maple Street Duplex", or "a project" when it was deleted. */
function projectName(names: AuditNames, id: string | null | undefined): string {
  return (id ? names.project(id) : undefined) ?? 'a project';
}

const limitsWords = (values: Values) =>
  `${limit(values?.orderLimitCents, 'order')}, ${limit(values?.monthlyLimitCents, 'monthly')}, ${limit(values?.approvalLimitCents, 'approval')}`;

const settingsWords = (values: Values) => {
  const threshold = cents(values?.approvalThresholdCents);
  const hours = cents(values?.approvalExpiryHours);
  return [
    threshold === null ? 'no approval threshold' : `approval from ${formatMoney(threshold)}`,
    hours === null ? null : `requests wait ${hours} ${pluralWord(hours, 'hour')}`,
    values?.approvalOverBudget === false ? 'budgets only warn' : 'orders over budget need approval',
  ]
    .filter(Boolean)
    .join(', ');
};

/** What one kind of action says: the actor's name comes first, then these words. */
const sentences: Record<string, (event: CompanyAuditEventData, names: AuditNames) => string> = {
  'member.role': ({ subjectId, before, after }, names) => `changed ${memberName(names, subjectId)}’s role from ${role(before?.companyRole)} to ${role(after?.companyRole)}.`,
  'member.limits': ({ subjectId, after }, names) => `set ${memberName(names, subjectId)}’s limits: ${limitsWords(after)}.`,
  'purchasing_settings.change': ({ after }) => `changed the purchasing settings: ${settingsWords(after)}.`,
  'project.approvers': ({ subjectId, after }, names) => {
    const listed: unknown = after?.userIds;
    const ids = Array.isArray(listed) ? listed.filter((id): id is string => typeof id === 'string') : [];
    const who = ids.map((id) => memberName(names, id));
    return ids.length === 0 ? `removed every approver of ${projectName(names, subjectId)}.` : `set the approvers of ${projectName(names, subjectId)}: ${who.join(', ')}.`;
  },
  'project.budget': ({ subjectId, after }, names) => {
    const categories: unknown = after?.categories;
    const parts = Array.isArray(categories) ? categories.length : 0;
    const amount = cents(after?.amountCents);
    return `set the budget of ${projectName(names, subjectId)} to ${amount === null ? 'nothing' : formatMoney(amount)}${parts > 0 ? `, with ${parts} ${pluralWord(parts, 'category part')}` : ''}.`;
  },
  'approval.request': ({ after }, names) => {
    const amount = cents(after?.totalCents);
    return `asked for approval of ${amount === null ? 'an order' : `an order of ${formatMoney(amount)}`} for ${projectName(names, text(after?.projectId))}.`;
  },
  'approval.approve': ({ after }) => {
    const note = text(after?.note);
    const pays = after?.settlement === 'credit' ? ', on the company’s credit terms' : after?.settlement === 'buyer_card' ? ', for the buyer to pay by card' : '';
    return `approved a request${pays}.${note ? ` Note: “${note}”` : ''}`;
  },
  'approval.reject': ({ after }) => {
    const note = text(after?.note);
    return `rejected a request.${note ? ` Note: “${note}”` : ''}`;
  },
  'approval.withdraw': () => 'withdrew their request for approval.',
  'invitation.create': ({ after }) => {
    const email = text(after?.email) ?? 'someone';
    const given = role(after?.companyRole);
    return after?.userType === 'builder_receiver' ? `invited ${email} as a receiver.` : `invited ${email} as ${/^[aeiou]/.test(given) ? 'an' : 'a'} ${given}.`;
  },
  // Quotes and invoices (decisions 0610, 0611): the invoice by its number, which `before` keeps.
  'quote.award': ({ after }) => {
    const listed: unknown = after?.lines;
    const lines = Array.isArray(listed) ? listed.length : 0;
    const total = cents(after?.totalCents);
    return `awarded ${lines} ${pluralWord(lines, 'quoted line')}${total === null ? '' : ` worth ${formatMoney(total)}`}; they went into the project’s cart.`;
  },
  'quote.cancel': ({ after }) => {
    const note = text(after?.note);
    return `cancelled a quote request.${note ? ` Note: “${note}”` : ''}`;
  },
  'invoice.approve': ({ before }) => `approved invoice ${invoiceNumber(before)}.`,
  'invoice.override': ({ before, after }) => `approved invoice ${invoiceNumber(before)} despite its exceptions. Reason: “${text(after?.overrideReason) ?? 'none given'}”`,
  'invoice.dispute': ({ before, after }) => {
    const note = text(after?.note);
    return `disputed invoice ${invoiceNumber(before)}.${note ? ` Note: “${note}”` : ''}`;
  },
  'invoice.paid': ({ before }) => `marked invoice ${invoiceNumber(before)} paid.`,
  'invoice.export': ({ after }) => {
    const listed: unknown = after?.invoices;
    const count = Array.isArray(listed) ? listed.length : 0;
    const what = after?.kind === 'payments' ? `the payments of ${count} ${pluralWord(count, 'invoice')}` : `${count} ${pluralWord(count, 'invoice')}`;
    return `exported ${what} for ${after?.format === 'quickbooks' ? 'QuickBooks' : 'Xero'}.`;
  },
  'invoice_tolerances.change': () => 'changed the invoice tolerances.',
  'account_codes.change': () => 'changed the account codes.',
};


/** One entry of the audit log as a sentence: "Omar Owner changed Paul Approver’s role from buyer to approver." */
export function auditEventSentence(event: CompanyAuditEventData, names: AuditNames): string {
  const actor = `${event.actor.firstName} ${event.actor.lastName}`.trim() || event.actor.email;
  const sentence = sentences[event.action];
  // An action the page does not word yet ("invitation.revoke") reads in plain words after the actor.
  return sentence ? `${actor} ${sentence(event, names)}` : `${actor}: ${event.action.replace(/[._]+/g, ' ').trim()}.`;
}
