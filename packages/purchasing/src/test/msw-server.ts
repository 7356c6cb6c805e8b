import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createPurchasingHandlers, type PurchasingMockOptions } from '../mocks/handlers';

export { bodiesOf, queryOf, recordRequests } from '@marketplace/vitest-config/msw-server';

/** Starts the test file's MSW server; each test starts with a fresh mock purchasing API. */
export const setupMswServer = (options: PurchasingMockOptions = {}) => setupSharedMswServer(() => createPurchasingHandlers(options));
