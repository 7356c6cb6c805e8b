import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Dependencies and peers stay imports; only this package's own code is bundled.
  skipNodeModulesBundle: true,
  loader: { '.css': 'copy' },
  // The stylesheet is its own export (no JS imports it), so esbuild never sees it: copy it.
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/styles/ui-kit.css', 'dist/styles.css');
  },
});
