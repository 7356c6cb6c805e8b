import type { IsoTime } from '../lib/time';

/** A supplier's payout account (migration 007); the numbers only ever stored encrypted. */
export interface SupplierBankingDetailsTable {
  company_id: string;
  account_holder_name: string;
  routing_last4: string;
  account_last4: string;
  numbers_encrypted: string;
  updated_by: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A company's profile beyond its name (migration 007). */
export interface CompanyProfilesTable {
  company_id: string;
  phone: string | null;
  website: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  description: string | null;
  updated_at: IsoTime;
}

/** The supplier area's part of the schema. */
export interface SupplierAreaDatabase {
  supplier_banking_details: SupplierBankingDetailsTable;
  company_profiles: CompanyProfilesTable;
}
