import type { IsoTime } from '../lib/time';

// Amounts are bigint columns: PostgreSQL answers them as text, so code reads them through Number().

/** Kinds of ledger transactions (decision 0140). */
export type LedgerTransactionKind = 'charge' | 'refund' | 'credit_draw' | 'credit_adjustment' | 'credit_repayment' | 'payout';

/**
 * Ledger accounts. `cash`: the marketplace's money at its payment provider; `held`: what builders
 * paid for a purchase order that is neither refunded nor paid out (a liability, so credit
 * balances); `commission`: the marketplace's revenue; `credit_receivable`: what builders on
 * credit terms owe.
 */
export type LedgerAccount = 'cash' | 'held' | 'commission' | 'credit_receivable';

/** One booked movement; its entries add up to zero (migration 021). */
export interface LedgerTransactionsTable {
  id: string;
  kind: LedgerTransactionKind;
  cause_key: string;
  order_id: string | null;
  supplier_company_id: string | null;
  memo: string;
  occurred_at: IsoTime;
}

/** One side of a ledger transaction: debits positive, credits negative. */
export interface LedgerEntriesTable {
  id: string;
  transaction_id: string;
  account: LedgerAccount;
  amount_cents: number;
  order_id: string | null;
  purchase_order_id: string | null;
  supplier_company_id: string | null;
  buyer_company_id: string | null;
  occurred_at: IsoTime;
}

export type RefundMethod = 'card' | 'credit';
/** Pending until the provider confirms; a refund that keeps failing stays pending with its last error. */
export type RefundStatus = 'pending' | 'succeeded';

/** Money given back for a cause (a cancelled line, a lower price agreed, a shortage agreed). */
export interface RefundsTable {
  id: string;
  order_id: string;
  purchase_order_id: string;
  line_item_id: string | null;
  cause_key: string;
  reason: string;
  method: RefundMethod;
  amount_cents: number;
  currency: string;
  status: RefundStatus;
  provider: string | null;
  provider_refund_id: string | null;
  last_error: string | null;
  created_at: IsoTime;
  completed_at: IsoTime | null;
}

/** The operator's settings: one row (id 1). */
export interface MarketplaceSettingsTable {
  id: number;
  commission_basis_points: number;
  payout_holding_days: number;
  updated_at: IsoTime;
}

export type CommissionScope = 'supplier' | 'category';

/** A commission rate other than the marketplace's for one supplier or one category. */
export interface CommissionOverridesTable {
  scope: CommissionScope;
  scope_id: string;
  commission_basis_points: number;
  updated_at: IsoTime;
}

/** A supplier's account at the payout provider (a Stripe Connect Express account). */
export interface PayoutAccountsTable {
  company_id: string;
  provider: string;
  account_id: string;
  ready: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface PayoutRunsTable {
  id: string;
  cause_key: string;
  started_at: IsoTime;
  payouts: number;
  amount_cents: number;
}

/** Pending until the provider confirms; a payout that keeps failing stays pending with its last error. */
export type PayoutStatus = 'pending' | 'paid';

/** One payment to a supplier for the lines it lists, minus commission. */
export interface PayoutsTable {
  id: string;
  run_id: string;
  supplier_company_id: string;
  status: PayoutStatus;
  provider: string;
  /** Where it goes, as a person reads it ("Checking ••••6789", a Stripe account id). */
  destination: string;
  provider_transfer_id: string | null;
  currency: string;
  gross_cents: number;
  commission_cents: number;
  /** Refunds made after earlier payouts of the supplier's lines, taken back here. */
  recovered_cents: number;
  amount_cents: number;
  last_error: string | null;
  created_at: IsoTime;
  paid_at: IsoTime | null;
}

/** What a payout takes back, per purchase order refunded after its lines were paid out. */
export interface PayoutRecoveriesTable {
  payout_id: string;
  purchase_order_id: string;
  amount_cents: number;
}

/** A line paid by a payout; a line is paid once. */
export interface PayoutLinesTable {
  payout_id: string;
  line_item_id: string;
  purchase_order_id: string;
  order_id: string;
  quantity: number;
  gross_cents: number;
  commission_basis_points: number;
  commission_cents: number;
}

/** A card payment of what an order owes beyond its charge (a higher price accepted, decision 0146). */
export interface BalancePaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  status: 'open' | 'complete' | 'expired';
  amount_cents: number;
  currency: string;
  client_secret: string | null;
  created_by: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  completed_at: IsoTime | null;
}

/** The marketplace-money part of the schema. */
/** Money a builder company on credit terms paid back by bank transfer, recorded by an operator (decision 0147). */
export interface CreditRepaymentsTable {
  id: string;
  company_id: string;
  amount_cents: number;
  currency: string;
  /** The transfer's reference on the bank statement: one per company, so a transfer is recorded once. */
  bank_reference: string;
  /** The day the money reached the marketplace's bank account, YYYY-MM-DD. */
  received_on: string;
  note: string | null;
  recorded_by_operator_id: string;
  created_at: IsoTime;
}

export interface MoneyDatabase {
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  refunds: RefundsTable;
  marketplace_settings: MarketplaceSettingsTable;
  commission_overrides: CommissionOverridesTable;
  payout_accounts: PayoutAccountsTable;
  payout_runs: PayoutRunsTable;
  payouts: PayoutsTable;
  payout_lines: PayoutLinesTable;
  payout_recoveries: PayoutRecoveriesTable;
  balance_payments: BalancePaymentsTable;
  credit_repayments: CreditRepaymentsTable;
}
