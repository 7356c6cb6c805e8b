import type { QuoteMessage, QuoteMessageList, QuoteRequest } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCompanyMember } from '../../testing/company-members';
import type { TestClient } from '../../testing/test-client';
import { hoursFromNow, northwindAnswer, readMessages, startQuoteWorld, writeMessage } from './quote-test-world';
import type { QuoteWorld } from './quote-test-world';

let w: QuoteWorld;
let approver: TestClient;

const bodies = (list: QuoteMessageList) => list.results.map((message) => message.body);
const thread = async (client: TestClient, id: string, query = '') => {
  const response = await readMessages(client, id, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as QuoteMessageList;
};

beforeAll(async () => {
  w = await startQuoteWorld();
  approver = (await signInCompanyMember(w.t, 'approver', { email: 'abe@builder.test', firstName: 'Abe' })).client;
});
afterAll(async () => {
  await w.t.close();
});

describe('a thread per invited supplier', () => {
  it('carries the builder’s message to one supplier and its answer back, in order, each side emailed', async () => {
    const request = await w.asked();
    const [, plywood] = request.lines;
    const asked = await writeMessage(w.buyer, request.id, { body: 'Can you deliver the plywood before 7 am?', quote_line_id: plywood!.id, supplier_company_id: w.northwindId });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as QuoteMessageList).results).toEqual([
      expect.objectContaining({
        supplier: { id: w.northwindId, name: 'Northwind Lumber Co.' },
        sequence: 1,
        author: { side: 'builder', company: { id: w.fixture.companies.summit, name: 'Summit Builders' }, user: { id: w.buyerId, name: 'Bea Tester' } },
        body: 'Can you deliver the plywood before 7 am?',
        quote_line: { id: plywood!.id, description: 'Structural CDX Plywood, 1/2 in' },
        to_all: false,
        created_at: expect.any(String),
      }),
    ]);
    const answered = await writeMessage(w.northwind, request.id, { body: 'Yes, from 6 am on weekdays.', quote_line_id: plywood!.id });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((answered.json() as QuoteMessageList).results[0]).toMatchObject({ sequence: 2, author: { side: 'supplier', company: { id: w.northwindId, name: 'Northwind Lumber Co.' } }, to_all: false });
    // Naming its own thread is the same as leaving it out.
    expect((await writeMessage(w.northwind, request.id, { body: 'And Saturdays.', supplier_company_id: w.northwindId })).statusCode).toBe(201);

    // Both sides read the same thread; a colleague of the asker, who may buy, reads and writes too.
    const expected = ['Can you deliver the plywood before 7 am?', 'Yes, from 6 am on weekdays.', 'And Saturdays.'];
    expect(bodies(await thread(w.northwind, request.id))).toEqual(expected);
    expect(bodies(await thread(w.buyer, request.id, `?supplier_company_id=${w.northwindId}`))).toEqual(expected);
    expect(bodies(await thread(approver, request.id))).toEqual(expected);
    expect((await writeMessage(approver, request.id, { body: 'Thanks, noted.', supplier_company_id: w.northwindId })).statusCode).toBe(201);
    expect((await thread(w.northwind, request.id)).results.map((message) => message.sequence)).toEqual([1, 2, 3, 4]);

    const outbox = await w.t.outbox();
    const toSupplier = outbox.filter((email) => email.subject === 'Message from Summit Builders about its quote request for Mission Bay Townhomes' && email.text.includes('before 7 am'));
    expect(toSupplier.map((email) => email.to)).toEqual(['supplier@example.com']);
    expect(toSupplier[0]!.text).toContain('on the line “Structural CDX Plywood, 1/2 in”');
    expect(toSupplier[0]!.links.quote).toBe(`http://marketplace.test/app/v2/supplier/quotes/${request.id}`);
    const toBuilder = outbox.filter((email) => email.subject === 'Message from Northwind Lumber Co. about your quote request for Mission Bay Townhomes' && email.text.includes('from 6 am'));
    // To the builder who asked, not to the colleague.
    expect(toBuilder.map((email) => email.to)).toEqual(['bea@builder.test']);
    expect(toBuilder[0]!.links.quote).toBe(`http://marketplace.test/app/v2/quotes/${request.id}`);
    expect(outbox.some((email) => email.to === 'supplier2@example.com' && email.text.includes('before 7 am'))).toBe(false);
  });

  it('sends one message to every invited supplier as one message in each thread, shown once in the builder’s list of every thread', async () => {
    const request = await w.asked();
    const sent = await writeMessage(w.buyer, request.id, { body: 'The site gate code is 4521.', to_all: true });
    expect(sent.statusCode, sent.body).toBe(201);
    const copies = (sent.json() as QuoteMessageList).results;
    expect(copies.map((message) => [message.supplier?.name, message.sequence, message.to_all])).toEqual([
      ['Granite Supply Inc.', 1, true],
      ['Northwind Lumber Co.', 1, true],
    ]);
    const rows = await w.t.app.db.selectFrom('quote_messages').select(['supplier_company_id', 'to_all_id']).where('quote_request_id', '=', request.id).execute();
    expect(rows.map((row) => row.supplier_company_id).sort()).toEqual([w.graniteId, w.northwindId].sort());
    expect(new Set(rows.map((row) => row.to_all_id)).size).toBe(1);

    await writeMessage(w.granite, request.id, { body: 'Thanks, Granite here.' });
    const every = await thread(w.buyer, request.id);
    expect(every.results.map((message) => [message.body, message.supplier?.name ?? 'all', message.to_all])).toEqual([
      ['The site gate code is 4521.', 'all', true],
      ['Thanks, Granite here.', 'Granite Supply Inc.', false],
    ]);
    expect((await thread(w.buyer, request.id, `?supplier_company_id=${w.graniteId}`)).results.map((message) => message.to_all)).toEqual([true, false]);
    // A supplier reads the message as its own: it is not told who else was asked.
    expect((await thread(w.northwind, request.id)).results).toEqual([expect.objectContaining({ body: 'The site gate code is 4521.', to_all: false, supplier: { id: w.northwindId, name: 'Northwind Lumber Co.' } })]);
    const emailed = (await w.t.outbox()).filter((email) => email.text.includes('gate code is 4521'));
    expect(emailed.map((email) => email.to).sort()).toEqual(['supplier2@example.com', 'supplier@example.com']);
  });

  it('keeps two messages of one moment in the order they were written', async () => {
    const request = await w.asked({ supplier_company_ids: [w.northwindId] });
    for (const body of ['First', 'Second', 'Third']) expect((await writeMessage(w.buyer, request.id, { body, supplier_company_id: w.northwindId })).statusCode).toBe(201);
    await w.t.app.db.updateTable('quote_messages').set({ created_at: '2030-01-01T00:00:00.000Z' }).where('quote_request_id', '=', request.id).execute();
    const read = await thread(w.northwind, request.id);
    expect(read.results.map((message: QuoteMessage) => [message.body, message.sequence])).toEqual([
      ['First', 1],
      ['Second', 2],
      ['Third', 3],
    ]);
  });

  it('numbers messages written at once one after the other', async () => {
    const request = await w.asked({ supplier_company_ids: [w.northwindId] });
    const sent = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((body, index) => (index % 2 ? writeMessage(w.northwind, request.id, { body }) : writeMessage(w.buyer, request.id, { body, supplier_company_id: w.northwindId }))),
    );
    expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await thread(w.buyer, request.id)).results.map((message) => message.sequence).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('paragraphs', () => {
  const stored = async (requestId: string) =>
    (await w.t.app.db.selectFrom('quote_messages').select('body').where('quote_request_id', '=', requestId).orderBy('sequence').execute()).map((row) => row.body);

  it('keeps a message’s line breaks, each stored as LF, and mails them as written', async () => {
    const request = await w.asked({ supplier_company_ids: [w.northwindId] });
    const asked = await writeMessage(w.buyer, request.id, { body: 'Two questions:\n\n1. Before 7 am?\n2. Two drops?', supplier_company_id: w.northwindId });
    expect(asked.statusCode, asked.body).toBe(201);
    expect((asked.json() as QuoteMessageList).results[0]!.body).toBe('Two questions:\n\n1. Before 7 am?\n2. Two drops?');
    const answered = await writeMessage(w.northwind, request.id, { body: 'Yes to both.\r\nThe second drop a week later.\r\n' });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((answered.json() as QuoteMessageList).results[0]!.body).toBe('Yes to both.\nThe second drop a week later.');

    expect(await stored(request.id)).toEqual(['Two questions:\n\n1. Before 7 am?\n2. Two drops?', 'Yes to both.\nThe second drop a week later.']);
    expect(bodies(await thread(w.northwind, request.id))).toEqual(await stored(request.id));
    const emailed = (await w.t.outbox()).find((email) => email.text.includes('Two questions:'));
    expect(emailed?.text).toContain('Two questions:\n\n1. Before 7 am?\n2. Two drops?');
  });

  it('still refuses a direction control or a tab between the lines, naming the body, and stores nothing', async () => {
    const request = await w.asked({ supplier_company_ids: [w.northwindId] });
    for (const [body, refusal] of [
      ['Please pay\ninvoice\u202Efdp.exe', 'Remove the hidden characters that change the direction of the text (such as U+202E).'],
      ['Sizes:\n2x4\t8 ft', 'Remove the tabs and other control characters; line breaks may stay.'],
    ] as const) {
      const refused = await writeMessage(w.buyer, request.id, { body, supplier_company_id: w.northwindId });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields).toEqual({ body: refusal });
    }
    expect(await stored(request.id)).toEqual([]);
  });
});

