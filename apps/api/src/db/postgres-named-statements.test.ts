import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { TestDatabase } from '../testing/test-database';
import { statementNamer } from './postgres-named-statements';

describe('statementNamer', () => {
  it('names each data statement after its text, the same name every time', () => {
    const nameOf = statementNamer();
    const select = 'select "id" from "companies" where "id" = $1';
    const name = nameOf(select);
    expect(name).toMatch(/^k[\w-]{27}$/);
    expect(nameOf(select)).toBe(name);
    expect(nameOf(`${select} limit $2`)).not.toBe(name);
    for (const text of ['insert into "t" ("a") values ($1)', 'update "t" set "a" = $1', 'delete from "t" where "a" = $1', 'with x as (select 1) select * from x']) {
      expect(nameOf(text)).toBeDefined();
    }
  });

  it('leaves DDL, settings and very long statements unnamed', () => {
    const nameOf = statementNamer();
    expect(nameOf('create table "t" ("a" integer)')).toBeUndefined();
    expect(nameOf('analyze "product_supplier_variants"')).toBeUndefined();
    expect(nameOf(`insert into "t" ("a") values ${Array.from({ length: 3000 }, (_, index) => `($${index + 1})`).join(', ')}`)).toBeUndefined();
  });

  it('names at most the given number of texts, and keeps naming those', () => {
    const nameOf = statementNamer(2);
    const first = nameOf('select 1');
    expect(nameOf('select 2')).toBeDefined();
    expect(nameOf('select 3')).toBeUndefined();
    expect(nameOf('select 1')).toBe(first);
  });
});

describe.runIf(process.env.TEST_DIALECT === 'postgres')('named statements on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('prepares a query once per connection and runs it again with other parameters', async () => {
    const { db } = database.handle;
    const ids = [randomUUID(), randomUUID()];
    for (const [index, id] of ids.entries()) {
      await db.insertInto('companies').values({ id, name: `Co ${index}`, company_type: 'supplier', created_at: new Date().toISOString() }).execute();
    }
    // One transaction: one connection, whose prepared statements the view lists.
    const { names, prepared } = await db.transaction().execute(async (trx) => {
      const found: string[] = [];
      for (const id of ids) found.push(...(await trx.selectFrom('companies').select('name').where('id', '=', id).execute()).map((row) => row.name));
      const statements = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      return { names: found, prepared: statements.rows.map((row) => row.statement) };
    });
    expect(names).toEqual(['Co 0', 'Co 1']);
    expect(prepared.filter((statement) => statement === 'select "name" from "companies" where "id" = $1')).toHaveLength(1);
  });
});
