import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createBankingCreditHandlers } from '../mocks/handlers';

/** Starts the test file's MSW server; each test starts with a fresh mock credit API. */
export const setupMswServer = () => setupSharedMswServer(createBankingCreditHandlers);
