import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/api');

/** A data folder of its own for one test file: the embedded database, the outbox, uploads. */
export function makeDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The built server (apps/api/dist/server.js) running as its own process. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What it wrote to standard error so far. */
  stderr(): string;
  /** Ends it the hard way: no shutdown code runs. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the built server on `dataDir` and waits until it answers. */
export async function startServer(dataDir: string, env: Record<string, string> = {}, output: { stdout?: number } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', output.stdout ?? 'ignore', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 600) throw new Error('The server did not answer within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    stderr: () => stderr,
    async killHard() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The emails written to the outbox so far (their .json halves). */
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
