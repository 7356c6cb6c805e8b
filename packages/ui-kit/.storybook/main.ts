// By path, not by package name: @marketplace/storybook-config depends on the UI kit, so the UI kit
// cannot depend on it.
import { fileURLToPath } from 'node:url';
import { createPackageStorybookConfig } from '../../../tooling/storybook/src/main.ts';

/** The UI kit's own Storybook: only its stories, with the workspace's shared config. */
export default createPackageStorybookConfig({ configDir: fileURLToPath(new URL('.', import.meta.url)) });
