import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpConfirmed } from '../../../testing/accounts';
import type { CatalogFixture } from '../../../testing/catalog-fixture';
import { startCatalogTestApp } from '../../../testing/catalog-test-app';
import { signInOperator } from '../../../testing/operators';
import { refusedFields, unknownParameter } from '../../../testing/refused-fields';
import type { TestApp } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';

let t: TestApp;
let fixture: CatalogFixture;
let builder: TestClient;
let granite: TestClient;
let operator: TestClient;

beforeAll(async () => {
  ({ t, fixture, builder } = await startCatalogTestApp());
  granite = t.client();
  await granite.login('supplier2@example.com');
  operator = t.client();
  await signInOperator(t, operator);
});
afterAll(async () => {
  await t.close();
});

interface Listed {
  id: string;
  name: string;
  approval_status: string;
  profile_complete: boolean;
  banking_details_on_file: boolean;
  offers_count: number;
}

const graniteOffers = () => Object.values(fixture.products).flatMap((product) => product.variants.flatMap((variant) => variant.offers.filter((offer) => offer.supplier === 'granite')));
const panelVariant = () => fixture.products.drywallPanel?.variants[0]?.id ?? '';
const compoundOffer = () => fixture.products.jointCompound?.variants[0]?.offers[0]?.id ?? '';

/** What builders see of Granite: its offers in the list, on the product page, in search, in availability. */
async function graniteAsBuildersSeeIt() {
  const list = (await builder.get(`/api/product_supplier_variant/?supplier_id=${fixture.companies.granite}&fetch_total=true`)).json();
  const page = (await builder.get(`/api/products/${fixture.products.jointCompound?.id}/`)).json();
  const search = (await builder.post('/api/search/products/', { search: 'joint compound' })).json();
  const availability = (await builder.get(`/api/product_variants/${panelVariant()}/availability/${fixture.projects.missionBay}/`)).json();
  return {
    listed: list.count as number,
    onProductPage: (page.offers as { supplier: { id: string } }[]).some((offer) => offer.supplier.id === fixture.companies.granite),
    searched: search.count as number,
    available: (availability.offers as { supplier: { id: string } }[]).some((offer) => offer.supplier.id === fixture.companies.granite),
    detail: (await builder.get(`/api/product_supplier_variant/${compoundOffer()}/`)).statusCode,
  };
}

describe('GET /api/operator/suppliers/', () => {
  it('lists supplier companies with their onboarding facts', async () => {
    const response = await operator.get('/api/operator/suppliers/?limit=100');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { count: number; results: Listed[] };
    expect(body.count).toBe(body.results.length);
    expect(body.results.map((supplier) => supplier.name).sort()).toEqual(['Faraway Supply', 'Granite Supply Inc.', 'Northwind Lumber Co.']);
    expect(body.results.find((supplier) => supplier.id === fixture.companies.granite)).toEqual({
      id: fixture.companies.granite,
      name: 'Granite Supply Inc.',
      created_at: expect.any(String),
      approval_status: 'approved',
      profile_complete: false,
      banking_details_on_file: false,
      offers_count: graniteOffers().length,
    });
  });

  it('filters by name and approval status, and names a bad parameter', async () => {
    const byName = (await operator.get('/api/operator/suppliers/?search=granite')).json();
    expect(byName.results.map((supplier: Listed) => supplier.name)).toEqual(['Granite Supply Inc.']);
    expect((await operator.get('/api/operator/suppliers/?approval_status=pending')).json()).toEqual({ count: 0, results: [] });
    expect(await refusedFields(operator, '/api/operator/suppliers/?approval_status=maybe&colour=red')).toEqual({
      approval_status: 'Use one of approved, pending, suspended.',
      colour: unknownParameter('limit', 'offset', 'search', 'approval_status'),
    });
  });

  it('answers 401 signed out and to a builder’s or a supplier’s session', async () => {
    expect((await t.client().get('/api/operator/suppliers/')).statusCode).toBe(401);
    expect((await builder.get('/api/operator/suppliers/')).statusCode).toBe(401);
    expect((await granite.get('/api/operator/suppliers/')).statusCode).toBe(401);
    expect((await granite.post(`/api/operator/suppliers/${fixture.companies.granite}/approve/`, {})).statusCode).toBe(401);
  });
});

