import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createCheckoutHandlers } from '../src/mocks/checkout-handlers';
import { createCartHandlers } from '../src/mocks/handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's mock cart and checkout API. */
export default createPackagePreview({ handlers: [...createCheckoutHandlers(), ...createCartHandlers()] });
