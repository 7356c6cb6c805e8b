import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createCatalogHandlers } from '../mocks/handlers';

/**
 * Starts an MSW server for the calling test file with the mock catalogue API; unhandled
 * requests fail the test, so no test reaches a real network address. `server.use(...)` puts a
 * test's own handlers in front.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createCatalogHandlers()));
  afterEach(() => server.events.removeAllListeners());
  afterAll(() => server.close());
  return server;
}

/** Collects the requests a test's server sees, to assert what the page asked for. */
export function recordRequests(server: ReturnType<typeof setupServer>): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** Query strings of the recorded GET requests to `path`. */
export function queryOf(requests: readonly Request[], path: string): URLSearchParams[] {
  return requests
    .filter((request) => request.method === 'GET' && new URL(request.url).pathname === path)
    .map((request) => new URL(request.url).searchParams);
}

/** JSON bodies of the recorded POST requests to `path`. */
export function bodiesOf(requests: readonly Request[], path: string): Promise<unknown[]> {
  return Promise.all(
    requests
      .filter((request) => request.method === 'POST' && new URL(request.url).pathname === path)
      .map((request) => request.clone().json() as Promise<unknown>),
  );
}
