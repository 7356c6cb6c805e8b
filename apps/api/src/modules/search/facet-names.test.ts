import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogTestApp } from '../../testing/catalog-test-app';
import type { TestApp } from '../../testing/test-app';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import { createFacetNames } from './facet-names';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('facet names', () => {
  it('reads a name once per catalogue version and again after the version moves', async () => {
    const { db } = t.app;
    const category = await db.selectFrom('categories').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const option = await db.selectFrom('attribute_options').select(['id', 'value']).orderBy('id').executeTakeFirstOrThrow();
    const names = createFacetNames(db);
    expect((await names.categoriesByIds([category.id, category.id, 'no-such-category'])).get(category.id)?.name).toBe(category.name);
    expect((await names.optionsWithAttributes([option.id])).map((row) => row.value)).toEqual([option.value]);

    // Renamed without bumping the version: the names of this version stay as they were read.
    await db.updateTable('categories').set({ name: 'Renamed Category' }).where('id', '=', category.id).execute();
    await db.updateTable('attribute_options').set({ value: 'Renamed Option' }).where('id', '=', option.id).execute();
    expect((await names.categoriesByIds([category.id])).get(category.id)?.name).toBe(category.name);
    expect((await names.optionsWithAttributes([option.id])).map((row) => row.value)).toEqual([option.value]);

    // Every catalogue write bumps the version: the next answer reads the names again.
    await db.transaction().execute((trx) => bumpCatalogVersion(trx));
    expect((await names.categoriesByIds([category.id])).get(category.id)?.name).toBe('Renamed Category');
    expect((await names.optionsWithAttributes([option.id])).map((row) => row.value)).toEqual(['Renamed Option']);
    expect((await names.categoriesByIds(['no-such-category'])).size).toBe(0);
  });
});
