import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createSupplierHandlers } from '../src/mocks/handlers';
import { createOrderHandlers } from '../src/mocks/order-handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's mock supplier and order API. */
export default createPackagePreview({ handlers: [...createSupplierHandlers(), ...createOrderHandlers()] });
