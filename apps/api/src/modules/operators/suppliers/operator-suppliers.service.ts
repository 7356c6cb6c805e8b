import type {
  operatorSupplierListQuerySchema,
  OperatorSupplierDetail,
  OperatorSupplierListResponse,
  SupplierApprovalSetting,
  SupplierApprovalSettingResponse,
} from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { nowIso } from '../../../lib/time';
import { approvalSetting, setApprovalSetting } from '../../supplier-approval/supplier-approval.repository';
import { changeSupplierApproval } from '../../supplier-approval/supplier-approval.service';
import { recordOperatorAction } from '../operator-audit';
import { findSupplierDetail, listSuppliers, REQUIRED_PROFILE_FIELDS } from './operator-suppliers.repository';

/** Who acts: every write of the console is audited in its name. */
interface Actor {
  operatorId: string;
}

const supplierNotFound = () => notFound('This supplier does not exist.');

/** The operator console's suppliers: onboarding facts, approval and suspension. */
export type OperatorSuppliersService = ReturnType<typeof createOperatorSuppliersService>;

/** Creates the operator console's suppliers service. */
export function createOperatorSuppliersService({ db }: { db: Kysely<Database> }) {
  async function detail(companyId: string): Promise<OperatorSupplierDetail> {
    const found = await findSupplierDetail(db, companyId);
    if (!found) throw supplierNotFound();
    const { company } = found;
    const missing = REQUIRED_PROFILE_FIELDS.filter((field) => !company[field]);
    return {
      id: company.id,
      name: company.name,
      created_at: company.created_at,
      approval_status: company.status ?? 'approved',
      approval_changed_at: company.changed_at,
      profile_complete: missing.length === 0,
      missing_profile_fields: [...missing],
      profile: {
        phone: company.phone,
        website: company.website,
        street: company.street,
        city: company.city,
        state: company.state,
        postal_code: company.postal_code,
        description: company.description,
      },
      banking_details_on_file: company.banking_updated_at !== null,
      banking_details_updated_at: company.banking_updated_at,
      offers_count: found.offers,
      active_offers_count: found.activeOffers,
      withheld_offers_count: found.withheld,
      service_areas_count: found.serviceAreas,
      warehouses_count: found.warehouses,
      users: found.users.map((user) => ({
        id: user.id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        email_verified: user.email_verified_at !== null,
        created_at: user.created_at,
      })),
    };
  }

  /** Approves or suspends, audited in the same transaction; a supplier already so is left as is. */
  async function changeApproval(actor: Actor, companyId: string, to: 'approved' | 'suspended', details: Record<string, unknown>): Promise<OperatorSupplierDetail> {
    await db.transaction().execute(async (trx) => {
      const company = await trx.selectFrom('companies').select('id').where('id', '=', companyId).where('company_type', '=', 'supplier').executeTakeFirst();
      if (!company) throw supplierNotFound();
      const change = await changeSupplierApproval(trx, companyId, to, nowIso());
      if (!change.changed) return;
      await recordOperatorAction(trx, {
        operatorId: actor.operatorId,
        action: to === 'approved' ? 'supplier.approve' : 'supplier.suspend',
        subjectType: 'supplier',
        subjectId: companyId,
        details: { from: change.from, to: change.to, offers: change.offers, ...details },
      });
    });
    return detail(companyId);
  }

  return {
    async list(query: z.output<typeof operatorSupplierListQuerySchema>): Promise<OperatorSupplierListResponse> {
      const { count, rows } = await listSuppliers(db, query);
      return {
        count,
        results: rows.map(({ missing_profile_fields: missing, ...row }) => ({ ...row, profile_complete: missing.length === 0 })),
      };
    },

    get: detail,

    approve: (actor: Actor, companyId: string, note: string | undefined) => changeApproval(actor, companyId, 'approved', note ? { note } : {}),

    suspend: (actor: Actor, companyId: string, reason: string) => changeApproval(actor, companyId, 'suspended', { reason }),

    async setting(): Promise<SupplierApprovalSettingResponse> {
      return approvalSetting(db);
    },

    async changeSetting(actor: Actor, input: SupplierApprovalSetting): Promise<SupplierApprovalSettingResponse> {
      await db.transaction().execute(async (trx) => {
        const before = await approvalSetting(trx);
        if (before.new_suppliers_need_approval === input.new_suppliers_need_approval) return;
        await setApprovalSetting(trx, input.new_suppliers_need_approval, nowIso());
        await recordOperatorAction(trx, {
          operatorId: actor.operatorId,
          action: 'setting.supplier_approval',
          subjectType: 'setting',
          subjectId: 'new_suppliers_need_approval',
          details: { from: before.new_suppliers_need_approval, to: input.new_suppliers_need_approval },
        });
      });
      return approvalSetting(db);
    },
  };
}
