import type { Executor } from '../../db/schema';
import type { CompanyRole } from '../../db/purchasing-schema';
import type { InvoicesTable } from '../../db/invoicing-schema';
import { notFound, permissionDenied } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import { findSpendingLimits } from '../company/company-members.repository';
import { companyRoleOf } from '../company/company-roles';
import { findInvoice } from './invoices.repository';
import type { InvoiceScope } from './invoices.repository';

/**
 * Who reads an invoice: everyone of the buying company (builders of every role and receivers, who
 * may only read) and the supplier that issued it. Nobody else learns it exists.
 */
export type InvoiceViewer = { kind: 'supplier'; companyId: string; userId: string } | { kind: 'buyer'; companyId: string; userId: string; role: CompanyRole | null };

/** A builder company's decisions on invoices, and who may take them (decision 0610). */
export type BuyerDecision = 'approve' | 'override' | 'dispute' | 'mark_paid' | 'export';

/** What each guarded call tells a caller without the role it needs. */
export const INVOICE_ROLE_NEEDED = {
  decide: 'Only an owner, an admin or an approver of the project can approve, dispute or mark invoices paid.',
  override: 'Only an owner or admin can approve an invoice with exceptions or in dispute, giving a reason.',
  approverProject: 'Only an approver of this invoice’s project can decide on it, within their approval limit.',
  export: 'Only an owner or admin can export invoices.',
  supplier: 'Only the supplier of the purchase order can do this with its invoices.',
} as const;

/** The viewer of a signed-in user. */
export function invoiceViewerOf(auth: Auth): InvoiceViewer {
  const { user } = auth;
  if (user.user_type === 'supplier') return { kind: 'supplier', companyId: user.company_id, userId: user.id };
  return { kind: 'buyer', companyId: user.company_id, userId: user.id, role: companyRoleOf(auth) };
}

export const scopeOf = (viewer: InvoiceViewer): InvoiceScope => ({ side: viewer.kind === 'supplier' ? 'supplier' : 'buyer', companyId: viewer.companyId });

export const invoiceNotFound = () => notFound('We could not find this invoice.');

/** An invoice this viewer may read, or a 404. */
export async function findVisibleInvoice(db: Executor, viewer: InvoiceViewer, id: string): Promise<InvoicesTable> {
  const invoice = await findInvoice(db, scopeOf(viewer), id);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

/** The supplier viewer, or a 403. */
export function requireSupplier(viewer: InvoiceViewer): Extract<InvoiceViewer, { kind: 'supplier' }> {
  if (viewer.kind !== 'supplier') throw permissionDenied(INVOICE_ROLE_NEEDED.supplier);
  return viewer;
}

/**
 * Whether a builder may take this decision on this invoice. Owners and admins decide everything;
 * an approver decides on the projects assigned to them (as with approval requests, decision
 * 0161), approving only up to their approval limit, and never overrides; buyers and receivers read.
 */
export async function mayDecide(db: Executor, viewer: InvoiceViewer, invoice: InvoicesTable, decision: BuyerDecision): Promise<boolean> {
  if (viewer.kind !== 'buyer' || viewer.role === null || viewer.role === 'buyer') return false;
  if (viewer.role === 'owner' || viewer.role === 'admin') return true;
  if (decision === 'override' || decision === 'export') return false;
  const assigned = await db.selectFrom('project_approvers').select('user_id').where('project_id', '=', invoice.project_id).where('user_id', '=', viewer.userId).executeTakeFirst();
  if (!assigned) return false;
  if (decision !== 'approve') return true;
  const cap = (await findSpendingLimits(db, viewer.userId)).approval_limit_cents;
  return cap === null || invoice.total_cents <= cap;
}
