import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { allHandlers } from '../src/mocks/all-handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's whole mock supplier API. */
export default createPackagePreview({ handlers: allHandlers() });
