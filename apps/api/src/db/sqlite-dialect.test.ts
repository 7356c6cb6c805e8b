import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { DatabaseBusyError } from './errors';
import { WRITE_LOCK_WAIT_MS } from './sqlite-dialect';

let database: TestDatabase;
/** Another process's connection to the same file, as the sqlite3 command-line tool would hold it. */
let other: SqliteDatabase.Database;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.config.dialect !== 'sqlite') return;
  other = new SqliteDatabase(database.config.filename);
});
afterAll(async () => {
  other?.close();
  await database.drop();
});

/** The longest the event loop went without running a 1 ms timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 1);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(timer);
  return { result, stallMs };
}

describe.runIf(process.env.TEST_DIALECT !== 'postgres')('SQLite while another process holds the write lock', () => {
  it('keeps reading at once, waits for the lock on timers, then refuses the write as busy', async () => {
    const { db } = database.handle;
    other.exec('begin exclusive');
    try {
      const started = performance.now();
      const { result, stallMs } = await longestStall(() =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('brands').values({ id: 'b-busy', name: 'Busy', slug: 'busy', created_at: new Date().toISOString() }).execute();
        }),
      );
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseBusyError);
      expect(performance.now() - started).toBeGreaterThanOrEqual(WRITE_LOCK_WAIT_MS - 150);
      // Each try blocks for the 5 ms busy timeout at most; SQLite's own wait held the loop for
      // the whole 5 s busy timeout before. The margin is for a machine busy with other suites.
      expect(stallMs).toBeLessThan(250);

      // A statement on its own is refused the same way; a read answers meanwhile.
      const write = db.updateTable('brands').set({ name: 'x' }).where('id', '=', 'none').execute();
      const readStarted = performance.now();
      expect(await db.selectFrom('brands').select('id').limit(1).execute()).toBeDefined();
      expect(performance.now() - readStarted).toBeLessThan(50);
      await expect(write).rejects.toBeInstanceOf(DatabaseBusyError);
    } finally {
      other.exec('rollback');
    }
  });

  it('writes once the other process lets go within the wait', async () => {
    const { db } = database.handle;
    other.exec('begin exclusive');
    setTimeout(() => other.exec('rollback'), 300);
    await db.insertInto('brands').values({ id: 'b-after', name: 'After', slug: 'after', created_at: new Date().toISOString() }).execute();
    expect(await db.selectFrom('brands').select('name').where('id', '=', 'b-after').executeTakeFirst()).toEqual({ name: 'After' });
  });

  it('reads its own writes inside a transaction, and others see them only after the commit', async () => {
    const { db } = database.handle;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('brands').values({ id: 'b-tx', name: 'Tx', slug: 'tx', created_at: new Date().toISOString() }).execute();
      expect(await trx.selectFrom('brands').select('id').where('id', '=', 'b-tx').execute()).toHaveLength(1);
      expect(await db.selectFrom('brands').select('id').where('id', '=', 'b-tx').execute()).toHaveLength(0);
    });
    expect(await db.selectFrom('brands').select('id').where('id', '=', 'b-tx').execute()).toHaveLength(1);
  });
});
