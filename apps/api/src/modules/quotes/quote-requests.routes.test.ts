import type { QuoteRequest } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart } from '../../testing/checkout-helpers';
import { signInCompanyMember } from '../../testing/company-members';
import type { TestClient } from '../../testing/test-client';
import { day, graniteAnswer, hoursFromNow, northwindAnswer, startQuoteWorld } from './quote-test-world';
import type { QuoteWorld } from './quote-test-world';

let w: QuoteWorld;
let admin: TestClient;
let otherBuyer: TestClient;

const get = (client: TestClient, id: string) => client.get(`/api/quote-requests/${id}/`);
const listIds = async (client: TestClient, query = '') => ((await client.get(`/api/quote-requests/${query}`)).json().results as { id: string }[]).map((row) => row.id);

beforeAll(async () => {
  w = await startQuoteWorld();
  admin = (await signInCompanyMember(w.t, 'admin')).client;
  otherBuyer = (await signInCompanyMember(w.t, 'buyer')).client;
});
afterAll(async () => {
  await w.t.close();
});

describe('asking for quotes', () => {
  it('sends one invitation per supplier, names catalogue lines as the catalogue does, and emails each supplier', async () => {
    const response = await w.ask();
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json() as QuoteRequest;
    expect(request).toMatchObject({
      status: 'sent',
      accepting_answers: true,
      needed_by: day(14),
      note: 'Second floor, east wing',
      line_count: 4,
      buyer_company: { name: 'Summit Builders' },
      project: { id: w.projectId, name: 'Mission Bay Townhomes', postal_code: '94158' },
      requested_by: { name: 'Bea Tester' },
      answers: [],
      comparison: { lines: expect.any(Array), suppliers: [] },
    });
    expect(request.invitations.map((invitation) => [invitation.supplier.name, invitation.status])).toEqual([
      ['Granite Supply Inc.', 'invited'],
      ['Northwind Lumber Co.', 'invited'],
    ]);
    expect(request.lines.map((line) => [line.kind, line.description, line.quantity, line.unit])).toEqual([
      ['catalogue', 'UltraLight Drywall Panel, 1/2 in, 4 ft x 8 ft', 40, 'sheet'],
      ['catalogue', 'Structural CDX Plywood, 1/2 in', 10, 'sheet'],
      ['free_text', 'Steel lintel, 2.4 m', 2, 'each'],
      ['catalogue', 'Coarse Thread Drywall Screws, 1-5/8 in, 1 lb box', 5, 'box'],
    ]);
    const emails = (await w.t.outbox()).filter((email) => email.subject === 'Quote request from Summit Builders: Mission Bay Townhomes');
    expect(emails.map((email) => email.to).sort()).toEqual(['supplier2@example.com', 'supplier@example.com']);
    expect(emails[0]!.text).toContain('40 sheet × UltraLight Drywall Panel');
    expect(emails[0]!.links.quote).toBe(`http://marketplace.test/app/v2/supplier/quotes/${request.id}`);
  });

  it('takes the project’s cart as its lines, leaving the cart as it is', async () => {
    const cart = await fillCart(w.buyer, w.projectId, [{ psvId: w.offer('drywallScrews', 'northwind'), quantity: 3 }]);
    const request = await w.asked({ from_cart: true, supplier_company_ids: [w.northwindId] });
    expect(request.lines).toEqual([expect.objectContaining({ product_supplier_variant_id: w.offer('drywallScrews', 'northwind'), quantity: 3, unit: 'box' })]);
    expect((await w.buyer.get(`/api/ordering/cart/?project_id=${w.projectId}`)).json()).toMatchObject({ item_count: 1, total_cents: cart.total_cents });
    await w.buyer.request('DELETE', `/api/ordering/cart/?project_id=${w.projectId}`);
    const empty = await w.ask({ from_cart: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('from_cart');
  });

  it('refuses bad input naming the field', async () => {
    const { faraway, summit } = w.fixture.companies;
    const cases: [Record<string, unknown>, string][] = [
      [{ supplier_company_ids: [] }, 'supplier_company_ids'],
      [{ supplier_company_ids: [w.northwindId, w.northwindId] }, 'supplier_company_ids'],
      [{ supplier_company_ids: [faraway] }, 'supplier_company_ids'],
      [{ supplier_company_ids: [summit] }, 'supplier_company_ids'],
      [{ needed_by: '31/12/2030' }, 'needed_by'],
      [{ needed_by: day(-1) }, 'needed_by'],
      [{ respond_by: hoursFromNow(-1) }, 'respond_by'],
      [{ respond_by: 'next week' }, 'respond_by'],
      [{ respond_by: `${day(20)}T12:00:00Z` }, 'respond_by'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ quantity: 1 }] }, 'lines.0.description'],
      [{ lines: [{ psv_id: w.offer('plywood', 'granite'), description: 'plywood', quantity: 1 }] }, 'lines.0.description'],
      [{ lines: [{ description: 'Rebar', quantity: 0 }] }, 'lines.0.quantity'],
      [{ lines: [{ psv_id: w.offer('framingLumber', 'granite'), quantity: 1 }] }, 'lines.0.psv_id'],
      [{ lines: [{ psv_id: 'no-such-offer', quantity: 1 }] }, 'lines.0.psv_id'],
      [{ lines: [{ psv_id: w.offer('plywood', 'granite'), quantity: 1, unit: 'pallet' }] }, 'lines.0.unit'],
      [{ from_cart: true, lines: [{ description: 'Rebar', quantity: 1 }] }, 'lines'],
      [{ project_id: undefined }, 'project_id'],
      [{ budget: 5 }, 'budget'],
    ];
    for (const [body, field] of cases) {
      const response = await w.ask(body as never);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await w.ask({ project_id: w.fixture.projects.otherCompany })).statusCode).toBe(404);
  });
});

