import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../testing/test-database';
import type { TestDatabase } from '../../../testing/test-database';
import { seedDemoData } from '../seed-demo-data';
import { CatalogExistsError, seedDemoCatalog } from './seed-demo-catalog';

let database: TestDatabase;
let uploads: string;
beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await mkdtemp(path.join(tmpdir(), 'api-test-uploads-'));
});
afterAll(async () => {
  await database.drop();
  await rm(uploads, { recursive: true, force: true });
});

describe('seedDemoCatalog', () => {
  it('adds suppliers with service areas, the demo projects and a catalogue with pictures, once', async () => {
    const { db } = database.handle;
    await seedDemoData(db);
    const first = await seedDemoCatalog(db, { uploadsDir: uploads, products: 40 });
    expect(first.catalog?.products).toBe(40);
    expect(first.catalog?.productSupplierVariants).toBeGreaterThan(40);
    expect(first.suppliersCreated).toBe(6);
    expect(first.projectsCreated).toBe(2);
    expect((await readdir(path.join(uploads, 'catalog', 'v1'))).filter((file) => file.endsWith('.png')).length).toBe((first.catalog?.picturesWritten ?? 0) * 2);

    const project = await db
      .selectFrom('projects')
      .innerJoin('companies', 'companies.id', 'projects.company_id')
      .select(['projects.postal_code', 'projects.status', 'companies.name'])
      .where('projects.name', '=', 'Mission Bay Townhomes')
      .executeTakeFirstOrThrow();
    expect(project).toEqual({ postal_code: '94158', status: 'active', name: 'Summit Builders' });
    const serving = await db
      .selectFrom('supplier_service_areas as a')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select('c.name')
      .where('a.postal_prefix', 'in', ['9', '94', '941', '9415', '94158'])
      .execute();
    expect(serving.map((row) => row.name)).toEqual(expect.arrayContaining(['Northwind Lumber Co.', 'Granite Supply Inc.']));
    const demoOffers = await db
      .selectFrom('product_supplier_variants as psv')
      .innerJoin('companies as c', 'c.id', 'psv.company_id')
      .select('c.name')
      .distinct()
      .execute();
    expect(demoOffers.map((row) => row.name)).toEqual(expect.arrayContaining(['Northwind Lumber Co.', 'Granite Supply Inc.']));

    const again = await seedDemoCatalog(db, { uploadsDir: uploads });
    expect(again).toEqual({ catalog: null, suppliersCreated: 0, projectsCreated: 0 });
    await expect(seedDemoCatalog(db, { psvs: 10 })).rejects.toBeInstanceOf(CatalogExistsError);
  });
});
