import type { Cart, CartItem, QuoteRequest } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/time';
import { fillCart, openSandboxSession, PAYING_CARD } from '../../testing/checkout-helpers';
import { signInCompanyMember } from '../../testing/company-members';
import { applyAndSubmit, linkSandboxBank } from '../../testing/credit-helpers';
import { readOrder } from '../../testing/money-helpers';
import type { TestClient } from '../../testing/test-client';
import { day, graniteAnswer, northwindAnswer, startQuoteWorld } from './quote-test-world';
import type { QuoteWorld } from './quote-test-world';

let w: QuoteWorld;
let approver: TestClient;

const get = async (client: TestClient, id: string) => (await client.get(`/api/quote-requests/${id}/`)).json() as QuoteRequest;
const award = (id: string, lines: { quote_line_id: string; supplier_company_id: string; quantity?: number }[], client: TestClient = w.buyer) => client.post(`/api/quote-requests/${id}/award/`, { lines });
const cartOf = async () => (await w.buyer.get(`/api/ordering/cart/?project_id=${w.projectId}`)).json() as Cart;
const itemsOf = (cart: Cart): CartItem[] => cart.groups.flatMap((group) => group.items);
const emptyCart = () => w.buyer.request('DELETE', `/api/ordering/cart/?project_id=${w.projectId}`);

/** A request answered by both suppliers (Northwind's and Granite's standard answers). */
async function answeredByBoth(): Promise<QuoteRequest> {
  const request = await w.asked();
  expect((await w.answer(w.northwind, request.id, northwindAnswer(request))).statusCode).toBe(200);
  expect((await w.answer(w.granite, request.id, graniteAnswer(w, request))).statusCode).toBe(200);
  return request;
}

beforeAll(async () => {
  w = await startQuoteWorld();
  const signedIn = await signInCompanyMember(w.t, 'approver', { email: 'abe@builder.test', firstName: 'Abe' });
  approver = signedIn.client;
  await w.t.app.db.insertInto('project_approvers').values({ project_id: w.projectId, user_id: signedIn.id }).execute();
});
afterAll(async () => {
  await w.t.close();
});

describe('comparing', () => {
  it('shows the builder each supplier’s price and line total per line, the cheapest marked, lines not offered flagged, totals per supplier', async () => {
    const request = await answeredByBoth();
    const { comparison } = await get(w.buyer, request.id);
    const offers = comparison!.lines.map((line) => line.offers.map((offer) => [offer.supplier_company_id === w.graniteId ? 'granite' : 'northwind', offer.unit_price_cents, offer.line_total_cents, offer.cheapest, offer.not_offered]));
    expect(offers).toEqual([
      [
        ['granite', 1350, 54_000, true, false],
        ['northwind', 1400, 56_000, false, false],
      ],
      [
        ['granite', 3000, 18_000, true, false],
        ['northwind', 3100, 31_000, false, false],
      ],
      [
        ['granite', 2500, 5000, true, false],
        ['northwind', null, null, false, true],
      ],
      [
        ['granite', null, null, false, true],
        ['northwind', 850, 4250, true, false],
      ],
    ]);
    expect(comparison!.lines[1]!.offers[0]).toMatchObject({ quantity: 6, awardable: true });
    expect(comparison!.suppliers.map((supplier) => [supplier.supplier.name, supplier.total_cents, supplier.lines_offered, supplier.lines_not_offered, supplier.expired])).toEqual([
      ['Granite Supply Inc.', 77_000, 3, 1, false],
      ['Northwind Lumber Co.', 91_250, 3, 1, false],
    ]);
  });
});

