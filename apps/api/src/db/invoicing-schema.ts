import type { DisputeReason, InvoiceLineMatchStatus, InvoiceStatus } from '@marketplace/contracts';
import type { IsoTime } from '../lib/time';

/*
 * Supplier invoices, their lines as matched, tolerances and the invoices' history (migration 025,
 * decision 0610). Amounts are bigint columns: PostgreSQL answers them as text, so code reads them
 * through Number().
 */

/** Where a dispute stands: open until the supplier answers; resolved by approval or a corrected invoice. */
export type DisputeStatus = 'open' | 'supplier_responded' | 'resolved';

/** A supplier's invoice of one purchase order. */
export interface InvoicesTable {
  id: string;
  /** The supplier's own number, as typed; unique per supplier company whatever its case. */
  number: string;
  purchase_order_id: string;
  order_id: string;
  buyer_company_id: string;
  supplier_company_id: string;
  project_id: string;
  status: InvoiceStatus;
  currency: string;
  /** YYYY-MM-DD, as the supplier dated it. */
  invoice_date: string;
  /** YYYY-MM-DD: the invoice date plus the net terms. */
  due_date: string;
  net_terms_days: number;
  subtotal_cents: number;
  tax_cents: number;
  freight_cents: number;
  total_cents: number;
  /** The purchase order's value of what is billed: billable quantities at its prices. */
  expected_cents: number;
  /** Goods and freight − expected. */
  total_variance_cents: number;
  total_within_tolerance: number;
  /** The tolerances the match applied (JSON), kept as they were when the invoice arrived. */
  tolerances: string;
  replaces_invoice_id: string | null;
  dispute_status: DisputeStatus | null;
  dispute_reason: DisputeReason | null;
  dispute_note: string | null;
  disputed_by: string | null;
  disputed_at: IsoTime | null;
  supplier_response: string | null;
  responded_at: IsoTime | null;
  approved_by: string | null;
  approved_at: IsoTime | null;
  override_reason: string | null;
  exported_at: IsoTime | null;
  /** When its payment went out in a payments file (migration 027); null until one carried it. */
  payment_exported_at: IsoTime | null;
  paid_at: IsoTime | null;
  /** The supplier's own PDF of the invoice, in the attachments store. */
  attachment_file_name: string | null;
  attachment_storage_key: string | null;
  attachment_size_bytes: number | null;
  attachment_uploaded_at: IsoTime | null;
  created_by: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A billed line and what its match found. */
export interface InvoiceLinesTable {
  id: string;
  invoice_id: string;
  position: number;
  /** The purchase order line billed; null: a line the purchase order does not have. */
  line_item_id: string | null;
  description: string;
  unit_of_measure: string | null;
  quantity: number;
  unit_price_cents: number;
  amount_cents: number;
  match_status: InvoiceLineMatchStatus;
  billable_quantity: number | null;
  po_unit_price_cents: number | null;
  quantity_variance: number | null;
  price_variance_cents: number | null;
  /** The match's explanation in words. */
  match_message: string;
  /** Named in the builder's dispute. */
  disputed: number;
}

/**
 * A builder company's invoice tolerances: its own (no supplier) and per supplier. Percents are in
 * basis points (200 = 2%).
 */
export interface InvoiceTolerancesTable {
  id: string;
  company_id: string;
  supplier_company_id: string | null;
  price_basis_points: number;
  price_amount_cents: number;
  quantity_basis_points: number;
  quantity_units: number;
  total_basis_points: number;
  total_amount_cents: number;
  updated_at: IsoTime;
}

/**
 * What a builder company lets the marketplace do with its invoices by itself (migration 028): a
 * matched invoice approved at once when `auto_approve_matched` is 1. No row: it said no.
 */
export interface InvoiceAutomationTable {
  company_id: string;
  auto_approve_matched: number;
  updated_at: IsoTime;
}

/** Every status move of an invoice, and a supplier's answer to a dispute: who, when, their words. */
export interface InvoiceEventsTable {
  id: string;
  invoice_id: string;
  /** 1, 2, 3… per invoice: the order of events of one moment (sent, then matched). */
  sequence: number;
  from_status: InvoiceStatus | null;
  to_status: InvoiceStatus;
  actor_user_id: string | null;
  note: string | null;
  created_at: IsoTime;
}

/** The invoicing part of the schema. */
export interface InvoicingDatabase {
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  invoice_tolerances: InvoiceTolerancesTable;
  invoice_events: InvoiceEventsTable;
  invoice_automation: InvoiceAutomationTable;
  account_codes: AccountCodesTable;
  payment_accounts: PaymentAccountsTable;
}

/**
 * A builder company's category → account table (migration 027): the account its invoices' lines
 * of a category are booked to in Xero (a code) and QuickBooks Online (an account's name); the row
 * without a category is the company's default.
 */
export interface AccountCodesTable {
  id: string;
  company_id: string;
  category_id: string | null;
  xero_code: string;
  quickbooks_account: string;
  updated_at: IsoTime;
}

/**
 * The account a builder company pays its suppliers from (migration 030), in both programs, as the
 * payments file books it. No row: each program's standard bank account.
 */
export interface PaymentAccountsTable {
  company_id: string;
  xero_code: string;
  quickbooks_account: string;
  updated_at: IsoTime;
}
