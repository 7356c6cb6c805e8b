import react from '@vitejs/plugin-react';
import { sourceConditions } from '@marketplace/vitest-config';
import { defineConfig } from 'vite';

/** The API the dev server forwards to; `pnpm dev` runs it on port 8080. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
const forwarded = ['/api', '/csrf', '/v2', '/v3'];

export default defineConfig({
  // The API serves the built app under this base path (spec: /app/v2).
  base: '/app/v2/',
  plugins: [react()],
  resolve: { conditions: sourceConditions },
  server: {
    port: 5173,
    proxy: Object.fromEntries(forwarded.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: false }])),
  },
  // The manifest maps each route's module to its chunks: the bundle-size check reads it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // The contracts declare zod schemas at the top of modules whose constants the first pages
      // need (error codes, account types); a call is kept unless known pure, so every schema of
      // those modules, and zod with them, would ship. Calls on \`z\` build schemas and nothing else.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
