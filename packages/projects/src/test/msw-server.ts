import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createProjectsHandlers } from '../mocks/handlers';

/**
 * Starts an MSW server for the calling test file with a fresh mock projects API before each
 * test; unhandled requests fail the test, so no test reaches a real network address.
 * `server.use(...)` puts a test's own handlers in front.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createProjectsHandlers()));
  afterAll(() => server.close());
  return server;
}
