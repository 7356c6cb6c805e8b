import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSupplierHandlers } from '../mocks/handlers';

/**
 * Starts an MSW server for the calling test file with a fresh mock supplier API before each test;
 * unhandled requests fail the test. `server.use(...)` puts a test's own handlers in front.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createSupplierHandlers()));
  afterAll(() => server.close());
  return server;
}
