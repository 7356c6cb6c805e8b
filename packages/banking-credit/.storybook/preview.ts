import { createPackagePreview } from '@marketplace/storybook-config/preview';
import { createBankingCreditHandlers } from '../src/mocks/handlers';

/** The shared preview; stories that set no `parameters.msw` get this package's mock API. */
export default createPackagePreview({ handlers: createBankingCreditHandlers() });
