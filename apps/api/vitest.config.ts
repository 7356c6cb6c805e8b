import { nodeConfig } from '@marketplace/vitest-config';
import { configDefaults, defineConfig } from 'vitest/config';

// Each test file builds its own app on its own database, so files run in parallel. Password
// hashing (scrypt, 32 MiB) makes some tests slower than the 5 s default allows on a busy machine.
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// Tests that watch which modules the app imports need a module graph of their own.
const importWatchers = ['src/app-start-memory.test.ts'];
// Tests that compare answer times, which another process busy beside them skews: a project of
// their own, so scripts/test-all-databases.mjs can run them once the other runs have finished.
const timingChecks = ['src/modules/auth/account-enumeration.test.ts'];
/** Only the main project gets it: the others have a file or two, which migrate their own database. */
const postgresTemplate = 'src/testing/postgres-template.ts';

export default defineConfig({
  test: {
    projects: [
      // Files share one module graph per worker (`isolate: false`): all state lives in the app each
      // file builds, so the app is imported once per worker instead of once per file, which was
      // two thirds of the suite's CPU time.
      // On PostgreSQL, the global setup migrates one template database that each file copies.
      nodeConfig({
        test: { ...timeouts, name: 'api', isolate: false, exclude: [...configDefaults.exclude, ...importWatchers, ...timingChecks], globalSetup: [postgresTemplate] },
      }),
      nodeConfig({ test: { ...timeouts, name: 'api (isolated)', include: importWatchers } }),
      nodeConfig({ test: { ...timeouts, name: 'api (timing)', include: timingChecks } }),
    ],
  },
});