describe('suppliers', () => {
  it('see the requests addressed to them, marked viewed on the first read, and never another’s', async () => {
    const both = await w.asked();
    const northwindOnly = await w.asked({ supplier_company_ids: [w.northwindId] });
    expect(await listIds(w.northwind)).toEqual(expect.arrayContaining([both.id, northwindOnly.id]));
    expect(await listIds(w.granite)).toContain(both.id);
    expect(await listIds(w.granite)).not.toContain(northwindOnly.id);
    expect((await get(w.granite, northwindOnly.id)).statusCode).toBe(404);
    expect((await w.answer(w.granite, northwindOnly.id, northwindAnswer(northwindOnly))).statusCode).toBe(404);
    expect((await w.granite.post(`/api/quote-requests/${northwindOnly.id}/decline/`, {})).statusCode).toBe(404);

    // The builder reading it marks nothing; the supplier's first read does, once.
    await get(w.buyer, both.id);
    expect((await get(w.buyer, both.id)).json().invitations.map((invitation: { status: string }) => invitation.status)).toEqual(['invited', 'invited']);
    const seen = (await get(w.northwind, both.id)).json() as QuoteRequest;
    expect(seen.invitations).toEqual([expect.objectContaining({ supplier: { id: w.northwindId, name: 'Northwind Lumber Co.' }, status: 'viewed', viewed_at: expect.any(String) })]);
    expect(seen.comparison).toBeNull();
    const again = (await get(w.northwind, both.id)).json() as QuoteRequest;
    expect(again.invitations[0]!.viewed_at).toBe(seen.invitations[0]!.viewed_at);
  });

  it('answer every line, again if they like (versions kept), and each sees its own answer only', async () => {
    const request = await w.asked();
    const first = await w.answer(w.northwind, request.id, northwindAnswer(request));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().answers).toEqual([
      expect.objectContaining({ version: 1, status: 'submitted', total_cents: 40 * 1400 + 10 * 3100 + 5 * 850, supplier: { id: w.northwindId, name: 'Northwind Lumber Co.' } }),
    ]);
    expect(first.json().invitations[0]).toMatchObject({ status: 'responded', responded_at: expect.any(String) });
    expect((await w.answer(w.granite, request.id, graniteAnswer(w, request))).statusCode).toBe(200);

    const revised = northwindAnswer(request);
    revised.lines[0]!.unit_price_cents = 1300;
    const second = await w.answer(w.northwind, request.id, revised);
    expect(second.statusCode).toBe(200);
    expect(second.json().answers).toEqual([expect.objectContaining({ version: 2, total_cents: 40 * 1300 + 10 * 3100 + 5 * 850 })]);
    const versions = await w.t.app.db.selectFrom('quote_answers').select(['version', 'status']).where('quote_request_id', '=', request.id).where('supplier_company_id', '=', w.northwindId).orderBy('version').execute();
    expect(versions).toEqual([
      { version: 1, status: 'superseded' },
      { version: 2, status: 'submitted' },
    ]);

    // Neither supplier sees the other's answer, invitation or the comparison; the builder sees both.
    for (const [client, own] of [
      [w.northwind, w.northwindId],
      [w.granite, w.graniteId],
    ] as const) {
      const seen = (await get(client, request.id)).json() as QuoteRequest;
      expect(seen.answers.map((answer) => answer.supplier.id)).toEqual([own]);
      expect(seen.invitations.map((invitation) => invitation.supplier.id)).toEqual([own]);
      expect(seen.comparison).toBeNull();
      const listed = ((await client.get('/api/quote-requests/')).json().results as QuoteRequest[]).find((row) => row.id === request.id);
      expect(listed!.invitations.map((invitation) => invitation.supplier.id)).toEqual([own]);
    }
    const builderView = (await get(w.buyer, request.id)).json() as QuoteRequest;
    expect(builderView.answers.map((answer) => answer.supplier.name)).toEqual(['Granite Supply Inc.', 'Northwind Lumber Co.']);

    const emails = (await w.t.outbox()).filter((email) => email.to === 'bea@builder.test');
    expect(emails.map((email) => email.subject)).toEqual(
      expect.arrayContaining(['Northwind Lumber Co. answered your quote request for Mission Bay Townhomes', 'Northwind Lumber Co. revised its quote for Mission Bay Townhomes', 'Granite Supply Inc. answered your quote request for Mission Bay Townhomes']),
    );
  });

  it('refuse an answer that leaves a line out, prices what it cannot supply, or quotes an offer not theirs, naming the field', async () => {
    const request = await w.asked();
    const base = graniteAnswer(w, request);
    const withLine = (index: number, change: Record<string, unknown>) => ({ ...base, lines: base.lines.map((line, at) => (at === index ? { ...line, ...change } : line)) });
    const cases: [unknown, string][] = [
      [{ ...base, lines: base.lines.slice(1) }, 'lines'],
      [{ ...base, valid_until: day(-1) }, 'valid_until'],
      [{ ...base, valid_until: 'soon' }, 'valid_until'],
      [withLine(0, { unit_price_cents: undefined }), 'lines.0.unit_price_cents'],
      [withLine(0, { unit_price_cents: 12.5 }), 'lines.0.unit_price_cents'],
      [withLine(3, { unit_price_cents: 100 }), 'lines.3.unit_price_cents'],
      [withLine(0, { quote_line_id: 'not-a-line' }), 'lines.0.quote_line_id'],
      [withLine(0, { ship_date: day(-2) }), 'lines.0.ship_date'],
      // Granite has no offer of the screws: "offered" is refused; a substitute must be its own offer.
      [withLine(3, { status: 'offered', unit_price_cents: 800 }), 'lines.3.status'],
      [withLine(2, { substitute_psv_id: w.offer('drywallScrews', 'northwind') }), 'lines.2.substitute_psv_id'],
      [withLine(2, { substitute_psv_id: undefined }), 'lines.2.substitute_psv_id'],
      [withLine(0, { status: 'maybe' }), 'lines.0.status'],
    ];
    for (const [body, field] of cases) {
      const response = await w.answer(w.granite, request.id, body as never);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    expect((await get(w.granite, request.id)).json().answers).toEqual([]);
  });

  it('decline, withdrawing an answer given, and cannot answer after', async () => {
    const request = await w.asked();
    expect((await w.answer(w.granite, request.id, graniteAnswer(w, request))).statusCode).toBe(200);
    const declined = await w.granite.post(`/api/quote-requests/${request.id}/decline/`, { note: 'Out of stock until June' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ answers: [], invitations: [{ status: 'declined', decline_note: 'Out of stock until June', declined_at: expect.any(String) }] });
    expect((await get(w.buyer, request.id)).json().answers).toEqual([]);
    const again = await w.answer(w.granite, request.id, graniteAnswer(w, request));
    expect(again.statusCode).toBe(409);
    expect(again.json().display_error).toBe('You declined this quote request.');
    expect((await w.granite.post(`/api/quote-requests/${request.id}/decline/`)).statusCode).toBe(409);
    expect((await w.t.outbox()).some((email) => email.to === 'bea@builder.test' && email.subject === 'Granite Supply Inc. declined your quote request for Mission Bay Townhomes')).toBe(true);
  });
});