describe('what a supplier never sees', () => {
  it('another supplier’s thread: not in its list, 404 when asked for', async () => {
    const request = await w.asked();
    await writeMessage(w.buyer, request.id, { body: 'Granite quoted lower: can you match it?', supplier_company_id: w.northwindId });
    await writeMessage(w.buyer, request.id, { body: 'Could you add delivery to the price?', supplier_company_id: w.graniteId });
    await writeMessage(w.granite, request.id, { body: 'Delivery is free over $500.' });
    expect(bodies(await thread(w.northwind, request.id))).toEqual(['Granite quoted lower: can you match it?']);
    expect(bodies(await thread(w.granite, request.id))).toEqual(['Could you add delivery to the price?', 'Delivery is free over $500.']);
    expect((await readMessages(w.northwind, request.id, `?supplier_company_id=${w.graniteId}`)).statusCode).toBe(404);
    const intruding = await writeMessage(w.northwind, request.id, { body: 'Hello Granite', supplier_company_id: w.graniteId });
    expect(intruding.statusCode).toBe(400);
    expect(Object.keys(intruding.json().fields ?? {})).toEqual(['supplier_company_id']);
    expect(bodies(await thread(w.granite, request.id))).not.toContain('Hello Granite');
    expect((await w.t.outbox()).some((email) => email.to === 'supplier@example.com' && email.text.includes('add delivery'))).toBe(false);
  });

  it('a request it was not asked: 404 to read and to write', async () => {
    const request = await w.asked({ supplier_company_ids: [w.northwindId] });
    expect((await readMessages(w.granite, request.id)).statusCode).toBe(404);
    expect((await writeMessage(w.granite, request.id, { body: 'Can we quote too?' })).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  let request: QuoteRequest;
  beforeAll(async () => {
    request = await w.asked();
  });

  it('bad input, naming the field', async () => {
    const other = await w.asked();
    const cases: [Record<string, unknown>, string][] = [
      [{ body: '', supplier_company_id: w.northwindId }, 'body'],
      [{ body: '   ', supplier_company_id: w.northwindId }, 'body'],
      [{ supplier_company_id: w.northwindId }, 'body'],
      [{ body: 'x'.repeat(2001), supplier_company_id: w.northwindId }, 'body'],
      [{ body: 'Pay to invoice\u202Efdp.exe', supplier_company_id: w.northwindId }, 'body'],
      [{ body: 'Line one\tLine two', supplier_company_id: w.northwindId }, 'body'],
      [{ body: 'Which line?', supplier_company_id: w.northwindId, quote_line_id: other.lines[0]!.id }, 'quote_line_id'],
      [{ body: 'Which line?', supplier_company_id: w.northwindId, quote_line_id: 'no-such-line' }, 'quote_line_id'],
      [{ body: 'Who?', supplier_company_id: w.fixture.companies.faraway }, 'supplier_company_id'],
      [{ body: 'Who?', supplier_company_id: 'no-such-supplier' }, 'supplier_company_id'],
      [{ body: 'Who?' }, 'supplier_company_id'],
      [{ body: 'Both?', supplier_company_id: w.northwindId, to_all: true }, 'supplier_company_id'],
      [{ body: 'Hi', supplier_company_id: w.northwindId, to_all: 'yes' }, 'to_all'],
      [{ body: 'Hi', supplier_company_id: w.northwindId, urgent: true }, 'urgent'],
    ];
    for (const [body, field] of cases) {
      const response = await writeMessage(w.buyer, request.id, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const tooLong = await writeMessage(w.buyer, request.id, { body: 'x'.repeat(2001), supplier_company_id: w.northwindId });
    expect(tooLong.json().fields.body).toBe('Use at most 2000 characters.');
    expect((await writeMessage(w.buyer, request.id, { body: 'x'.repeat(2000), supplier_company_id: w.northwindId })).statusCode).toBe(201);
    const toAll = await writeMessage(w.northwind, request.id, { body: 'To everyone', to_all: true });
    expect(toAll.statusCode).toBe(400);
    expect(Object.keys(toAll.json().fields ?? {})).toEqual(['to_all']);
    const query = await readMessages(w.buyer, request.id, '?supplier_company_id=northwind');
    expect(query.statusCode).toBe(400);
    expect(Object.keys(query.json().fields ?? {})).toContain('supplier_company_id');
    expect((await readMessages(w.buyer, request.id, `?supplier_company_id=${w.fixture.companies.faraway}`)).statusCode).toBe(400);
    // Nothing refused was stored.
    expect((await thread(w.buyer, request.id)).count).toBe(1);
  });

  it('the signed out (401), the wrong role (403), another builder company (404)', async () => {
    const calls = [
      ['GET', `/api/quote-requests/${request.id}/messages/`, undefined],
      ['POST', `/api/quote-requests/${request.id}/messages/`, { body: 'Hello', supplier_company_id: w.northwindId }],
    ] as const;
    for (const [method, url, body] of calls) expect((await w.signedOut.request(method, url, body)).statusCode, `signed out ${method}`).toBe(401);
    for (const [method, url, body] of calls) {
      const refused = await w.receiver.request(method, url, body);
      expect(refused.statusCode, `receiver ${method}`).toBe(403);
      expect(refused.json().display_error).toBe('Only the members of a builder company who buy, or the suppliers it asks, can see quote requests.');
    }
    // Refused before the body is read: a receiver learns nothing about its input.
    expect((await w.receiver.post(`/api/quote-requests/${request.id}/messages/`, { body: '' })).statusCode).toBe(403);
    for (const [method, url, body] of calls) expect((await w.otherBuilder.request(method, url, body)).statusCode, `other company ${method}`).toBe(404);
    expect((await readMessages(w.buyer, 'no-such-request')).statusCode).toBe(404);
  });

  it('posting once the request is cancelled (409), the thread still readable by both sides', async () => {
    const cancelled = await w.asked();
    await writeMessage(w.buyer, cancelled.id, { body: 'Before the cancellation', supplier_company_id: w.northwindId });
    expect((await w.buyer.post(`/api/quote-requests/${cancelled.id}/cancel/`, {})).statusCode).toBe(200);
    for (const [client, body] of [
      [w.buyer, { body: 'After', supplier_company_id: w.northwindId }],
      [w.buyer, { body: 'After', to_all: true }],
      [w.northwind, { body: 'After' }],
    ] as const) {
      const refused = await writeMessage(client, cancelled.id, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().display_error).toBe('This quote request was cancelled: its messages can still be read, but no more can be sent.');
    }
    expect(bodies(await thread(w.buyer, cancelled.id))).toEqual(['Before the cancellation']);
    expect(bodies(await thread(w.northwind, cancelled.id))).toEqual(['Before the cancellation']);
  });

  it('past the deadline: open while an answer holds (the builder may still award), 409 once the request expired', async () => {
    const answered = await w.asked();
    expect((await w.answer(w.northwind, answered.id, northwindAnswer(answered))).statusCode).toBe(200);
    await w.t.app.db.updateTable('quote_requests').set({ respond_by: hoursFromNow(-1) }).where('id', '=', answered.id).execute();
    expect((await writeMessage(w.buyer, answered.id, { body: 'We award on Monday.', supplier_company_id: w.northwindId })).statusCode).toBe(201);
    expect((await writeMessage(w.northwind, answered.id, { body: 'Thanks.' })).statusCode).toBe(201);

    const unanswered = await w.asked();
    await w.t.app.db.updateTable('quote_requests').set({ respond_by: hoursFromNow(-1) }).where('id', '=', unanswered.id).execute();
    const refused = await writeMessage(w.granite, unanswered.id, { body: 'Too late?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().display_error).toBe('This quote request expired: its messages can still be read, but no more can be sent.');
    expect((await thread(w.granite, unanswered.id)).count).toBe(0);
  });
});
