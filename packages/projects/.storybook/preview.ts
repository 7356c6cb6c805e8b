import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createProjectsHandlers } from '../src/mocks/handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's mock API. */
export default createPackagePreview({ handlers: createProjectsHandlers() });
