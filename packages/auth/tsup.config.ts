import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/routes.tsx'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Dependencies and peers stay imports (tsup's default); only this package's own code is bundled.
  // Not `skipNodeModulesBundle`: it bundles whatever tsconfig `paths` map, and `paths` send the
  // workspace packages to their sources, which would give the app a second copy of the shared API.
  external: ['@marketplace/api-client', '@marketplace/contracts', '@marketplace/ui-kit'],
  loader: { '.css': 'copy' },
});