describe('statuses', () => {
  it('cancelled: suppliers still taking part are told; nothing moves it again', async () => {
    const request = await w.asked();
    await w.northwind.post(`/api/quote-requests/${request.id}/decline/`);
    const cancelled = await w.buyer.post(`/api/quote-requests/${request.id}/cancel/`, { note: 'Design changed' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', accepting_answers: false, closed_at: expect.any(String) });
    const told = (await w.t.outbox()).filter((email) => email.subject === 'Quote request cancelled: Mission Bay Townhomes' && email.text.includes('Design changed'));
    expect(told.map((email) => email.to)).toEqual(['supplier2@example.com']);

    for (const [client, path, body] of [
      [w.buyer, 'cancel', {}],
      [w.buyer, 'award', { lines: [{ quote_line_id: request.lines[0]!.id, supplier_company_id: w.graniteId }] }],
      [w.granite, 'answer', graniteAnswer(w, request)],
      [w.granite, 'decline', {}],
    ] as const) {
      const refused = await client.post(`/api/quote-requests/${request.id}/${path}/`, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().display_error, path).toBe('This quote request was cancelled.');
    }
    const audit = (await w.builder.get('/api/company/audit-events/')).json().results as { action: string; subject_id: string }[];
    expect(audit).toContainEqual(expect.objectContaining({ action: 'quote.cancel', subject_id: request.id }));
  });

  it('expires at its deadline when no answer holds; with a valid answer it waits for the award but takes no more answers', async () => {
    const unanswered = await w.asked();
    await get(w.granite, unanswered.id);
    await w.t.app.db.updateTable('quote_requests').set({ respond_by: hoursFromNow(-1) }).where('id', '=', unanswered.id).execute();
    const expired = (await get(w.buyer, unanswered.id)).json() as QuoteRequest;
    expect(expired.status).toBe('expired');
    expect(expired.invitations.map((invitation) => invitation.status)).toEqual(['expired', 'expired']);
    expect((await w.answer(w.granite, unanswered.id, graniteAnswer(w, unanswered))).statusCode).toBe(409);
    expect((await w.buyer.post(`/api/quote-requests/${unanswered.id}/cancel/`)).statusCode).toBe(409);
    expect(await listIds(w.buyer, '?status=expired')).toContain(unanswered.id);

    const answered = await w.asked();
    await w.answer(w.northwind, answered.id, northwindAnswer(answered));
    await w.t.app.db.updateTable('quote_requests').set({ respond_by: hoursFromNow(-1) }).where('id', '=', answered.id).execute();
    const waiting = (await get(w.buyer, answered.id)).json() as QuoteRequest;
    expect(waiting).toMatchObject({ status: 'sent', accepting_answers: false });
    expect(waiting.invitations.map((invitation) => [invitation.supplier.name, invitation.status])).toEqual([
      ['Granite Supply Inc.', 'expired'],
      ['Northwind Lumber Co.', 'responded'],
    ]);
    const late = await w.answer(w.northwind, answered.id, northwindAnswer(answered));
    expect(late.statusCode).toBe(409);
    expect(late.json().display_error).toMatch(/^The time to answer this quote request ended/);
    // Once that answer no longer holds either, nothing can come of it: expired.
    await w.t.app.db.updateTable('quote_answers').set({ valid_until: day(-1) }).where('quote_request_id', '=', answered.id).execute();
    expect((await get(w.buyer, answered.id)).json().status).toBe('expired');
  });
});

describe('the builder’s list', () => {
  it('shows the company’s requests newest first, filtered by project and status', async () => {
    // Faraway Supply delivers to Brooklyn from here on.
    await w.t.app.db.insertInto('supplier_service_areas').values({ company_id: w.fixture.companies.faraway, postal_prefix: '112' }).execute();
    const brooklyn = await w.asked({ project_id: w.fixture.projects.brooklyn, supplier_company_ids: [w.fixture.companies.faraway], lines: [{ description: 'Rebar', quantity: 10, unit: 'ton' }] });
    const list = (await w.buyer.get('/api/quote-requests/')).json();
    expect(list.count).toBeGreaterThan(5);
    expect(list.results[0].id).toBe(brooklyn.id);
    const dates = (list.results as { created_at: string }[]).map((row) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await listIds(w.buyer, `?project_id=${w.fixture.projects.brooklyn}`)).toEqual([brooklyn.id]);
    // Every buying member of the company sees them; another company sees none of them.
    expect(await listIds(otherBuyer, `?project_id=${w.fixture.projects.brooklyn}`)).toEqual([brooklyn.id]);
    expect(await listIds(w.otherBuilder)).toEqual([]);
    for (const [query, field] of [
      ['?status=open', 'status'],
      ['?project_id=mission-bay', 'project_id'],
      ['?limit=0', 'limit'],
      ['?colour=red', 'colour'],
    ] as const) {
      const response = await w.buyer.get(`/api/quote-requests/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
  });
});

describe('who may call', () => {
  it('refuses the signed out (401), the wrong role (403), another company’s or an uninvited supplier’s request (404)', async () => {
    const request = await w.asked({ supplier_company_ids: [w.northwindId] });
    const award = { lines: [{ quote_line_id: request.lines[0]!.id, supplier_company_id: w.northwindId }] };
    const calls = [
      ['GET', '/api/quote-requests/', undefined],
      ['GET', `/api/quote-requests/${request.id}/`, undefined],
      ['POST', '/api/quote-requests/', { project_id: w.projectId }],
      ['POST', `/api/quote-requests/${request.id}/answer/`, northwindAnswer(request)],
      ['POST', `/api/quote-requests/${request.id}/decline/`, {}],
      ['POST', `/api/quote-requests/${request.id}/cancel/`, {}],
      ['POST', `/api/quote-requests/${request.id}/award/`, award],
    ] as const;
    for (const [method, url, body] of calls) expect((await w.signedOut.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    // A receiver takes no part; a supplier neither asks, cancels nor awards; a builder never answers.
    for (const [method, url, body] of calls) expect((await w.receiver.request(method, url, body)).statusCode, `receiver ${method} ${url}`).toBe(403);
    for (const [url, body] of [
      ['/api/quote-requests/', { project_id: w.projectId }],
      [`/api/quote-requests/${request.id}/cancel/`, {}],
      [`/api/quote-requests/${request.id}/award/`, award],
    ] as const) {
      expect((await w.northwind.post(url, body)).statusCode, `supplier ${url}`).toBe(403);
    }
    for (const path of ['answer', 'decline']) expect((await w.buyer.post(`/api/quote-requests/${request.id}/${path}/`, {})).statusCode, path).toBe(403);
    const refused = await w.receiver.get('/api/quote-requests/');
    expect(refused.json().display_error).toBe('Only the members of a builder company who buy, or the suppliers it asks, can see quote requests.');

    // Another company's request is not found; a colleague who did not ask may read it but not decide it.
    for (const [method, url, body] of calls.filter(([, url]) => url.includes(request.id) && !/answer|decline/.test(url))) {
      expect((await w.otherBuilder.request(method, url, body)).statusCode, `other company ${url}`).toBe(404);
    }
    expect((await get(w.granite, request.id)).statusCode).toBe(404);
    expect((await get(otherBuyer, request.id)).statusCode).toBe(200);
    const colleague = await otherBuyer.post(`/api/quote-requests/${request.id}/cancel/`, {});
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().display_error).toBe('Only the person who asked, or an owner or admin of the company, can award or cancel this quote request.');
    expect((await admin.post(`/api/quote-requests/${request.id}/cancel/`)).statusCode).toBe(200);
    expect((await w.buyer.get('/api/quote-requests/no-such-request/')).statusCode).toBe(404);
  });
});
