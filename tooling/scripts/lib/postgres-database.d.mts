/** The part of a connection these helpers and their callbacks use (a `pg.Client` is one). */
export interface AdminClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The caller's `pg` module (its default export), or anything with a `Client` like it. */
export interface PgModule {
  Client: new (config: { connectionString: string }) => AdminClient & { connect(): Promise<unknown>; end(): Promise<void> };
}

/** One throw-away database on the server. */
export interface ScratchDatabase {
  name: string;
  url: string;
  /** Removes the database, closing any connections still open to it. */
  drop(): Promise<void>;
}

/** Runs `run` on a connection to the database `serverUrl` names (the server's admin database), then closes it. */
export function withAdmin<T>(pg: PgModule, serverUrl: string, run: (client: AdminClient) => Promise<T>): Promise<T>;

/** `serverUrl` naming the database `name` on the same server instead. */
export function databaseUrl(serverUrl: string, name: string): string;

/** A new database name: the prefix, the time and a random part. */
export function uniqueDatabaseName(prefix: string): string;

/** Creates the database `name`, empty or as a copy of `template` (see postgres-database.mjs). */
export function createDatabase(pg: PgModule, serverUrl: string, options: { name: string; template?: string }): Promise<ScratchDatabase>;
