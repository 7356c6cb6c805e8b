import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../testing/operators';
import { startTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import type { TestClient } from '../../../testing/test-client';

let t: TestApp;
let operator: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  const visitor = t.client();
  for (const message of ['Do you deliver to Reno?', 'Please call me about bulk rebar.', 'Is there an API?']) {
    const sent = await visitor.post('/api/home_page_message', { email: 'visitor@example.com', message });
    if (sent.statusCode >= 300) throw new Error(`Sending a contact message failed: ${sent.statusCode} ${sent.body}`);
  }
  operator = t.client();
  await signInOperator(t, operator);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/operator/contact-messages/', () => {
  it('lists contact messages newest first, a page at a time', async () => {
    const first = await operator.get('/api/operator/contact-messages/?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().count).toBe(3);
    expect(first.json().results).toHaveLength(2);
    const rest = (await operator.get('/api/operator/contact-messages/?limit=2&offset=2')).json();
    const all = [...first.json().results, ...rest.results];
    expect(new Set(all.map((message: { message: string }) => message.message))).toEqual(new Set(['Do you deliver to Reno?', 'Please call me about bulk rebar.', 'Is there an API?']));
    expect(all[0]).toEqual({ id: expect.any(String), email: 'visitor@example.com', message: expect.any(String), created_at: expect.any(String) });
  });

  it('names a bad page', async () => {
    const response = await operator.get('/api/operator/contact-messages/?limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ limit: 'Use a whole number from 1 to 100.' });
  });

  it('answers 401 signed out and to a builder’s or a supplier’s session', async () => {
    expect((await t.client().get('/api/operator/contact-messages/')).statusCode).toBe(401);
    for (const email of ['builder@example.com', 'supplier@example.com']) {
      const user = t.client();
      await user.login(email);
      expect((await user.get('/api/operator/contact-messages/')).statusCode).toBe(401);
    }
  });
});
