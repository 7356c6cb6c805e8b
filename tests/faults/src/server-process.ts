import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startBuiltProduct } from '../../../tooling/scripts/lib/start-built-product.mjs';

/** A data folder of its own for one test file: the embedded database, the outbox, uploads. */
export function makeDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The built server running as its own process, on a data folder that outlives it. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What it wrote to standard error (and standard output, unless that went elsewhere) so far. */
  stderr(): string;
  /** Ends it the hard way: no shutdown code runs. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the built server on `dataDir` through the harness the end-to-end tests use, and waits
 * until it answers; stopping it keeps the folder, so the next start finds the same data.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}, output: { stdout?: number } = {}): Promise<ServerProcess> {
  const server = await startBuiltProduct({ env: { LOG_LEVEL: 'error', ...env }, dataDir, stdout: output.stdout });
  return {
    base: server.baseUrl,
    child: server.child,
    stderr: server.output,
    async killHard() {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      await exited;
    },
    stop: server.stop,
  };
}

/** The emails written to the outbox so far (their .json halves), oldest first. */
export function outbox(dataDir: string): { to: string; subject: string; links: Record<string, string> }[] {
  const folder = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(folder);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { to: string; subject: string; links: Record<string, string> });
}