describe('GET /api/operator/suppliers/{id}/', () => {
  it('answers one supplier in full', async () => {
    const response = await operator.get(`/api/operator/suppliers/${fixture.companies.northwind}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Northwind Lumber Co.',
      approval_status: 'approved',
      approval_changed_at: null,
      withheld_offers_count: 0,
      missing_profile_fields: ['phone', 'street', 'city', 'state', 'postal_code'],
      banking_details_updated_at: null,
      service_areas_count: 1,
      warehouses_count: 1,
      users: [expect.objectContaining({ email: 'supplier@example.com', email_verified: true })],
    });
  });

  it('answers 404 for an unknown id and for a builder company', async () => {
    expect((await operator.get(`/api/operator/suppliers/${randomUUID()}/`)).statusCode).toBe(404);
    expect((await operator.get(`/api/operator/suppliers/${fixture.companies.summit}/`)).statusCode).toBe(404);
    expect((await operator.post(`/api/operator/suppliers/${randomUUID()}/suspend/`, { reason: 'Unknown' })).statusCode).toBe(404);
    expect((await operator.post(`/api/operator/suppliers/${fixture.companies.summit}/approve/`, {})).statusCode).toBe(404);
  });
});

describe('suspending and approving a supplier', () => {
  it('takes a suspended supplier’s offers from builders, and approval brings back those it keeps on sale', async () => {
    const activeOffers = graniteOffers().filter((offer) => offer.active).length;
    const before = await graniteAsBuildersSeeIt();
    expect(before).toEqual({ listed: activeOffers, onProductPage: true, searched: 1, available: true, detail: 200 });

    const suspended = await operator.post(`/api/operator/suppliers/${fixture.companies.granite}/suspend/`, { reason: 'Insurance certificate expired.' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ approval_status: 'suspended', active_offers_count: 0, withheld_offers_count: activeOffers });
    expect(await graniteAsBuildersSeeIt()).toEqual({ listed: 0, onProductPage: false, searched: 0, available: false, detail: 404 });
    const added = await builder.post('/api/ordering/cart/', { project_id: fixture.projects.missionBay, product_supplier_variant_id: compoundOffer(), quantity: 1 });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'conflict', display_error: 'This supplier is not selling on the marketplace at the moment.' });

    // The supplier still sees what it keeps on sale as such, and its choices while suspended count.
    const own = (await granite.get('/api/product_supplier_variant/?suppliers_page=true&limit=100')).json();
    expect(own.results.filter((offer: { active: boolean }) => offer.active)).toHaveLength(activeOffers);
    const offer = (await granite.get(`/api/product_supplier_variant/${compoundOffer()}/?fetch_pricing=true`)).json();
    const turnedOff = await granite.put(`/api/product_supplier_variant/${compoundOffer()}`, {
      price_cents: offer.pricing.price_cents,
      stock_on_hand: offer.stock_on_hand,
      lead_time_days: offer.lead_time_days,
      minimum_order_quantity: offer.minimum_order_quantity,
      active: false,
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    expect(turnedOff.json().active).toBe(false);

    const approved = await operator.post(`/api/operator/suppliers/${fixture.companies.granite}/approve/`, { note: 'Certificate renewed.' });
    expect(approved.json()).toMatchObject({ approval_status: 'approved', active_offers_count: activeOffers - 1, withheld_offers_count: 0 });
    expect(await graniteAsBuildersSeeIt()).toEqual({ listed: activeOffers - 1, onProductPage: false, searched: 0, available: true, detail: 404 });

    // Approving an approved supplier changes nothing and writes nothing to the log.
    expect((await operator.post(`/api/operator/suppliers/${fixture.companies.granite}/approve/`, {})).statusCode).toBe(200);
    const events = await operator.get(`/api/operator/audit-events/?subject_type=supplier&subject_id=${fixture.companies.granite}`);
    expect(events.json().results.map((event: { action: string; details: Record<string, unknown> }) => [event.action, event.details])).toEqual([
      ['supplier.approve', { from: 'suspended', to: 'approved', offers: activeOffers - 1, note: 'Certificate renewed.' }],
      ['supplier.suspend', { from: 'approved', to: 'suspended', offers: activeOffers, reason: 'Insurance certificate expired.' }],
    ]);
  });

  it('names a missing reason and refuses an unknown body field type', async () => {
    const missing = await operator.post(`/api/operator/suppliers/${fixture.companies.faraway}/suspend/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ reason: 'Say why the supplier is suspended.' });
    const note = await operator.post(`/api/operator/suppliers/${fixture.companies.faraway}/approve/`, { note: 42 });
    expect(note.statusCode).toBe(400);
    expect(note.json().fields).toEqual({ note: 'Use text.' });
  });
});

