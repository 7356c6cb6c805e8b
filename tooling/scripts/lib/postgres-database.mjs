// Throw-away databases on a PostgreSQL server, for the suites that test on one (the API suite's
// PostgreSQL run, the fault tests): each gets a uniquely named database, created empty or as a
// copy of a template database, and drops it afterwards, so parallel test files and parallel runs
// never share state. `pg` is passed in by the caller: this folder has no dependencies of its own.
// Types: postgres-database.d.mts.
import { randomBytes } from 'node:crypto';

/** Runs `run` on a connection to the database `serverUrl` names (the server's admin database), then closes it. */
export async function withAdmin(pg, serverUrl, run) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` naming the database `name` on the same server instead. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database name: the prefix, the time and a random part. */
export function uniqueDatabaseName(prefix) {
  return `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
}

/**
 * Creates a database named `name` (see {@link uniqueDatabaseName}) on the server, empty or, with
 * `template`, as a copy of that database (which nobody may be connected to meanwhile). Resolves to
 * its name, its URL, and `drop`, which removes it even while connections to it remain.
 */
export async function createDatabase(pg, serverUrl, { name, template } = {}) {
  if (!name) throw new Error('createDatabase needs a name (see uniqueDatabaseName).');
  await withAdmin(pg, serverUrl, (client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  return {
    name,
    url: databaseUrl(serverUrl, name),
    async drop() {
      await withAdmin(pg, serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
