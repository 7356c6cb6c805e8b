// Shared Vitest presets. `@marketplace/source` is listed first among the resolve conditions so
// tests, Storybook and the dev server read workspace packages from their TypeScript sources
// without building them first; published builds use the `import` condition instead. The name is
// scoped because some libraries (react-aria, @internationalized/*) publish a plain `source`
// condition pointing at files they do not ship.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const setupDom = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

export const sourceConditions = ['@marketplace/source', 'module', 'browser', 'development|production'];

/** The file that renders every story of a package (see stories.js). */
const storiesTest = 'src/stories.test.tsx';

/**
 * Preset for React packages: jsdom, Testing Library matchers, MSW-friendly.
 *
 * Test files share one worker, one module cache and one jsdom window (`isolate: false`) instead of
 * a fresh process each: starting jsdom and importing React, react-aria and the design system again
 * for every file was three quarters of these suites' CPU time, and CI runs them on two cores.
 * setup-dom.js gives each file what a fresh worker would: its own copies of the workspace's modules
 * (react-aria's and the other installed libraries' stay loaded), an empty document, real timers.
 * The stories file keeps a process of its own: a portable story stays mounted until the next one
 * renders, so the last story of the file would live on into the next file.
 */
export function reactLibraryConfig(overrides = {}) {
  return defineConfig({
    plugins: [react()],
    resolve: { conditions: sourceConditions },
    test: {
      environment: 'jsdom',
      setupFiles: [setupDom, ...(overrides.setupFiles ?? [])],
      css: false,
      // The first test to render a lazy page transforms the design system on the spot; on a
      // two-core machine running several packages' suites at once that can take seconds, and a
      // long form flow (create a product, add variants) tens of them.
      testTimeout: 60_000,
      ...overrides.test,
      projects: [
        // Each project names its own files: `extends` would add an `include` of the root to its own.
        { extends: true, test: { name: 'shared worker', isolate: false, include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, storiesTest] } },
        { extends: true, test: { name: 'stories', include: [storiesTest] } },
      ],
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
