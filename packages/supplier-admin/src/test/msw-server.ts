import { setupMswServer as setupSharedMswServer } from '@marketplace/vitest-config/msw-server';
import { createSupplierHandlers } from '../mocks/handlers';
import { createOrderHandlers } from '../mocks/order-handlers';
import { createPayoutHandlers } from '../mocks/payout-handlers';

/** Starts the test file's MSW server; each test starts with a fresh mock supplier, order and payout API. */
export const setupMswServer = () => setupSharedMswServer(() => [...createSupplierHandlers(), ...createOrderHandlers(), ...createPayoutHandlers()]);
