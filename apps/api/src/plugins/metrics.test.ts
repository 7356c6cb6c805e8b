import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

const TOKEN = 'scrape-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  let withToken: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    withToken = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
    await withToken.close();
  });

  it('reports requests by route pattern and status, database time, jobs, caches, the event loop and log failures', async () => {
    const builder = t.client();
    await builder.login('builder@example.com');
    await builder.get('/api/users/me/');
    await builder.get('/api/ordering/orders/00000000-0000-0000-0000-000000000000/');
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/users\/me\/",status="200"\} [1-9]/);
    // The route's pattern, not the id asked for.
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/ordering\/orders\/:id\/",status="404"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/users\/me\/",status="200"\}/);
    expect(text).toMatch(/db_query_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/jobs_waiting\{state="queued"\} \d+/);
    expect(text).toMatch(/cache_lookups_total\{cache="sessions",result="(hit|miss)"\} [1-9]/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/log_write_failures \d+/);
  });

  it('answers only this machine without a token, and only the token with one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
    expect((await withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(403);
    const scraped = await withToken.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_requests_total');
  });
});
