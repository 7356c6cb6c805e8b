import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createProjectsHandlers } from '../mocks/handlers';

/** Starts the test file's MSW server; each test starts with a fresh mock projects API. */
export const setupMswServer = () => setupSharedMswServer(createProjectsHandlers);
