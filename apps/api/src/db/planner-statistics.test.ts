import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { refreshPlannerStatistics } from './planner-statistics';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** How many rows of `brands` the planner believes there are. */
async function plannedBrandRows(): Promise<number> {
  const { db, dialect } = database.handle;
  if (dialect === 'postgres') {
    const result = await sql<{ rows: number }>`select reltuples::int as rows from pg_class where relname = 'brands'`.execute(db);
    return Number(result.rows[0]?.rows ?? 0);
  }
  // sqlite_stat1's stat column starts with the table's row count, for each of its indexes.
  const result = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'brands'`.execute(db);
  return Number(result.rows[0]?.stat.split(' ')[0] ?? 0);
}

async function addBrands(count: number): Promise<void> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, name: `Brand ${id}`, slug: `brand-${id}`, created_at: now };
  });
  await database.handle.db.insertInto('brands').values(rows).execute();
}

describe('refreshPlannerStatistics', () => {
  it('re-analyzes a table that grew far beyond what its statistics say', async () => {
    const { db, dialect } = database.handle;
    await addBrands(2);
    await sql`analyze`.execute(db);
    expect(await plannedBrandRows()).toBeLessThan(10);

    await addBrands(600);
    await refreshPlannerStatistics(db, dialect);

    expect(await plannedBrandRows()).toBeGreaterThanOrEqual(600);
  });

  it('brings the statistics of the tables a bulk write names up to date', async () => {
    const { db, dialect } = database.handle;
    const addTerms = (from: number, count: number) =>
      db
        .insertInto('catalog_search_terms')
        .values(Array.from({ length: count }, (_, index) => ({ term: `term${String.fromCharCode(97 + ((from + index) % 26))}${from + index}` })))
        .execute();
    const plannedTermRows = async () => {
      if (dialect === 'postgres') {
        const result = await sql<{ rows: number }>`select reltuples::int as rows from pg_class where relname = 'catalog_search_terms'`.execute(db);
        return Number(result.rows[0]?.rows ?? 0);
      }
      const result = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'catalog_search_terms'`.execute(db);
      return Number(result.rows[0]?.stat.split(' ')[0] ?? 0);
    };
    await addTerms(0, 2);
    await sql`analyze`.execute(db);
    expect(await plannedTermRows()).toBeLessThan(10);

    await addTerms(2, 500);
    await refreshPlannerStatistics(db, dialect, ['catalog_search_terms']);
    expect(await plannedTermRows()).toBeGreaterThanOrEqual(500);
  });
});
