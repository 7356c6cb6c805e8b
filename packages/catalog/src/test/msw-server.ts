import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createCatalogHandlers } from '../mocks/handlers';

export { bodiesOf, queryOf, recordRequests } from '@marketplace/vitest-config/msw-server';

/** Starts the test file's MSW server; each test starts with a fresh mock catalogue API. */
export const setupMswServer = () => setupSharedMswServer(createCatalogHandlers);
