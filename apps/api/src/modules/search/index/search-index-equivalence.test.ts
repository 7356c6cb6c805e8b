import type { ProductAvailabilitySearchInput, ProductSearchInput, ProductSearchResponse } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../../db/dialect';
import type { Auth } from '../../../plugins/sessions';
import { createCatalogFixture } from '../../../testing/catalog-fixture';
import type { CatalogFixture } from '../../../testing/catalog-fixture';
import { startTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import { createSearchService } from '../search.service';
import type { SearchService } from '../search.service';
import { createSearchIndexHolder } from './search-index-holder';
import type { SearchIndexHolder } from './search-index-holder';

let t: TestApp;
let fixture: CatalogFixture;
let holder: SearchIndexHolder;
let fromIndex: SearchService;
let fromDatabase: SearchService;

beforeAll(async () => {
  // The app itself searches the database only: the two services below are compared.
  t = await startTestApp({ SEARCH_INDEX: 'database' });
  fixture = await createCatalogFixture(t.app.db);
  const dialect = dialectOf(t.app.db);
  holder = createSearchIndexHolder({ db: t.app.db, pollMs: 60_000, log: { info: () => {}, error: () => {} } });
  holder.start();
  for (let i = 0; i < 200 && !holder.status().ready; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  fromIndex = createSearchService({ db: t.app.db, dialect, cacheBytes: 1024, index: holder });
  fromDatabase = createSearchService({ db: t.app.db, dialect, cacheBytes: 1024 });
});
afterAll(async () => {
  await holder.close();
  await t.close();
});

const defaults = { facets: [], fetch_facets: true, limit: 20, offset: 0 };

/** The same answer, except that the order of results with equal rank may differ on PostgreSQL (ts_rank there, BM25 in the index). */
function expectSameAnswer(indexed: ProductSearchResponse, database: ProductSearchResponse) {
  expect(indexed.count).toBe(database.count);
  expect(indexed.corrected_search).toBe(database.corrected_search);
  expect(indexed.facets).toEqual(database.facets);
  expect(indexed.results.length).toBe(database.results.length);
  // A page holding every result has the same offers whatever the order of equal ranks.
  if (database.results.length === database.count) expect(new Set(indexed.results.map((r) => r.id))).toEqual(new Set(database.results.map((r) => r.id)));
  if (dialectOf(t.app.db) === 'sqlite') expect(indexed.results.map((r) => r.id)).toEqual(database.results.map((r) => r.id));
}

describe('search from the in-memory index', () => {
  it('is ready, and answers as the database does', async () => {
    expect(holder.status().ready).toBe(true);
    const searches = ['drywall', 'dryw', 'dry pan', 'screws', '5/8', '5/8 drywall panel', 'plywod 3/4', 'Drywlal panel', 'ct cdx', 'cascadia timber', 'xylophone', 'lumber', 'douglas fir'];
    for (const search of searches) {
      const input: ProductSearchInput = { ...defaults, search };
      expectSameAnswer(await fromIndex.search(input, { fresh: true }), await fromDatabase.search(input, { fresh: true }));
    }
  });

  it('filters and pages as the database does', async () => {
    const all = await fromDatabase.search({ ...defaults, search: 'drywall' }, { fresh: true });
    const category = all.facets!.categories[0]!;
    const option = all.facets!.attributes[0]!.options[0]!;
    const inputs: ProductSearchInput[] = [
      { ...defaults, search: 'drywall', category_id: category.id },
      { ...defaults, search: 'drywall', sub_category_id: (category as unknown as { sub_categories: { id: string }[] }).sub_categories[0]!.id },
      { ...defaults, search: 'drywall', facets: [option.id] },
      { ...defaults, search: 'drywall', limit: 2, offset: 1 },
      { ...defaults, search: 'drywall', offset: 50 },
      { ...defaults, search: 'drywall', fetch_facets: false },
    ];
    for (const input of inputs) expectSameAnswer(await fromIndex.search(input, { fresh: true }), await fromDatabase.search(input, { fresh: true }));
  });

  it('scopes suppliers for a project as the database does', async () => {
    const project = await t.app.db.selectFrom('projects').select(['id', 'company_id']).where('id', '=', fixture.projects.missionBay).executeTakeFirstOrThrow();
    const auth = { user: { company_id: project.company_id } } as Auth;
    for (const deliverableOnly of [false, true]) {
      const input: ProductAvailabilitySearchInput = { ...defaults, search: 'drywall', project_id: project.id, deliverable_only: deliverableOnly };
      const indexed = await fromIndex.searchForProject(input, auth, { fresh: true });
      const database = await fromDatabase.searchForProject(input, auth, { fresh: true });
      expectSameAnswer(indexed, database);
      // Deliverable offers first on both.
      expect(indexed.results.map((r) => r.availability.deliverable)).toEqual(database.results.map((r) => r.availability.deliverable));
    }
  });
});
