import { sourceConditions } from '@marketplace/vitest-config';
import type { InlineConfig } from 'vite';

/**
 * Storybook's Vite config with the workspace's module resolution: the `@marketplace/source`
 * condition first, so stories read workspace packages from their TypeScript sources exactly as
 * tests and the dev server do.
 */
export function withWorkspaceResolution(config: InlineConfig): InlineConfig {
  return { ...config, resolve: { ...config.resolve, conditions: [...sourceConditions] } };
}
