import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { DEMO_PASSWORD } from './demo-data';
import { seedDemoData } from './seed-demo-data';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('seedDemoData', () => {
  it('adds the demo companies and users, then nothing on a second run', async () => {
    const { db } = database.handle;
    expect(await seedDemoData(db)).toEqual({ companiesCreated: 3, usersCreated: 4 });
    expect(await seedDemoData(db)).toEqual({ companiesCreated: 0, usersCreated: 0 });

    const users = await db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select(['users.email', 'users.first_name', 'users.last_name', 'users.user_type', 'users.tos_accepted', 'users.password_hash', 'companies.name', 'companies.company_type'])
      .execute();
    // Sorted here: the two databases collate punctuation differently.
    users.sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(users.map(({ password_hash: _hash, ...rest }) => rest)).toEqual([
      { email: 'builder@example.com', first_name: 'Dana', last_name: 'Builder', user_type: 'builder', tos_accepted: 0, name: 'Summit Builders', company_type: 'builder' },
      { email: 'receiver@example.com', first_name: 'Riley', last_name: 'Receiver', user_type: 'builder_receiver', tos_accepted: 0, name: 'Summit Builders', company_type: 'builder' },
      { email: 'supplier2@example.com', first_name: 'Gale', last_name: 'Supplier', user_type: 'supplier', tos_accepted: 0, name: 'Granite Supply Inc.', company_type: 'supplier' },
      { email: 'supplier@example.com', first_name: 'Sam', last_name: 'Supplier', user_type: 'supplier', tos_accepted: 0, name: 'Northwind Lumber Co.', company_type: 'supplier' },
    ]);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]?.password_hash ?? '')).toBe(true);
  });
});
