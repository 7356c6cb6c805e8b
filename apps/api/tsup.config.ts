import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    'cli/seed': 'src/cli/seed.ts',
    'cli/ops': 'src/cli/ops.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // Installed packages (fastify, better-sqlite3's native addon, pg…) stay imports resolved
  // from node_modules at run time.
  skipNodeModulesBundle: true,
  // Workspace packages are bundled from their TypeScript sources, so the build never runs
  // against a stale build of the contracts.
  noExternal: [/^@marketplace\//],
  esbuildOptions(options) {
    options.conditions = ['@marketplace/source'];
  },
});
