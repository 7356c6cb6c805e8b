import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createBankingCreditHandlers } from '../mocks/handlers';

/**
 * Starts an MSW server for the calling test file with a fresh mock credit API before each test;
 * unhandled requests fail the test, so no test reaches a real network address.
 */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => server.resetHandlers(...createBankingCreditHandlers()));
  afterAll(() => server.close());
  return server;
}
