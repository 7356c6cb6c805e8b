import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createOrdersHandlers } from '../src/mocks/handlers';

/** The shared preview (store, MSW, stylesheet) with this package's mock orders API. */
export default createPackagePreview({ handlers: createOrdersHandlers() });
