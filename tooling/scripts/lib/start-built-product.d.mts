import type { ChildProcess } from 'node:child_process';

/** One running production server on its own data directory. */
export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's process. */
  child: ChildProcess;
  /** What it wrote to its outputs so far (standard error only when `stdout` was given). */
  output(): string;
  /** Stops the server and deletes its data (unless the caller gave the data directory). */
  stop(): Promise<void>;
}

/** Starts the production build on a fresh embedded database, or on `dataDir` (see start-built-product.mjs). */
export function startBuiltProduct(options?: { env?: Record<string, string>; dataDir?: string; stdout?: number }): Promise<RunningServer>;
