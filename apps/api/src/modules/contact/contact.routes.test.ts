import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/home_page_message', () => {
  it('stores the message without sign-in and answers 201', async () => {
    const response = await t.client().post('/api/home_page_message', { email: 'visitor@example.com', message: 'Do you deliver to Denver?' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    const rows = await t.app.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toEqual([{ id: expect.any(String), email: 'visitor@example.com', message: 'Do you deliver to Denver?', created_at: expect.any(String) }]);
  });

  it('accepts the trailing-slash form too', async () => {
    const response = await t.client().post('/api/home_page_message/', { email: 'visitor@example.com', message: 'Second question.' });
    expect(response.statusCode).toBe(201);
  });

  it('names each bad field', async () => {
    const response = await t.client().post('/api/home_page_message', { email: 'not-an-email', message: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Enter a valid email address.', message: 'Enter a message.' });
  });

  it('refuses a request without the CSRF header', async () => {
    const response = await t.client().post('/api/home_page_message', { email: 'visitor@example.com', message: 'Hi' }, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});
