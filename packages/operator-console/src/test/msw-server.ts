import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createOperatorHandlers, type OperatorMockOptions } from '../mocks/handlers';

export { bodiesOf, queryOf, recordRequests } from '@marketplace/vitest-config/msw-server';

/** Starts the test file's MSW server; each test starts with a fresh mock operator API (signed in unless told). */
export const setupMswServer = (options: OperatorMockOptions = {}) => setupSharedMswServer(() => createOperatorHandlers(options));
