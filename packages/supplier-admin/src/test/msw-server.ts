import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createSupplierHandlers } from '../mocks/handlers';
import { createOrderHandlers } from '../mocks/order-handlers';

/**
 * Starts an MSW server for the calling test file with a fresh mock supplier and order API before each test;
 * unhandled requests fail the test. `server.use(...)` puts a test's own handlers in front.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createSupplierHandlers(), ...createOrderHandlers()));
  afterAll(() => server.close());
  return server;
}
