import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

const scripts = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the V8 flags the server runs with', () => {
  it('are the ones `pnpm start` and `pnpm worker` pass, so the benchmarks and tests measure what runs', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server.js`);
    expect(scripts.worker).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/worker.js`);
  });
});
