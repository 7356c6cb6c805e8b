import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createSupplierHandlers } from '../src/mocks/handlers';
import { createOrderHandlers } from '../src/mocks/order-handlers';
import { createPayoutHandlers } from '../src/mocks/payout-handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's mock supplier, order and payout API. */
export default createPackagePreview({ handlers: [...createSupplierHandlers(), ...createOrderHandlers(), ...createPayoutHandlers()] });
