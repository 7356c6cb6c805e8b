import type { BankingDetails, BankingDetailsRequest, Company, CompanyUpdateInput, SupplierQuery, SupplierResponse } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SupplierBankingDetailsTable } from '../../db/supplier-area-schema';
import { notFound, permissionDenied } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { decryptBankNumbers, encryptBankNumbers, maskDigits } from './banking-crypto';
import { findBankingDetails, findCompanyWithProfile, renameCompany, upsertBankingDetails, upsertCompanyProfile } from './suppliers.repository';

/** A supplier's payout account and any company's profile, each for its own members only. */
export interface SuppliersService {
  getSupplier(auth: Auth, query: SupplierQuery): Promise<SupplierResponse>;
  saveBankingDetails(auth: Auth, input: BankingDetailsRequest): Promise<SupplierResponse>;
  getCompany(auth: Auth, companyId: string): Promise<Company>;
  updateCompany(auth: Auth, companyId: string, input: CompanyUpdateInput): Promise<Company>;
}

function supplierCompanyOf(auth: Auth): string {
  if (auth.user.user_type !== 'supplier') throw permissionDenied('Only supplier accounts have banking details.');
  return auth.user.company_id;
}

/** Another company's id answers like an unknown one: whether it exists is not the caller's business. */
function ownCompany(auth: Auth, companyId: string): string {
  if (companyId !== auth.user.company_id) throw notFound('This company does not exist.');
  return companyId;
}

/** Creates the suppliers service; `bankingKey` encrypts the account numbers at rest. */
export function createSuppliersService({ db, bankingKey }: { db: Kysely<Database>; bankingKey: Buffer }): SuppliersService {
  function toBanking(companyId: string, row: SupplierBankingDetailsTable, sensitive: boolean): BankingDetails {
    const base = { account_holder_name: row.account_holder_name, updated_at: row.updated_at };
    if (!sensitive) return { ...base, routing_number: maskDigits(row.routing_last4), account_number: maskDigits(row.account_last4), masked: true };
    const numbers = decryptBankNumbers(bankingKey, companyId, row.numbers_encrypted);
    return { ...base, routing_number: numbers.routing_number, account_number: numbers.account_number, masked: false };
  }

  async function supplier(companyId: string, sensitive: boolean): Promise<SupplierResponse> {
    const [company, banking] = await Promise.all([findCompanyWithProfile(db, companyId), findBankingDetails(db, companyId)]);
    if (!company) throw notFound('This company does not exist.');
    return { id: company.id, name: company.name, banking_details: banking ? toBanking(companyId, banking, sensitive) : null };
  }

  async function company(companyId: string): Promise<Company> {
    const row = await findCompanyWithProfile(db, companyId);
    if (!row) throw notFound('This company does not exist.');
    return {
      id: row.id,
      name: row.name,
      company_type: row.company_type,
      phone: row.phone ?? null,
      website: row.website ?? null,
      street: row.street ?? null,
      city: row.city ?? null,
      state: row.state ?? null,
      postal_code: row.postal_code ?? null,
      description: row.description ?? null,
      updated_at: row.updated_at ?? null,
    };
  }

  return {
    async getSupplier(auth, query) {
      // Full numbers only when a member of the supplier asks for them; the default answer is masked.
      return supplier(supplierCompanyOf(auth), query.fetch_sensitive_info);
    },

    async saveBankingDetails(auth, input) {
      const companyId = supplierCompanyOf(auth);
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        const existing = await findBankingDetails(trx, companyId);
        await upsertBankingDetails(trx, {
          company_id: companyId,
          account_holder_name: input.account_holder_name,
          routing_last4: input.routing_number.slice(-4),
          account_last4: input.account_number.slice(-4),
          numbers_encrypted: encryptBankNumbers(bankingKey, companyId, { routing_number: input.routing_number, account_number: input.account_number }),
          updated_by: auth.user.id,
          created_at: existing?.created_at ?? now,
          updated_at: now,
        });
      });
      // Never echoed in full: the form shows what was saved, masked.
      return supplier(companyId, false);
    },

    async getCompany(auth, companyId) {
      return company(ownCompany(auth, companyId));
    },

    async updateCompany(auth, companyId, input) {
      const id = ownCompany(auth, companyId);
      // Receivers take deliveries for their builder company; they do not speak for it.
      if (auth.user.user_type === 'builder_receiver') throw permissionDenied('Builder receivers cannot change the company profile.');
      await db.transaction().execute(async (trx) => {
        await renameCompany(trx, id, input.name);
        await upsertCompanyProfile(trx, {
          company_id: id,
          phone: input.phone,
          website: input.website,
          street: input.street,
          city: input.city,
          state: input.state,
          postal_code: input.postal_code,
          description: input.description,
          updated_at: nowIso(),
        });
      });
      return company(id);
    },
  };
}
