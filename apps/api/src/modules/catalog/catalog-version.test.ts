import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { bumpCatalogVersion, CATALOG_VERSION_REUSE_MS, catalogVersion } from './catalog-version';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('catalogVersion', () => {
  it('sees a bump made in this process at once', async () => {
    const { db } = database.handle;
    const before = await catalogVersion(db);
    await db.transaction().execute((trx) => bumpCatalogVersion(trx));
    expect(await catalogVersion(db)).toBe(before + 1);
  });

  it('sees a bump made by another process within the reuse time', async () => {
    const { db } = database.handle;
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past the quiet time that follows a bump in this process, so the read below is kept.
    vi.setSystemTime(Date.now() + CATALOG_VERSION_REUSE_MS + 1);
    const before = await catalogVersion(db);
    // Another process bumps; nothing here is told.
    await db.updateTable('catalog_search_state').set((eb) => ({ version: eb('version', '+', 5) })).where('id', '=', 1).execute();
    expect(await catalogVersion(db)).toBe(before);
    vi.setSystemTime(Date.now() + CATALOG_VERSION_REUSE_MS + 1);
    expect(await catalogVersion(db)).toBe(before + 5);
  });

  it('grows by one with every committed bump, whichever connections bump and in whatever order they commit', async () => {
    const { db } = database.handle;
    const before = await catalogVersion(db);
    // Concurrent transactions (several connections on PostgreSQL) each bump twice.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        db.transaction().execute(async (trx) => {
          await bumpCatalogVersion(trx);
          await bumpCatalogVersion(trx);
        }),
      ),
    );
    expect(await catalogVersion(db)).toBe(before + 12);
    // A rolled-back bump counts for nothing.
    await expect(
      db.transaction().execute(async (trx) => {
        await bumpCatalogVersion(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await catalogVersion(db)).toBe(before + 12);
  });
});
