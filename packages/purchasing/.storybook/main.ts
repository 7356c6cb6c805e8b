import { createPackageStorybookConfig } from '@marketplace/storybook-config/main';
import { fileURLToPath } from 'node:url';

/** This package's own Storybook: only its stories, with the workspace's shared config. */
export default createPackageStorybookConfig({ configDir: fileURLToPath(new URL('.', import.meta.url)) });
