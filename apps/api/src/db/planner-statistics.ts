import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Dialect } from './dialect';
import type { Database } from './schema';

/**
 * SQLite's flags for PRAGMA optimize: analyze the tables that may benefit (0x02) with a bounded
 * analysis (0x10, so even a table of millions of rows takes milliseconds) and check every
 * table, not only those the connection has queried lately (0x10000). The form SQLite's
 * documentation gives for long-lived connections.
 */
export const SQLITE_OPTIMIZE_ALL_TABLES = 0x10012;

/**
 * Brings the query planner's statistics up to date where the data changed enough to matter.
 * The planner picks join orders and indexes from them: on a catalogue grown from a handful of
 * products to thousands through the supplier API, statistics taken at the start still say "one
 * product", and a search then walks every offer instead of the matches (seconds, not
 * milliseconds). SQLite keeps statistics only when told, so this runs at open, on a schedule and
 * after bulk writes; it is close to free when nothing changed (SQLite re-analyzes a table only
 * once its size moved by a large factor). PostgreSQL's autovacuum analyzes tables as they
 * change, but only after a share of the rows changed and a while later: after a bulk write the
 * tables it names (all, if it names none) are analyzed at once.
 */
export async function refreshPlannerStatistics(db: Kysely<Database>, dialect: Dialect, tables?: readonly (keyof Database & string)[]): Promise<void> {
  if (dialect === 'sqlite') await sql.raw(`pragma optimize = ${SQLITE_OPTIMIZE_ALL_TABLES}`).execute(db);
  // A bulk write names the tables it changed: analyzing every table of a large PostgreSQL
  // database takes seconds (4 s at 100,000 offers), one table about a second. SQLite's optimize
  // already limits itself to the tables that changed.
  else if (tables && tables.length > 0) await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
  else await sql`analyze`.execute(db);
}
