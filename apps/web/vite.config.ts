import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { sourceConditions } from '@marketplace/vitest-config';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { preloadOnlyWhatIsMissing } from './build/preload-only-what-is-missing';

/** The API the dev server forwards to; `pnpm dev` runs it on port 8080. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';
const forwarded = ['/api', '/csrf', '/v2', '/v3'];

export default defineConfig({
  // The API serves the built app under this base path (spec: /app/v2).
  base: '/app/v2/',
  plugins: [
    react(),
    preloadOnlyWhatIsMissing(),
    // The product speaks English only: React Aria's built-in strings ("Dismiss", "Select an item")
    // in its 30-odd other languages would ship on every page and never show.
    optimizeLocales.vite({ locales: ['en-US'] }),
    // Brotli and gzip copies beside each file, at the strongest levels: compressed once here, the
    // API sends them as they are (@fastify/static's preCompressed) instead of compressing per request.
    compression({
      include: /\.(js|css|html|svg|ico|json|txt)$/,
      exclude: /\.vite\//,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
      ],
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
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
      // those modules, and zod with them, would ship. Calls on `z` build schemas and nothing else.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
