import type { AccountType } from '@marketplace/contracts';
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { IsoTime } from '../lib/time';
import type { CatalogDatabase } from './catalog-schema';
import type { CreditDatabase } from './credit-schema';
import type { OrderingDatabase } from './ordering-schema';
import type { OrdersAttachmentsDatabase } from './orders-attachments-schema';
import type { ProjectsDatabase } from './projects-schema';
import type { SupplierAreaDatabase } from './supplier-area-schema';
import type { JobsDatabase } from './jobs-schema';
import type { MoneyDatabase } from './money-schema';
import type { OperatorsDatabase } from './operators-schema';
import type { CompanyRole, PurchasingDatabase } from './purchasing-schema';
import type { InvoicingDatabase } from './invoicing-schema';
import type { QuotesDatabase } from './quotes-schema';

/** Company types; a builder receiver belongs to a builder company. */
export type CompanyType = 'builder' | 'supplier';

/**
 * Table shapes. Conventions shared by both dialects: ids are text UUIDs, times are UTC ISO
 * strings (see lib/time.ts), booleans are integers 0/1 (SQLite has no boolean type and
 * better-sqlite3 cannot bind JS booleans), money is integer cents.
 */
export interface CompaniesTable {
  id: string;
  name: string;
  company_type: CompanyType;
  created_at: IsoTime;
}

/** People; each belongs to one company. */
export interface UsersTable {
  id: string;
  company_id: string;
  /** As the user typed it (trimmed); shown back to them. */
  email: string;
  /** Lower-cased email; unique, so emails compare case-insensitively. */
  email_normalized: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  user_type: AccountType;
  /** In a builder company, what the member may do (migration 024); null for receivers and suppliers. */
  company_role: ColumnType<CompanyRole | null, CompanyRole | null | undefined, CompanyRole | null>;
  tos_accepted: number;
  /** The project this builder last chose to order for (migration 011); deleting it sets null. */
  selected_project_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the user followed the link emailed at sign-up (migration 019); null until then. */
  email_verified_at: IsoTime | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Failed sign-ins per email, account or not (migration 020); cleared by a successful one. */
export interface LoginFailuresTable {
  email_normalized: string;
  failures: number;
  last_failed_at: IsoTime;
}

/** Single-use links that confirm a new account's email address (migration 019). */
export interface EmailVerificationTokensTable {
  token_hash: string;
  user_id: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

/** Server-side sessions; expire after 14 days without a request. */
export interface SessionsTable {
  /** SHA-256 of the cookie's token: a database leak does not reveal live sessions. */
  token_hash: string;
  user_id: string;
  created_at: IsoTime;
  last_seen_at: IsoTime;
}

/** Reset links: hashed, single-use, one hour. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  used_at: IsoTime | null;
}

/** Invitations into a company: hashed, single-use, seven days. */
export interface InvitationsTable {
  id: string;
  company_id: string;
  /** Null when an operator invited from the command line. */
  invited_by: string | null;
  email: string;
  email_normalized: string;
  user_type: AccountType;
  /** The role a builder invited joins with (migration 024); null: a receiver or a supplier. */
  company_role: CompanyRole | null;
  token_hash: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  accepted_at: IsoTime | null;
}

/** Home-page contact messages. */
export interface ContactMessagesTable {
  id: string;
  email: string;
  message: string;
  created_at: IsoTime;
}

/** The row the readiness check rewrites (migration 018). */
export interface ReadinessProbeTable {
  id: number;
  checked_at: IsoTime;
}

/** The whole schema as Kysely sees it. */
export interface Database extends CatalogDatabase, ProjectsDatabase, OrderingDatabase, SupplierAreaDatabase, OrdersAttachmentsDatabase, CreditDatabase, JobsDatabase, MoneyDatabase, OperatorsDatabase, PurchasingDatabase, InvoicingDatabase, QuotesDatabase {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  login_failures: LoginFailuresTable;
  invitations: InvitationsTable;
  contact_messages: ContactMessagesTable;
  readiness_probe: ReadinessProbeTable;
}

/** The database or an open transaction: repositories accept either. */
export type Executor = Kysely<Database> | Transaction<Database>;
