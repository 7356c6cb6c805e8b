import type { InvoiceTolerances, invoiceTolerancesRequestSchema, InvoiceToleranceValues } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import { EVERY_COMPANY_ROLE, MANAGING_ROLES, requireCompanyRole } from '../company/company-roles';
import { replaceCompanySetting } from '../company/company-setting-change';
import { findInvoiceTolerances, replaceInvoiceTolerances, saveInvoiceAutomation } from './invoice-tolerances.repository';

type TolerancesInput = z.output<typeof invoiceTolerancesRequestSchema>;

/** What each call tells a caller without the role it needs. */
export const TOLERANCE_ROLE_NEEDED = {
  see: 'Only an owner, admin, approver or buyer of a builder company can see its invoice tolerances.',
  change: 'Only an owner or admin can change the invoice tolerances.',
} as const;

/** One set of tolerances, its fields always in one order, so two sets compare as JSON. */
const canonical = (values: InvoiceToleranceValues): InvoiceToleranceValues => ({
  price_basis_points: values.price_basis_points,
  price_amount_cents: values.price_amount_cents,
  quantity_basis_points: values.quantity_basis_points,
  quantity_units: values.quantity_units,
  total_basis_points: values.total_basis_points,
  total_amount_cents: values.total_amount_cents,
});

/** The tolerances as the audit log keeps and compares them: no names, no times, suppliers in one order. */
const auditShape = (tolerances: { defaults: InvoiceToleranceValues; suppliers: readonly (InvoiceToleranceValues & { supplier_company_id: string })[]; auto_approve_matched: boolean }) => ({
  defaults: canonical(tolerances.defaults),
  suppliers: tolerances.suppliers.map((supplier) => ({ supplier_company_id: supplier.supplier_company_id, ...canonical(supplier) })).sort((a, b) => a.supplier_company_id.localeCompare(b.supplier_company_id)),
  auto_approve_matched: tolerances.auto_approve_matched,
});

export type InvoiceTolerancesService = ReturnType<typeof createInvoiceTolerancesService>;

/**
 * A builder company's invoice tolerances and whether a matched invoice is approved automatically
 * (decision 0610): read by its members, set by owners and admins together, audited as one change.
 */
export function createInvoiceTolerancesService({ db }: { db: Kysely<Database> }) {
  return {
    async get(auth: Auth): Promise<InvoiceTolerances> {
      const { companyId } = requireCompanyRole(auth, EVERY_COMPANY_ROLE, TOLERANCE_ROLE_NEEDED.see);
      return findInvoiceTolerances(db, companyId);
    },

    async update(auth: Auth, input: TolerancesInput): Promise<InvoiceTolerances> {
      const actor = requireCompanyRole(auth, MANAGING_ROLES, TOLERANCE_ROLE_NEEDED.change);
      return db.transaction().execute(async (trx) => {
        const ids = input.suppliers.map((supplier) => supplier.supplier_company_id);
        const known = ids.length ? await trx.selectFrom('companies').select('id').where('id', 'in', ids).where('company_type', '=', 'supplier').execute() : [];
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = ids.findIndex((id) => !knownIds.has(id));
        if (unknown >= 0) throw validationError({ [`suppliers.${unknown}.supplier_company_id`]: 'There is no such supplier.' });
        const after = { defaults: input.defaults, suppliers: input.suppliers, auto_approve_matched: input.auto_approve_matched };
        return replaceCompanySetting(trx, actor, {
          action: 'invoice_tolerances.change',
          read: () => findInvoiceTolerances(trx, actor.companyId),
          auditShape,
          wanted: auditShape(after),
          // The tolerances and the automatic approval are one change, stamped alike.
          write: async (at) => {
            await replaceInvoiceTolerances(trx, actor.companyId, after, at);
            await saveInvoiceAutomation(trx, actor.companyId, after.auto_approve_matched, at);
          },
        });
      });
    },
  };
}
