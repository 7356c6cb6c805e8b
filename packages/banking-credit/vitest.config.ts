import { reactLibraryConfig } from '@marketplace/vitest-config';

export default reactLibraryConfig({ setupFiles: ['./src/test/setup.ts'] });
