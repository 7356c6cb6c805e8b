import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Dependencies and peers stay imports; amplitude-js in particular stays a separate chunk of
  // the app, loaded only when analytics is configured.
  skipNodeModulesBundle: true,
});
