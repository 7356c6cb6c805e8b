import { reactLibraryConfig } from '@marketplace/vitest-config';
import { fileURLToPath } from 'node:url';

export default reactLibraryConfig({
  setupFiles: [fileURLToPath(new URL('./src/test/load-deferred-components.ts', import.meta.url))],
});
