import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDatesAfter } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startCatalogTestApp } from '../../testing/catalog-test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;

beforeAll(async () => {
  ({ t, fixture, builder } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

const url = (variantId: string | undefined, projectId: string) => `/api/product_variants/${variantId}/availability/${projectId}/`;

describe('GET /api/product_variants/{variantId}/availability/{projectId}/', () => {
  it('answers each offer’s stock, whether it reaches the project, and the earliest date', async () => {
    const before = new Date();
    const response = await builder.get(url(fixture.products.drywallPanel?.variants[0]?.id, fixture.projects.missionBay));
    const after = new Date();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.project).toEqual({ id: fixture.projects.missionBay, name: 'Mission Bay Townhomes', postal_code: '94158' });
    expect(body.offers.map((o: { supplier: { name: string }; deliverable: boolean; stock_on_hand: number }) => [o.supplier.name, o.deliverable, o.stock_on_hand])).toEqual([
      ['Faraway Supply', false, 100],
      ['Granite Supply Inc.', true, 5],
      ['Northwind Lumber Co.', true, 200],
    ]);
    const [faraway, granite, northwind] = body.offers;
    expect(faraway.earliest_delivery_date).toBeNull();
    // Granite's 5 do not cover its minimum order of 10: its 7-day lead time applies.
    expect(utcDatesAfter(7, [before, after])).toContain(granite.earliest_delivery_date);
    expect(granite).toMatchObject({ minimum_order_quantity: 10, lead_time_days: 7, price_cents: 1399, currency: 'USD' });
    // Northwind's 200 cover its minimum of 10: tomorrow.
    expect(utcDatesAfter(1, [before, after])).toContain(northwind.earliest_delivery_date);
    expect(body.deliverable).toBe(true);
    expect(body.earliest_delivery_date).toBe(northwind.earliest_delivery_date);
  });

  it('uses the lead time when there is no stock', async () => {
    const before = new Date();
    const body = (await builder.get(url(fixture.products.drywallPanel?.variants[1]?.id, fixture.projects.missionBay))).json();
    expect(body.offers).toHaveLength(1);
    expect(utcDatesAfter(5, [before, new Date()])).toContain(body.earliest_delivery_date);
  });

  it('answers not deliverable where no supplier serves the postal code', async () => {
    const body = (await builder.get(url(fixture.products.drywallPanel?.variants[0]?.id, fixture.projects.brooklyn))).json();
    expect(body.deliverable).toBe(false);
    expect(body.earliest_delivery_date).toBeNull();
    expect(body.offers.every((o: { deliverable: boolean; earliest_delivery_date: string | null }) => !o.deliverable && o.earliest_delivery_date === null)).toBe(true);
  });

  it('leaves out inactive offers and answers an empty list for a variant nobody sells', async () => {
    const lumber = (await builder.get(url(fixture.products.framingLumber?.variants[0]?.id, fixture.projects.missionBay))).json();
    expect(lumber.offers.map((o: { supplier: { name: string } }) => o.supplier.name)).toEqual(['Northwind Lumber Co.']);
    const cedar = (await builder.get(url(fixture.products.cedarBoard?.variants[0]?.id, fixture.projects.missionBay))).json();
    expect(cedar).toMatchObject({ deliverable: false, earliest_delivery_date: null, offers: [] });
  });

  it('answers 404 for another company’s project, an unknown project or an unknown variant', async () => {
    const variant = fixture.products.drywallPanel?.variants[0]?.id;
    for (const path of [url(variant, fixture.projects.otherCompany), url(variant, 'no-such-project'), url('no-such-variant', fixture.projects.missionBay)]) {
      const response = await builder.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    const receiver = t.client();
    await receiver.login('receiver@example.com');
    expect((await receiver.get(url(variant, fixture.projects.missionBay))).statusCode).toBe(200);
    const supplier = t.client();
    await supplier.login('supplier@example.com');
    expect((await supplier.get(url(variant, fixture.projects.missionBay))).statusCode).toBe(404);
  });

  it('answers 401 signed out and 400 for an over-long id', async () => {
    expect((await t.client().get(url(fixture.products.drywallPanel?.variants[0]?.id, fixture.projects.missionBay))).statusCode).toBe(401);
    const response = await builder.get(url('x'.repeat(65), fixture.projects.missionBay));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ variantId: 'This is not a valid variant id.' });
  });
});
