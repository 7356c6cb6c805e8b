import type { AccountType } from '@marketplace/contracts';
import type { Insertable } from 'kysely';
import type { CompanyRole } from '../../db/purchasing-schema';
import type { CompanyType, Executor, UsersTable } from '../../db/schema';
import type { IsoTime } from '../../lib/time';
import { sessionCache } from '../sessions/session-cache';

/** A user with the company it belongs to, as the API reads it. */
export interface UserRecord {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  user_type: AccountType;
  /** In a builder company, what the member may do (decision 0160); null for receivers and suppliers. */
  company_role: CompanyRole | null;
  tos_accepted: number;
  /** The project this builder last chose to order for, or null. */
  selected_project_id: string | null;
  /** When the user confirmed their email address; null until then. */
  email_verified_at: string | null;
  company_id: string;
  company_name: string;
  company_type: CompanyType;
}

/** Lower-cased, trimmed: the form emails are compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The columns of a {@link UserRecord}, for any query that joins users to their companies. */
export const userRecordColumns = [
  'users.id',
  'users.email',
  'users.password_hash',
  'users.first_name',
  'users.last_name',
  'users.user_type',
  'users.company_role',
  'users.tos_accepted',
  'users.selected_project_id',
  'users.email_verified_at',
  'users.company_id',
  'companies.name as company_name',
  'companies.company_type',
] as const;

function selectUsers(db: Executor) {
  return db.selectFrom('users').innerJoin('companies', 'companies.id', 'users.company_id').select(userRecordColumns);
}

/** A user by email, compared case-insensitively. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.email_normalized', '=', normalizeEmail(email)).executeTakeFirst();
}

/** A user by id. */
export async function findUserById(db: Executor, id: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

/** True when an account already uses this email. */
export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a user; the unique index on email_normalized rejects duplicates. */
export async function insertUser(db: Executor, user: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** Changes a user's names. */
export async function updateUserNames(db: Executor, id: string, names: { first_name: string; last_name: string }, at: IsoTime): Promise<void> {
  await db.updateTable('users').set({ ...names, updated_at: at }).where('id', '=', id).execute();
  sessionCache.forgetUser(id);
}

/** Records that the user confirmed their email address (the first time only). */
export async function markEmailVerified(db: Executor, id: string, at: IsoTime): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: at, updated_at: at }).where('id', '=', id).where('email_verified_at', 'is', null).execute();
  sessionCache.forgetUser(id);
}

/** Records acceptance of the terms of service. */
export async function markTosAccepted(db: Executor, id: string, at: IsoTime): Promise<void> {
  await db.updateTable('users').set({ tos_accepted: 1, updated_at: at }).where('id', '=', id).execute();
  sessionCache.forgetUser(id);
}

/** Replaces a user's password hash. */
export async function updatePasswordHash(db: Executor, id: string, passwordHash: string, at: IsoTime): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).execute();
  sessionCache.forgetUser(id);
}

/** Remembers (or, with null, forgets) the project a user last chose to order for. */
export async function updateSelectedProject(db: Executor, id: string, projectId: string | null, at: IsoTime): Promise<void> {
  await db.updateTable('users').set({ selected_project_id: projectId, updated_at: at }).where('id', '=', id).execute();
  sessionCache.forgetUser(id);
}

/**
 * Gives a member another company role. Their sessions are forgotten by the cache (in every
 * process of a fleet), so the new role counts from their very next request.
 */
export async function updateCompanyRole(db: Executor, id: string, role: CompanyRole, at: IsoTime): Promise<void> {
  await db.updateTable('users').set({ company_role: role, updated_at: at }).where('id', '=', id).execute();
  sessionCache.forgetUser(id);
}
