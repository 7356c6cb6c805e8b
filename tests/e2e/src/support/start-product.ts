import type { TestProject } from 'vitest/node';
import { startBuiltProduct } from '../../../../tooling/scripts/lib/start-built-product.mjs';
import type { RunningServer } from '../../../../tooling/scripts/lib/start-built-product.mjs';

export type { RunningServer };

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * The production build on a fresh embedded database, which the server seeds with the demo
 * accounts (the one harness the measuring tools share). Emails go to the outbox folder in the
 * data directory, where tests read reset links. `env` adds or overrides variables; optional
 * tools stay off unless it sets them, whatever this shell has.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startBuiltProduct({
    env: {
      // Every person of every test file signs in from 127.0.0.1: the per-address limit meant for
      // one attacker would count the whole suite as one, and a fast run passes 10 sign-ins a
      // minute. The limit itself is tested by the API suite (plugins/rate-limit.test.ts).
      RATE_LIMIT_LOGIN_MAX: '1000',
      // The same for sign-ups, confirmation links and new links, which most files start with
      // (limits tested in the API suite's email-verification.routes.test.ts).
      RATE_LIMIT_SIGNUP_MAX: '1000',
      ...env,
    },
  });
}

/** Global setup: the one default server (every optional tool off) that test files share. */
export default async function startProduct(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
