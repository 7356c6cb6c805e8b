import type { FastifyRequest } from 'fastify';
import type { QuoteRequestsTable } from '../../db/quotes-schema';
import { permissionDenied } from '../../lib/app-error';
import { authOf } from '../../plugins/sessions';
import type { Auth } from '../../plugins/sessions';
import { companyRoleHook, companyRoleOf, EVERY_COMPANY_ROLE, MANAGING_ROLES } from '../company/company-roles';
import type { CompanyMemberAuth } from '../company/company-roles';

/*
 * Who takes part in a quote request (decision 0611): the builder company's members who may buy
 * (owner, admin, approver, buyer; never a receiver), and the suppliers it invited. Everyone else
 * is refused with a sentence naming who may.
 */

export const ROLE_NEEDED = {
  ask: 'Only an owner, admin, approver or buyer of a builder company can ask for quotes.',
  see: 'Only the members of a builder company who buy, or the suppliers it asks, can see quote requests.',
  answer: 'Only a supplier can answer a quote request.',
  decide: 'Only the person who asked, or an owner or admin of the company, can award or cancel this quote request.',
} as const;

/** Who reads a request: a buying member of its company, or an invited supplier. */
export type QuoteViewer = { kind: 'builder'; companyId: string; userId: string } | { kind: 'supplier'; companyId: string; userId: string };

/** The viewer of a signed-in user; 403 for builder receivers and members without a role. */
export function quoteViewerOf(auth: Auth): QuoteViewer {
  if (auth.user.user_type === 'supplier' && auth.user.company_type === 'supplier') return { kind: 'supplier', companyId: auth.user.company_id, userId: auth.user.id };
  const role = companyRoleOf(auth);
  if (role === null || !EVERY_COMPANY_ROLE.includes(role)) throw permissionDenied(ROLE_NEEDED.see);
  return { kind: 'builder', companyId: auth.user.company_id, userId: auth.user.id };
}

/** Route hook: builders who buy only, checked before the body is read. */
export const requireQuoteBuyer = companyRoleHook(EVERY_COMPANY_ROLE, ROLE_NEEDED.ask);

/** Route hook: suppliers only, checked before the body is read. */
export async function requireQuoteSupplier(request: FastifyRequest): Promise<void> {
  const { user } = authOf(request);
  if (user.user_type !== 'supplier' || user.company_type !== 'supplier') throw permissionDenied(ROLE_NEEDED.answer);
}

/** 403 unless the member asked for this request, or manages the company: awarding and cancelling are theirs. */
export function checkMayDecide(actor: CompanyMemberAuth, request: QuoteRequestsTable): void {
  if (request.requested_by !== actor.userId && !MANAGING_ROLES.includes(actor.role)) throw permissionDenied(ROLE_NEEDED.decide);
}
