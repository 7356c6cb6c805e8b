import { createStorybookConfig } from '../tooling/storybook/src/main.ts';

/**
 * One Storybook for the whole workspace: every package's stories, one preview (./preview.tsx).
 * Each package also has a Storybook of its own (`pnpm --filter <package> storybook`) built from
 * the same config.
 */
export default createStorybookConfig({ stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'] });
