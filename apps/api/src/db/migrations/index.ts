import type { Migration } from 'kysely';
import { accountsMigration } from './001-accounts';

/**
 * Every migration, in order. Registered statically rather than read from the folder so the
 * bundled build (one file per entry point) carries them.
 */
export const migrations: Record<string, Migration> = {
  '001_accounts': accountsMigration,
};
