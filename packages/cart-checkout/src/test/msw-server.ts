import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createCartHandlers, type CartMockOptions } from '../mocks/handlers';

export { bodiesOf, recordRequests } from '@marketplace/vitest-config/msw-server';

/**
 * Starts the test file's MSW server; each test starts with a fresh mock cart API.
 * `server.resetHandlers(...createCartHandlers(options))` starts a test from another cart.
 */
export const setupMswServer = (options: CartMockOptions = {}) => setupSharedMswServer(() => createCartHandlers(options));
