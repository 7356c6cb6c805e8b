import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../testing/test-database';
import type { TestDatabase } from '../../../testing/test-database';
import { changesAfter, pruneChanges } from './search-index-source.repository';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

it('prunes only changes older than the cut-off, the oldest first and at most as many as asked', async () => {
  const db = database.handle.db;
  const old = Date.now() - 60_000;
  const rows = [...Array.from({ length: 5 }, (_, i) => ({ variant_id: `old-${i}`, changed_at: old })), ...Array.from({ length: 3 }, (_, i) => ({ variant_id: `new-${i}`, changed_at: Date.now() }))];
  await db.insertInto('search_changes').values(rows).execute();
  const cutOff = Date.now() - 30_000;
  expect(await pruneChanges(db, cutOff, 2)).toBe(2);
  expect(await pruneChanges(db, cutOff, 10)).toBe(3);
  // Nothing old is left: the newest are kept, whatever the limit.
  expect(await pruneChanges(db, cutOff, 10)).toBe(0);
  expect((await changesAfter(db, 0, 100)).map((change) => change.variantId)).toEqual(['new-0', 'new-1', 'new-2']);
});
