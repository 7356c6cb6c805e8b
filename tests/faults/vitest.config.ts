import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file starts and kills real server processes; CI runs it beside other suites on two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
