// Shared Vitest presets. `@marketplace/source` is listed first among the resolve conditions so
// tests, Storybook and the dev server read workspace packages from their TypeScript sources
// without building them first; published builds use the `import` condition instead. The name is
// scoped because some libraries (react-aria, @internationalized/*) publish a plain `source`
// condition pointing at files they do not ship.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

export const sourceConditions = ['@marketplace/source', 'module', 'browser', 'development|production'];

/** Preset for React packages: jsdom, Testing Library matchers, MSW-friendly. */
export function reactLibraryConfig(overrides = {}) {
  return defineConfig({
    plugins: [react()],
    resolve: { conditions: sourceConditions },
    test: {
      environment: 'jsdom',
      setupFiles: [setupDom, ...(overrides.setupFiles ?? [])],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // The first test to render a lazy page transforms the design system on the spot; on a
      // two-core machine running several packages' suites at once that can take seconds, and a
      // long form flow (create a product, add variants) tens of them.
      testTimeout: 60_000,
      ...overrides.test,
    },
  });
}

const nodeConditions = ['@marketplace/source', 'node'];

/** Preset for Node packages (the API, scripts). */
export function nodeConfig(overrides = {}) {
  return defineConfig({
    // No `import` here: Vitest hands these conditions to Node's loader too, and CommonJS
    // `require()` calls would then pick ESM builds (pg requiring pg-pool gets a namespace).
    resolve: { conditions: nodeConditions },
    ssr: { resolve: { conditions: nodeConditions } },
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      ...overrides.test,
    },
  });
}
