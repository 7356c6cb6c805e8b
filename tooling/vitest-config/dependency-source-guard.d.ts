/**
 * Resolves a bare import of a dependency without the workspace's `source` condition, or returns
 * null to let the bundler resolve it normally.
 */
export declare function resolveDependencyWithoutSource(id: string, importer: string, conditions?: string[]): string | null;

/** Vite/Rolldown plugin that keeps the `source` condition for workspace packages only. */
export declare function dependencySourceGuard(options?: { conditions?: string[] }): {
  name: string;
  enforce: 'pre';
  resolveId(id: string, importer: string | undefined): string | null;
};
