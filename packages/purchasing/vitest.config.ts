import { reactLibraryConfig } from '@marketplace/vitest-config';

export default reactLibraryConfig();
