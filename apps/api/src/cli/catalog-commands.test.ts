import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFixture } from '../testing/catalog-fixture';
import { startCatalogTestApp } from '../testing/catalog-test-app';
import type { TestApp } from '../testing/test-app';
import type { TestClient } from '../testing/test-client';
import { brandCreateCommand, categoryCreateCommand } from './catalog-commands';
import { UsageError } from './exit-with-error';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let lines: string[];
const ctx = () => ({ db: t.app.db, print: (line: string) => lines.push(line) });

beforeAll(async () => {
  ({ t, fixture, builder } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

describe('ops brand-create', () => {
  it('adds a brand that the brand list shows at once', async () => {
    // Asked once first, so a cached answer would be served if the command did not bump the version.
    expect((await builder.get('/api/brand?query=Z%C3%A9nith')).json().count).toBe(0);
    lines = [];
    await brandCreateCommand(ctx(), { name: '  Zénith Fasteners ' });
    expect(lines[0]).toMatch(/^Added the brand Zénith Fasteners \(id [0-9a-f-]{36}\)\.$/);
    const listed = (await builder.get('/api/brand?query=Z%C3%A9nith')).json();
    expect(listed.results).toEqual([expect.objectContaining({ name: 'Zénith Fasteners', slug: 'zenith-fasteners' })]);
  });

  it('refuses a missing, empty, too long or repeated name', async () => {
    await expect(brandCreateCommand(ctx(), {})).rejects.toThrow(/brand-create needs --name/);
    await expect(brandCreateCommand(ctx(), { name: '—' })).rejects.toThrow(/at least one letter or digit/);
    await expect(brandCreateCommand(ctx(), { name: 'x'.repeat(101) })).rejects.toThrow(/at most 100 characters/);
    await expect(brandCreateCommand(ctx(), { name: 'zenith fasteners' })).rejects.toThrow(UsageError);
  });

  it('refuses a name of invisible or direction-changing characters, and keeps a name in NFC', async () => {
    await expect(brandCreateCommand(ctx(), { name: '\u200B\u200B' })).rejects.toThrow(/brand-create needs --name/);
    await expect(brandCreateCommand(ctx(), { name: '\u202EFasteners' })).rejects.toThrow(/--name: Remove the hidden characters that change the direction/);
    await expect(brandCreateCommand(ctx(), { name: 'Bolt\uD800' })).rejects.toThrow(/--name: This text has a broken character/);
    await brandCreateCommand(ctx(), { name: 'Cafe\u0301 Anchors' });
    const listed = (await builder.get('/api/brand?query=Anchors')).json();
    expect(listed.results).toEqual([expect.objectContaining({ name: 'Caf\u00e9 Anchors' })]);
  });
});

describe('ops category-create', () => {
  it('adds a top-level category last, then a sub-category under it found by name', async () => {
    expect((await builder.get('/api/category/?limit=100')).json().count).toBe(12);
    lines = [];
    await categoryCreateCommand(ctx(), { name: 'Landscaping' });
    expect(lines[0]).toMatch(/^Added Landscaping as a top-level category at position 12 \(id [0-9a-f-]{36}\)\.$/);
    const top = (await builder.get('/api/category/?limit=100')).json();
    expect(top.results.at(-1)).toMatchObject({ name: 'Landscaping', slug: 'landscaping', parent_id: null });

    await categoryCreateCommand(ctx(), { name: 'Pavers', parent: 'landscaping' });
    await categoryCreateCommand(ctx(), { name: 'Edging', parent: 'Landscaping', position: '0' });
    const nested = (await builder.get(`/api/category/${top.results.at(-1).id}/?fetch_sub_categories=true`)).json();
    expect(nested.sub_categories.map((sub: { name: string }) => sub.name)).toEqual(['Edging', 'Pavers']);
  });

  it('gives a sub-category whose name another parent already uses a slug of its own', async () => {
    lines = [];
    // The fixture's Plumbing has "Valves & Fittings"; Electrical gets one of its own.
    await categoryCreateCommand(ctx(), { name: 'Valves & Fittings', parent: fixture.taxonomy.categoryId('electrical') });
    const subs = (await builder.get(`/api/category/?parent_id=${fixture.taxonomy.categoryId('electrical')}&limit=100`)).json();
    expect(subs.results.at(-1)).toMatchObject({ name: 'Valves & Fittings', slug: 'electrical-valves-fittings' });
  });

  it('refuses an unknown parent, a sub-category as parent, a repeated name and a bad position', async () => {
    await expect(categoryCreateCommand(ctx(), { name: 'Gravel', parent: 'Nowhere' })).rejects.toThrow(/No top-level category named or with id "Nowhere"/);
    await expect(categoryCreateCommand(ctx(), { name: 'Gravel', parent: fixture.taxonomy.categoryId('pex-pipe') })).rejects.toThrow(/one level deep/);
    await expect(categoryCreateCommand(ctx(), { name: 'plumbing' })).rejects.toThrow(/already exists as a top-level category/);
    await expect(categoryCreateCommand(ctx(), { name: 'Gravel', position: '-1' })).rejects.toThrow(/--position/);
    await expect(categoryCreateCommand(ctx(), { parent: 'Plumbing' })).rejects.toThrow(/category-create needs --name/);
    await expect(categoryCreateCommand(ctx(), { name: 'Gravel\u202E' })).rejects.toThrow(/--name: Remove the hidden characters/);
  });
});
