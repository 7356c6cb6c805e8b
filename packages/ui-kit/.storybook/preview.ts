// By path for the same reason as main.ts.
import { createPackagePreview } from '../../../tooling/storybook/src/preview';

/** The shared preview (store, MSW, stylesheet); the UI kit calls no API. */
export default createPackagePreview({});
