import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Installs, publishes and bundles; CI runs it beside other packages' tests on two cores.
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
