import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createOrdersHandlers, type OrdersMockOptions } from '../mocks/handlers';

export { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';

/**
 * Starts the test file's MSW server; each test starts with fresh mock orders.
 * `server.resetHandlers(...createOrdersHandlers(options))` starts a test from other orders.
 */
export const setupMswServer = (options: OrdersMockOptions = {}) => setupSharedMswServer(() => createOrdersHandlers(options));
