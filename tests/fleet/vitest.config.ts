import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Starts three API processes, HAProxy and an S3-compatible server, and kills one of them.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
