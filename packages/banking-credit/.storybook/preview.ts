import { createPackagePreview } from '@marketplace/storybook-config/preview';

/** The shared preview (store, MSW, stylesheet); this package has no mock API of its own yet. */
export default createPackagePreview({});
