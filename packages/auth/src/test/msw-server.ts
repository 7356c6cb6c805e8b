import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createAuthHandlers } from '../mocks/handlers';

/**
 * Starts an MSW server for the calling test file; unhandled requests fail the test so that no
 * test ever reaches a real network address. Each test starts with a fresh, signed-out mock API;
 * `server.use(...)` puts a test's own handlers in front.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createAuthHandlers()));
  afterAll(() => server.close());
  return server;
}
