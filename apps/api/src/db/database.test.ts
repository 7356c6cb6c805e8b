import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { isUniqueViolation } from './errors';
import { migrateToLatest } from './migrate';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const expectedDialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

function user(companyId: string, email: string) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    company_id: companyId,
    email,
    email_normalized: email.toLowerCase(),
    password_hash: 'x',
    first_name: 'A',
    last_name: 'B',
    user_type: 'builder' as const,
    tos_accepted: 0,
    created_at: now,
    updated_at: now,
  };
}

describe(`database (${expectedDialect})`, () => {
  it('runs on the dialect this test run asked for', () => {
    expect(database.handle.dialect).toBe(expectedDialect);
    expect(database.config.dialect).toBe(expectedDialect);
  });

  it('is already migrated, and migrating again changes nothing', async () => {
    expect(await migrateToLatest(database.handle.db)).toEqual({ applied: [], createdSchema: false });
  });

  it('enforces unique emails case-insensitively, reported as a unique violation', async () => {
    const { db } = database.handle;
    const companyId = randomUUID();
    await db.insertInto('companies').values({ id: companyId, name: 'Co', company_type: 'builder', created_at: new Date().toISOString() }).execute();
    await db.insertInto('users').values(user(companyId, 'Same@Example.com')).execute();
    const duplicate = await db
      .insertInto('users')
      .values(user(companyId, 'same@example.COM'))
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });

  it('enforces foreign keys and check constraints', async () => {
    const { db } = database.handle;
    await expect(db.insertInto('users').values(user(randomUUID(), 'orphan@example.com')).execute()).rejects.toThrow();
    await expect(
      db.insertInto('companies').values({ id: randomUUID(), name: 'X', company_type: 'admin' as 'builder', created_at: '' }).execute(),
    ).rejects.toThrow();
  });

  it('rolls a failed transaction back completely', async () => {
    const { db } = database.handle;
    const companyId = randomUUID();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('companies').values({ id: companyId, name: 'Rollback', company_type: 'supplier', created_at: new Date().toISOString() }).execute();
        await trx.insertInto('users').values(user(randomUUID(), 'nope@example.com')).execute();
      }),
    ).rejects.toThrow();
    expect(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst()).toBeUndefined();
  });

  it('opens SQLite in WAL mode with foreign keys on, and PostgreSQL on a database of its own', async () => {
    const { db } = database.handle;
    if (expectedDialect === 'sqlite') {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      expect(keys.rows[0]?.foreign_keys).toBe(1);
    } else {
      const current = await sql<{ name: string }>`select current_database() as name`.execute(db);
      expect(current.rows[0]?.name).toMatch(/^api_test_/);
    }
  });
});
