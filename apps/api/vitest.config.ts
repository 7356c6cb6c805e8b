import { nodeConfig } from '@marketplace/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database, so files run in parallel. Password
// hashing (scrypt, 32 MiB) makes some tests slower than the 5 s default allows on a busy machine.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// Tests that watch which modules the app imports need a module graph of their own.
const importWatchers = ['src/app-start-memory.test.ts'];

export default defineConfig({
  test: {
    projects: [
      // Files share one module graph per worker (`isolate: false`): all state lives in the app each
      // file builds, so the app is imported once per worker instead of once per file, which was
      // two thirds of the suite's CPU time.
      nodeConfig({ test: { ...timeouts, name: 'api', isolate: false, exclude: [...configDefaults.exclude, ...importWatchers] } }),
      nodeConfig({ test: { ...timeouts, name: 'api (isolated)', include: importWatchers } }),
    ],
  },
});
