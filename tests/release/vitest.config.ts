import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Installs, publishes and bundles on a shared two-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
