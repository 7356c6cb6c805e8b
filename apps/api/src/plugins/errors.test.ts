import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@marketplace/contracts';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let csrf: { headers: Record<string, string>; cookies: Record<string, string> };

beforeAll(async () => {
  t = await startTestApp();
  const token = (await t.app.inject({ method: 'GET', url: '/csrf/token/' })).json().csrf_token as string;
  csrf = { headers: { 'x-csrftoken': token }, cookies: { csrftoken: token } };
});
afterAll(async () => {
  await t.close();
});

function expectErrorBody(body: unknown) {
  expect(errorBodySchema.safeParse(body).success).toBe(true);
}

describe('error bodies', () => {
  it('answers unknown routes with 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here/'],
      ['POST', '/api/nothing-here/'],
      ['DELETE', '/api/users/me/'],
    ] as const) {
      const response = await t.app.inject({ method, url, ...csrf });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expectErrorBody(response.json());
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      ...csrf,
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: '{"email": "builder@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', display_error: 'The request body is not valid JSON.' });
    expectErrorBody(response.json());
  });

  it('answers a non-JSON content type with 415', async () => {
    for (const [type, payload] of [
      ['text/plain', 'email=builder@example.com'],
      ['application/x-www-form-urlencoded', 'email=builder%40example.com&password=x'],
      ['multipart/form-data; boundary=x', '--x--'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        ...csrf,
        headers: { ...csrf.headers, 'content-type': type ?? '' },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
      expectErrorBody(response.json());
    }
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/home_page_message',
      ...csrf,
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', message: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        ...csrf,
        headers: { ...csrf.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
      expectErrorBody(response.json());
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login/', ...csrf });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_error', display_error: 'Send the request body as a JSON object.' });
  });

  it('refuses prototype poisoning with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      ...csrf,
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","password":"x","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it('names fields with wrong types', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      ...csrf,
      payload: { email: 42, password: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Enter an email address.', password: 'Enter your password.' });
  });

  it('answers a malformed URL with 400', async () => {
    for (const url of ['/api/users/me/%', '/api/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', request_id: expect.any(String) });
      expectErrorBody(response.json());
    }
  });

  it('refuses NUL characters in strings, naming the field, on either database', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/home_page_message',
      ...csrf,
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","message":"hello\\u0000 there"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { message: expect.any(String) } });
    // An escaped backslash followed by "u0000" is ordinary text.
    const literal = await t.app.inject({
      method: 'POST',
      url: '/api/home_page_message',
      ...csrf,
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","message":"C:\\\\u0000 is a path"}',
    });
    expect(literal.statusCode).toBe(201);
  });

  it('is not confused by odd cookies, methods or unicode', async () => {
    const garbled = await t.app.inject({ method: 'GET', url: '/api/users/me/', headers: { cookie: 'sessionid=%%%; ;;==' } });
    expect(garbled.statusCode).toBe(401);
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/auth/login/' });
    expect(options.statusCode).toBe(404);
    expectErrorBody(options.json());
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/home_page_message',
      ...csrf,
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: '{"email":"a@example.com","message":"broken \\ud800 pair"}',
    });
    expect(surrogate.statusCode).toBe(201);
  });
});
