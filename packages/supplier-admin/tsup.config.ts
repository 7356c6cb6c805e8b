import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/routes.tsx', 'src/dashboard-route.tsx'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Dependencies and peers stay imports; only this package's own code is bundled.
  skipNodeModulesBundle: true,
  loader: { '.css': 'copy' },
});
