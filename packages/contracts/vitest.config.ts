import { nodeConfig } from '@marketplace/vitest-config';

export default nodeConfig();
