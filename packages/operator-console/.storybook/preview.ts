import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createOperatorHandlers } from '../src/mocks/handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's mock operator API. */
export default createPackagePreview({ handlers: createOperatorHandlers() });
