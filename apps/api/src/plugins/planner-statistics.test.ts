import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { plannerStatisticsPlugin } from './planner-statistics';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe.runIf(process.env.TEST_DIALECT !== 'postgres')('plannerStatisticsPlugin (SQLite)', () => {
  it('analyzes tables that grew while the server runs, without a restart', async () => {
    const { db, dialect } = database.handle;
    await sql`analyze`.execute(db);
    const now = new Date().toISOString();
    await db
      .insertInto('brands')
      .values(Array.from({ length: 300 }, (_, index) => ({ id: `b${index}`, name: `Brand ${index}`, slug: `brand-${index}`, created_at: now })))
      .execute();
    const app = Fastify();
    await app.register(plannerStatisticsPlugin, { db, dialect, intervalMs: 20 });
    await app.ready();

    await expect
      .poll(async () => {
        const result = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'brands'`.execute(db);
        return Number(result.rows[0]?.stat.split(' ')[0] ?? 0);
      })
      .toBeGreaterThanOrEqual(300);
    await app.close();
  });
});