describe('awarding', () => {
  it('line by line puts the lines in the cart at the quoted prices; card checkout charges them and each order line keeps its quote line', async () => {
    const request = await answeredByBoth();
    // The screws are in the cart already: the quoted line takes their place (the cart holds an offer once).
    await fillCart(w.buyer, w.projectId, [{ psvId: w.offer('drywallScrews', 'northwind'), quantity: 2 }]);
    const [panels, plywood, lintel, screws] = request.lines;
    const awarded = await award(request.id, [
      { quote_line_id: panels!.id, supplier_company_id: w.graniteId },
      { quote_line_id: plywood!.id, supplier_company_id: w.graniteId },
      { quote_line_id: lintel!.id, supplier_company_id: w.graniteId },
      { quote_line_id: screws!.id, supplier_company_id: w.northwindId },
    ]);
    expect(awarded.statusCode, awarded.body).toBe(200);
    const closed = awarded.json() as QuoteRequest;
    expect(closed).toMatchObject({ status: 'closed', accepting_answers: false, closed_at: expect.any(String) });
    expect(closed.lines.map((line) => [line.award?.supplier.name, line.award?.quantity, line.award?.unit_price_cents])).toEqual([
      ['Granite Supply Inc.', 40, 1350],
      ['Granite Supply Inc.', 6, 3000],
      ['Granite Supply Inc.', 2, 2500],
      ['Northwind Lumber Co.', 5, 850],
    ]);
    expect(closed.answers.map((answer) => [answer.supplier.name, answer.status])).toEqual([
      ['Granite Supply Inc.', 'accepted'],
      ['Northwind Lumber Co.', 'partially_accepted'],
    ]);

    const cart = await cartOf();
    const byOffer = new Map(itemsOf(cart).map((item) => [item.product_supplier_variant_id, item]));
    expect(cart).toMatchObject({ item_count: 4, total_cents: 81_250, can_check_out: true });
    expect(byOffer.get(w.offer('drywallPanel', 'granite'))).toMatchObject({ quantity: 40, unit_price_cents: 1350, line_total_cents: 54_000, warnings: [], quote: { quote_line_id: panels!.id, in_force: true, valid_until: day(30) } });
    expect(byOffer.get(w.offer('plywood', 'granite'))).toMatchObject({ quantity: 6, unit_price_cents: 3000 });
    expect(byOffer.get(w.offer('jointCompound', 'granite'))).toMatchObject({ quantity: 2, unit_price_cents: 2500, requested_delivery_date: day(14) });
    expect(byOffer.get(w.offer('drywallScrews', 'northwind'))).toMatchObject({ quantity: 5, unit_price_cents: 850, quote: expect.objectContaining({ quote_line_id: screws!.id }) });

    // The quoted quantity is what the price was quoted for: changing it is refused while the quote holds.
    const screwItem = byOffer.get(w.offer('drywallScrews', 'northwind'))!;
    const changed = await w.buyer.put('/api/ordering/cart/', { project_id: w.projectId, items: [{ id: screwItem.id, quantity: 6 }] });
    expect(changed.statusCode).toBe(409);
    expect(Object.keys(changed.json().fields)).toEqual(['items.0.quantity']);
    expect((await w.buyer.post('/api/ordering/cart/', { project_id: w.projectId, product_supplier_variant_id: screwItem.product_supplier_variant_id, quantity: 1 })).statusCode).toBe(409);
    expect((await w.buyer.put('/api/ordering/cart/', { project_id: w.projectId, items: [{ id: screwItem.id, quantity: 5, notes: 'Gate code 1234' }] })).json().total_cents).toBe(81_250);

    const session = await openSandboxSession(w.buyer, w.projectId);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().amount_cents).toBe(81_250);
    const paid = await w.buyer.post(`/api/sandbox/checkout-session/${session.json().session_id}/pay/`, PAYING_CARD);
    expect(paid.statusCode).toBe(200);
    const order = await readOrder(w.buyer, paid.json().order.id);
    expect(order.total_cents).toBe(81_250);
    const lines = order.purchase_orders.flatMap((po) => po.line_items.map((line) => [line.product_supplier_variant_id, line.unit_price_cents, line.quantity, line.quote_line_id]));
    expect(lines).toEqual(
      expect.arrayContaining([
        [w.offer('drywallPanel', 'granite'), 1350, 40, panels!.id],
        [w.offer('plywood', 'granite'), 3000, 6, plywood!.id],
        [w.offer('jointCompound', 'granite'), 2500, 2, lintel!.id],
        [w.offer('drywallScrews', 'northwind'), 850, 5, screws!.id],
      ]),
    );
    const stored = await w.t.app.db.selectFrom('order_line_items').select('quote_line_id').where('order_id', '=', order.id).execute();
    expect(stored.every((line) => line.quote_line_id !== null)).toBe(true);
    expect((await cartOf()).item_count).toBe(0);

    const audit = (await w.builder.get('/api/company/audit-events/')).json().results as { action: string; subject_id: string; after: { lines: unknown[]; total_cents: number } }[];
    expect(audit.find((event) => event.action === 'quote.award' && event.subject_id === request.id)).toMatchObject({ after: { status: 'closed', total_cents: 81_250, lines: expect.arrayContaining([expect.objectContaining({ quote_line_id: panels!.id, supplier_company_id: w.graniteId, unit_price_cents: 1350, answer_version: 1 })]) } });
    const accepted = (await w.t.outbox()).filter((email) => email.subject === 'Your quote for Mission Bay Townhomes was accepted');
    expect(accepted.map((email) => email.to).sort()).toEqual(['supplier2@example.com', 'supplier@example.com']);
    expect(accepted.find((email) => email.to === 'supplier@example.com')!.text).toContain('$42.50');
    expect(accepted.find((email) => email.to === 'supplier@example.com')!.text).not.toContain('Joint');

    // Closed: nothing moves it again.
    for (const [client, path, body] of [
      [w.buyer, 'award', { lines: [{ quote_line_id: panels!.id, supplier_company_id: w.northwindId }] }],
      [w.buyer, 'cancel', {}],
      [w.northwind, 'answer', northwindAnswer(request)],
      [w.granite, 'decline', {}],
    ] as const) {
      const refused = await client.post(`/api/quote-requests/${request.id}/${path}/`, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().display_error, path).toBe('This quote request was awarded already.');
    }
    // A supplier sees the awards it won, never what went to the other.
    expect((await get(w.northwind, request.id)).lines.map((line) => line.award?.supplier.name ?? null)).toEqual([null, null, null, 'Northwind Lumber Co.']);
  });

  it('to one supplier for every line, through an approval paid on the company’s terms at the quoted prices; the other supplier is told', async () => {
    await emptyCart();
    await w.builder.post('/api/users/update_tos/', { tos_accepted: true });
    const linked = await linkSandboxBank(w.builder);
    expect((await applyAndSubmit(w.builder, linked.accounts[0]!.id, { requested_limit_cents: 10_000_000 })).application.status).toBe('approved');
    const request = await answeredByBoth();
    const [panels, plywood, , screws] = request.lines;
    const lines = [panels!, plywood!, screws!].map((line) => ({ quote_line_id: line.id, supplier_company_id: w.northwindId }));
    expect((await award(request.id, lines)).statusCode).toBe(200);
    const total = 40 * 1400 + 10 * 3100 + 5 * 850;
    expect((await cartOf()).total_cents).toBe(total);
    expect((await get(w.buyer, request.id)).answers.map((answer) => [answer.supplier.name, answer.status])).toEqual([
      ['Granite Supply Inc.', 'rejected'],
      ['Northwind Lumber Co.', 'accepted'],
    ]);
    expect((await w.t.outbox()).some((email) => email.to === 'supplier2@example.com' && email.subject === 'Quote request closed: Mission Bay Townhomes')).toBe(true);

    // Over the buyer's limit: checkout asks approval, and the approval reads the quoted prices.
    await w.t.app.db.insertInto('spending_limits').values({ user_id: w.buyerId, order_limit_cents: 100, monthly_limit_cents: null, approval_limit_cents: null, updated_at: nowIso() }).execute();
    expect((await w.buyer.post('/api/create_order', { project_id: w.projectId, expected_total_cents: total })).json().code).toBe('approval_required');
    const asked = await w.buyer.post('/api/approval-requests/', { project_id: w.projectId, expected_total_cents: total });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().lines.map((line: { unit_price_cents: number }) => line.unit_price_cents).sort((a: number, b: number) => a - b)).toEqual([850, 1400, 3100]);

    // A cart frozen for approval takes no award.
    const other = await answeredByBoth();
    const frozen = await award(other.id, [{ quote_line_id: other.lines[0]!.id, supplier_company_id: w.northwindId }]);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().code).toBe('cart_pending_approval');
    expect((await get(w.buyer, other.id)).status).toBe('sent');

    const approved = await approver.post(`/api/approval-requests/${asked.json().id}/approve/`, { settlement: 'credit' });
    expect(approved.statusCode, approved.body).toBe(200);
    const order = await readOrder(w.buyer, approved.json().order_id);
    expect(order).toMatchObject({ payment_method: 'credit', total_cents: total });
    expect(order.purchase_orders.flatMap((po) => po.line_items.map((line) => [line.unit_price_cents, line.quote_line_id]))).toEqual(
      expect.arrayContaining([
        [850, screws!.id],
        [1400, panels!.id],
        [3100, plywood!.id],
      ]),
    );
    await w.t.app.db.deleteFrom('spending_limits').where('user_id', '=', w.buyerId).execute();
  });

  it('refuses an expired answer (409), a line not offered, free text without a catalogue offer, more than offered, naming the line; nothing changes', async () => {
    await emptyCart();
    const request = await w.asked();
    const [panels, plywood, lintel, screws] = request.lines;
    const northwind = northwindAnswer(request);
    northwind.lines[1] = { quote_line_id: plywood!.id, status: 'offered', unit_price_cents: 3100, available_quantity: 8 };
    // Free text answered as "offered", with no catalogue offer to put in a cart.
    northwind.lines[2] = { quote_line_id: lintel!.id, status: 'offered', unit_price_cents: 9900 };
    expect((await w.answer(w.northwind, request.id, northwind)).statusCode).toBe(200);
    expect((await w.answer(w.granite, request.id, graniteAnswer(w, request))).statusCode).toBe(200);
    await w.t.app.db.updateTable('quote_answers').set({ valid_until: day(-1) }).where('quote_request_id', '=', request.id).where('supplier_company_id', '=', w.graniteId).execute();

    const compared = (await get(w.buyer, request.id)).comparison!;
    expect(compared.suppliers.find((supplier) => supplier.supplier.id === w.graniteId)).toMatchObject({ expired: true });
    // Granite's expired 1350 is no longer the cheapest: Northwind's 1400 is.
    expect(compared.lines[0]!.offers.map((offer) => [offer.cheapest, offer.awardable])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(compared.lines[2]!.offers.find((offer) => offer.supplier_company_id === w.northwindId)).toMatchObject({ not_offered: false, awardable: false });

    const expired = await award(request.id, [{ quote_line_id: panels!.id, supplier_company_id: w.graniteId }]);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ display_error: `Granite Supply Inc.’s answer was valid until ${day(-1)}: ask for a new answer, or award another one.`, fields: { 'lines.0.supplier_company_id': expect.any(String) } });
    const cases: [{ quote_line_id: string; supplier_company_id: string; quantity?: number }[], string, RegExp][] = [
      [[{ quote_line_id: screws!.id, supplier_company_id: w.northwindId }, { quote_line_id: lintel!.id, supplier_company_id: w.northwindId }], 'lines.1.quote_line_id', /without a catalogue offer/],
      [[{ quote_line_id: plywood!.id, supplier_company_id: w.northwindId, quantity: 9 }], 'lines.0.quantity', /offers at most 8/],
      [[{ quote_line_id: 'no-such-line', supplier_company_id: w.northwindId }], 'lines.0.quote_line_id', /not part of the request/],
      [[{ quote_line_id: panels!.id, supplier_company_id: w.fixture.companies.faraway }], 'lines.0.supplier_company_id', /has not answered/],
      [[], 'lines', /at least one/],
      [[{ quote_line_id: panels!.id, supplier_company_id: w.northwindId }, { quote_line_id: panels!.id, supplier_company_id: w.graniteId }], 'lines', /once/],
    ];
    for (const [lines, field, message] of cases) {
      const refused = await award(request.id, lines);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(400);
      expect(refused.json().fields[field]).toMatch(message);
    }
    // Granite answered the screws "unavailable": not offered.
    await w.t.app.db.updateTable('quote_answers').set({ valid_until: day(30) }).where('quote_request_id', '=', request.id).execute();
    const notOffered = await award(request.id, [{ quote_line_id: screws!.id, supplier_company_id: w.graniteId }]);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().fields['lines.0.quote_line_id']).toBe('Granite Supply Inc. did not offer “Coarse Thread Drywall Screws, 1-5/8 in, 1 lb box”.');

    // Every refusal rolled back: still open, the cart untouched, no audit entry.
    expect((await get(w.buyer, request.id)).status).toBe('sent');
    expect((await cartOf()).item_count).toBe(0);
    const audit = (await w.builder.get('/api/company/audit-events/')).json().results as { action: string; subject_id: string }[];
    expect(audit.some((event) => event.subject_id === request.id)).toBe(false);
    expect((await award(request.id, [{ quote_line_id: plywood!.id, supplier_company_id: w.northwindId }])).statusCode).toBe(200);
    expect(itemsOf(await cartOf())).toEqual([expect.objectContaining({ quantity: 8, unit_price_cents: 3100 })]);
  });

  it('prices a quoted cart line from the catalogue again once its quote has expired, saying so', async () => {
    const [item] = itemsOf(await cartOf());
    await w.t.app.db.updateTable('cart_items').set({ quote_valid_until: day(-1) }).where('id', '=', item!.id).execute();
    const [after] = itemsOf(await cartOf());
    expect(after).toMatchObject({ unit_price_cents: 3299, quote: { in_force: false } });
    expect(after!.warnings).toEqual([{ code: 'price_changed', blocking: false, message: `The quoted price of $31.00 held until ${day(-1)}; today's price is $32.99.` }]);
    // An ordinary line again: its quantity may change.
    const changed = await w.buyer.put('/api/ordering/cart/', { project_id: w.projectId, items: [{ id: item!.id, quantity: 9 }] });
    expect(changed.statusCode).toBe(200);
    expect(itemsOf(changed.json())[0]).toMatchObject({ quantity: 9, quote: null, warnings: [] });
  });
});
