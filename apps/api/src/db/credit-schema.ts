import type { IsoTime } from '../lib/time';

/** Pre-approval statuses (PRODUCT.md "Business credit"): draft → submitted → approved or declined. */
export type PreapprovalStatus = 'draft' | 'submitted' | 'approved' | 'declined';
/** The form step a draft was last saved on, so the builder resumes there. */
export type PreapprovalStep = 'company' | 'financials' | 'limit' | 'bank' | 'review';

/** A bank linked through the bank-link provider (migration 009). */
export interface BankEnrollmentsTable {
  id: string;
  company_id: string;
  provider: string;
  item_id: string;
  institution_id: string | null;
  institution_name: string;
  /** AES-256-GCM of the provider's access token; see providers/bank-link/access-token-crypto.ts. */
  access_token_encrypted: string;
  created_by: string;
  created_at: IsoTime;
}

/** One account of a linked bank, with the balance last read from the provider. */
export interface BankAccountsTable {
  id: string;
  enrollment_id: string;
  company_id: string;
  provider_account_id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
  available_cents: number | null;
  current_cents: number | null;
  currency: string;
  balance_updated_at: IsoTime;
}

export interface PreapprovalApplicationsTable {
  id: string;
  company_id: string;
  status: PreapprovalStatus;
  step: PreapprovalStep;
  legal_name: string | null;
  ein: string | null;
  years_in_business: number | null;
  annual_revenue_cents: number | null;
  requested_limit_cents: number | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  bank_account_id: string | null;
  verified_balance_cents: number | null;
  approved_limit_cents: number | null;
  /** JSON array of sentences saying why it was decided so. */
  decision_reasons: string;
  decided_by: 'rules' | 'operator' | null;
  created_by: string;
  created_at: IsoTime;
  updated_at: IsoTime;
  submitted_at: IsoTime | null;
  decided_at: IsoTime | null;
}

/** The business-credit part of the schema. */
export interface CreditDatabase {
  bank_enrollments: BankEnrollmentsTable;
  bank_accounts: BankAccountsTable;
  preapproval_applications: PreapprovalApplicationsTable;
}
