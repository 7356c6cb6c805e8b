import { dependencySourceGuard } from '@marketplace/vitest-config/dependency-source-guard';
import { sourceConditions } from '@marketplace/vitest-config';
import type { InlineConfig, PluginOption } from 'vite';

/**
 * Storybook's Vite config with the workspace's module resolution: the `source` condition first,
 * so stories read workspace packages from their TypeScript sources exactly as tests do, and the
 * guard that keeps that condition away from libraries which misuse it (also while pre-bundling).
 */
export function withWorkspaceResolution(config: InlineConfig): InlineConfig {
  const guard = dependencySourceGuard();
  const plugins: PluginOption[] = [guard, ...(config.plugins ?? [])];
  return {
    ...config,
    plugins,
    resolve: { ...config.resolve, conditions: [...sourceConditions] },
    optimizeDeps: {
      ...config.optimizeDeps,
      rolldownOptions: {
        ...config.optimizeDeps?.rolldownOptions,
        plugins: [guard, config.optimizeDeps?.rolldownOptions?.plugins],
      },
    },
  };
}
