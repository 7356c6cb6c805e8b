// Shared MSW harness for a package's tests: one msw/node server per test file, fresh handlers
// before each test, and helpers to assert what a page sent.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Starts an msw/node server for the calling test file. Unhandled requests fail the test, so no
 * test reaches a real network address. Before each test the handlers are reset to a fresh set from
 * `createHandlers()` (a new mock API state); after each test, listeners a test added to
 * `server.events` (see {@link recordRequests}) are removed.
 */
export function setupMswServer(createHandlers) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createHandlers()));
  afterEach(() => server.events.removeAllListeners());
  afterAll(() => server.close());
  return server;
}

/** Collects the requests `server` sees from now on, to assert what the page asked for. */
export function recordRequests(server) {
  const requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

const pathOf = (request) => new URL(request.url).pathname;

/** Query strings of the recorded GET requests to `path`. */
export function queryOf(requests, path) {
  return requests.filter((request) => request.method === 'GET' && pathOf(request) === path).map((request) => new URL(request.url).searchParams);
}

/** JSON bodies of the recorded `method` requests to `path` (with its trailing slash). */
export function bodiesOf(requests, method, path) {
  return Promise.all(
    requests.filter((request) => request.method === method && pathOf(request) === path).map((request) => request.clone().json()),
  );
}
