// Holds the database's write lock from outside the server, as another process would (a backup,
// the sqlite3 tool's BEGIN EXCLUSIVE, a long PostgreSQL transaction), while reads are measured.
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Takes the write lock of the catalogue at `databaseUrl` (a postgres:// URL, else a SQLite file)
 * and answers the function that lets it go. On SQLite nobody else may write until then; on
 * PostgreSQL the catalogue version's rows are locked, which every catalogue write updates.
 */
export async function holdWriteLock(databaseUrl) {
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query('select id from catalog_search_state for update');
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }
  const db = new Database(databaseUrl);
  db.exec('begin exclusive');
  return async () => {
    db.exec('rollback');
    db.close();
  };
}
