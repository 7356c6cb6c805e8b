import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createAuthHandlers } from '../mocks/handlers';

/** Starts the test file's MSW server; each test starts with a fresh, signed-out mock API. */
export const setupMswServer = () => setupSharedMswServer(createAuthHandlers);
