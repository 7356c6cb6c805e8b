import type { IsoTime } from '../lib/time';

/** A person who runs the marketplace (migration 022); never a user of a company. */
export interface OperatorAccountsTable {
  id: string;
  /** As typed when the account was created; shown back. */
  email: string;
  /** Lower-cased email; unique. */
  email_normalized: string;
  name: string;
  password_hash: string;
  /** The TOTP secret, AES-256-GCM (modules/operators/accounts/totp-secret.ts). */
  totp_secret_encrypted: string;
  /** The 30-second time step of the last code that signed in. */
  totp_last_step: number | null;
  created_at: IsoTime;
  last_signed_in_at: IsoTime | null;
  disabled_at: IsoTime | null;
}

/** Operator sessions: like users' sessions, in a table of their own. */
export interface OperatorSessionsTable {
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  operator_id: string;
  created_at: IsoTime;
  last_seen_at: IsoTime;
}

/** What an operator did, written in the transaction of the action. */
export interface OperatorAuditEventsTable {
  id: string;
  operator_id: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  /** JSON object. */
  details: string;
  created_at: IsoTime;
}

/** Where a supplier stands with the marketplace; a supplier without a row is approved. */
export type SupplierApprovalStatus = 'approved' | 'pending' | 'suspended';

/** A supplier's approval status, once an operator or the approval setting gave it one. */
export interface SupplierApprovalsTable {
  company_id: string;
  status: SupplierApprovalStatus;
  changed_at: IsoTime;
}

/** An offer its supplier keeps on sale, held back (active = 0) until the supplier is approved. */
export interface WithheldOffersTable {
  psv_id: string;
  company_id: string;
  withheld_at: IsoTime;
}

/** One row (id 1): whether new supplier companies wait for an operator's approval. */
export interface SupplierApprovalSettingsTable {
  id: number;
  new_suppliers_need_approval: number;
  updated_at: IsoTime;
}

/** The operators' part of the schema. */
export interface OperatorsDatabase {
  operator_accounts: OperatorAccountsTable;
  operator_sessions: OperatorSessionsTable;
  operator_audit_events: OperatorAuditEventsTable;
  supplier_approvals: SupplierApprovalsTable;
  withheld_offers: WithheldOffersTable;
  supplier_approval_settings: SupplierApprovalSettingsTable;
}
