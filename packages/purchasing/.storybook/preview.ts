import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createPurchasingHandlers } from '../src/mocks/handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's mock purchasing API. */
export default createPackagePreview({ handlers: createPurchasingHandlers() });
