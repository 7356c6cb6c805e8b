import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createOrdersHandlers, type OrdersMockOptions } from '../mocks/handlers';

/**
 * Starts an MSW server for the calling test file with a fresh mock orders API before each test;
 * unhandled requests fail the test. `server.resetHandlers(...createOrdersHandlers(options))` starts
 * a test from other orders; `server.use(...)` puts a test's own handlers in front.
 */
export function setupMswServer(options: OrdersMockOptions = {}) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createOrdersHandlers(options)));
  afterEach(() => server.events.removeAllListeners());
  afterAll(() => server.close());
  return server;
}

/** Collects the requests a test's server sees, to assert what the page sent. */
export function recordRequests(server: ReturnType<typeof setupServer>): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** JSON bodies of the recorded `method` requests to `path` (with its trailing slash). */
export function bodiesOf(requests: readonly Request[], method: string, path: string): Promise<unknown[]> {
  return Promise.all(
    requests
      .filter((request) => request.method === method && new URL(request.url).pathname === path)
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}
