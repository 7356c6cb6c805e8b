import { createConfig } from '@marketplace/eslint-config';

export default createConfig({ tier: 'feature', self: 'purchasing' });
