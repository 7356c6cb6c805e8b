import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { allHandlers } from '../mocks/all-handlers';

/** Starts the test file's MSW server; each test starts with a fresh mock of the whole supplier API. */
export const setupMswServer = () => setupSharedMswServer(() => allHandlers());
