import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createSupplierHandlers } from '../mocks/handlers';
import { createOrderHandlers } from '../mocks/order-handlers';

/** Starts the test file's MSW server; each test starts with a fresh mock supplier and order API. */
export const setupMswServer = () => setupSharedMswServer(() => [...createSupplierHandlers(), ...createOrderHandlers()]);