describe('approval of new suppliers', () => {
  it('is off by default; turned on, a new supplier waits, builds its catalogue unseen, and shows once approved', async () => {
    expect((await operator.get('/api/operator/settings/supplier-approval/')).json()).toMatchObject({ new_suppliers_need_approval: false });
    const bad = await operator.put('/api/operator/settings/supplier-approval/', { new_suppliers_need_approval: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ new_suppliers_need_approval: 'Use true or false.' });
    expect((await builder.put('/api/operator/settings/supplier-approval/', { new_suppliers_need_approval: true })).statusCode).toBe(401);
    const turnedOn = await operator.put('/api/operator/settings/supplier-approval/', { new_suppliers_need_approval: true });
    expect(turnedOn.json()).toMatchObject({ new_suppliers_need_approval: true });

    try {
      const newcomer = t.client();
      await signUpConfirmed(t, newcomer, {
        email: 'owner@quarry-stone.test',
        password: 'granite-slab-42',
        first_name: 'Quinn',
        last_name: 'Quarry',
        company_name: 'Quarry Stone Co.',
        account_type: 'supplier',
      });
      const pending = (await operator.get('/api/operator/suppliers/?approval_status=pending')).json();
      expect(pending.results.map((supplier: Listed) => supplier.name)).toEqual(['Quarry Stone Co.']);
      const companyId = pending.results[0].id as string;

      const product = await newcomer.post('/api/catalog/', {
        name: 'Quarry Flagstone Pavers',
        brand_id: fixture.taxonomy.brandId('Summit Gypsum'),
        category_id: fixture.taxonomy.categoryId('drywall'),
        sub_category_id: fixture.taxonomy.categoryId('drywall-panels'),
        unit_of_measure: 'pallet',
      });
      expect(product.statusCode, product.body).toBe(201);
      const variant = await newcomer.post(`/api/catalog/${product.json().id}/variants/`, {
        name: 'Bluestone, 1 pallet',
        sku: 'QS-FLAG-0001',
        offer: { price_cents: 45_000, stock_on_hand: 10, lead_time_days: 5, minimum_order_quantity: 1, active: true },
      });
      expect(variant.statusCode, variant.body).toBe(201);
      const offerId = variant.json().product_supplier_variant_id as string;
      // The supplier sees its offer on sale; builders do not see it at all.
      expect((await newcomer.get(`/api/product_supplier_variant/${offerId}/`)).json().active).toBe(true);
      expect((await builder.get(`/api/product_supplier_variant/${offerId}/`)).statusCode).toBe(404);
      expect((await builder.post('/api/search/products/', { search: 'flagstone' })).json().count).toBe(0);

      const approved = await operator.post(`/api/operator/suppliers/${companyId}/approve/`, {});
      expect(approved.json()).toMatchObject({ approval_status: 'approved', active_offers_count: 1 });
      expect((await builder.get(`/api/product_supplier_variant/${offerId}/`)).statusCode).toBe(200);
      expect((await builder.post('/api/search/products/', { search: 'flagstone' })).json().count).toBe(1);
    } finally {
      await operator.put('/api/operator/settings/supplier-approval/', { new_suppliers_need_approval: false });
    }
    const log = (await operator.get('/api/operator/audit-events/?subject_type=setting')).json();
    expect(log.results.map((event: { details: unknown }) => event.details)).toEqual([
      { from: true, to: false },
      { from: false, to: true },
    ]);
  });
});
