import type { IsoTime } from '../lib/time';

/*
 * Company roles, spending limits, approval requests, project budgets and the company audit log
 * (migration 024, decisions 0160–0163). Amounts are bigint columns: PostgreSQL answers them as
 * text, so code reads them through Number().
 */

/** What a builder company's member may do (PROCUREMENT.md, "Roles"); receivers keep their own account type. */
export type CompanyRole = 'owner' | 'admin' | 'approver' | 'buyer';

/** A buyer's own limits; no row, or a null column, means no limit. */
export interface SpendingLimitsTable {
  user_id: string;
  /** The most one order of theirs may total without approval. */
  order_limit_cents: number | null;
  /** The most their placed orders may total in a calendar month without approval. */
  monthly_limit_cents: number | null;
  /** For approvers: the largest request they may approve. */
  approval_limit_cents: number | null;
  updated_at: IsoTime;
}

/** A builder company's purchasing rules: one row per company that set any. */
export interface PurchasingSettingsTable {
  company_id: string;
  /** Any order at or above it needs approval, whoever places it. */
  approval_threshold_cents: number | null;
  /** How long a request waits for a decision before it expires. */
  approval_expiry_hours: number;
  /** Whether an order that would take a project over its budget needs approval. */
  approval_over_budget: number;
  updated_at: IsoTime;
}

/** The approvers assigned to a project. */
export interface ProjectApproversTable {
  project_id: string;
  user_id: string;
}

export type ApprovalRequestStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'expired' | 'superseded' | 'ordered';

/** A checkout over a limit, frozen as it was asked, waiting for (or after) a decision. */
export interface ApprovalRequestsTable {
  id: string;
  company_id: string;
  project_id: string;
  cart_id: string;
  requested_by: string;
  total_cents: number;
  currency: string;
  /** The cart's fingerprint when asked: a cart that changed since is no longer what was approved. */
  cart_fingerprint: string;
  /** The lines as the buyer saw them (JSON): what the approver reads. */
  snapshot: string;
  /** Why approval is needed (JSON: rule codes with their figures and a sentence). */
  reasons: string;
  status: ApprovalRequestStatus;
  /** After approval: who pays, the approver on terms or the buyer by card. */
  settlement: 'credit' | 'buyer_card' | null;
  order_id: string | null;
  decided_by: string | null;
  decision_note: string | null;
  decided_at: IsoTime | null;
  expires_at: IsoTime;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A project's budget, and its parts per category. */
export interface ProjectBudgetsTable {
  project_id: string;
  amount_cents: number;
  updated_at: IsoTime;
}
export interface ProjectCategoryBudgetsTable {
  project_id: string;
  category_id: string;
  amount_cents: number;
}

/** Who changed what in a company, and from what to what (JSON), in the transaction of the change. */
export interface CompanyAuditEventsTable {
  id: string;
  company_id: string;
  actor_user_id: string;
  /** Dotted: `member.role`, `limits.change`, `approval.approve`. */
  action: string;
  subject_type: string;
  subject_id: string | null;
  before: string;
  after: string;
  created_at: IsoTime;
}

export interface PurchasingDatabase {
  spending_limits: SpendingLimitsTable;
  purchasing_settings: PurchasingSettingsTable;
  project_approvers: ProjectApproversTable;
  approval_requests: ApprovalRequestsTable;
  project_budgets: ProjectBudgetsTable;
  project_category_budgets: ProjectCategoryBudgetsTable;
  company_audit_events: CompanyAuditEventsTable;
}
