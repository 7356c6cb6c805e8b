import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { printLine } from '../lib/logger';

/** A worker that dies sooner than this after starting counts as a crash loop. */
const EARLY_EXIT_MS = 10_000;
/** Early exits in a row after which the primary stops restarting and exits: the setup is broken. */
const MAX_EARLY_EXITS = 5;

/** Options of {@link runClusterPrimary}. */
export interface ClusterPrimaryOptions {
  workers: number;
  /** How long SIGTERM waits for the workers to finish before exiting anyway. */
  shutdownGraceMs: number;
}

/**
 * The primary process of `WORKERS=n` (decision 0150): forks n API processes that share the port
 * (node:cluster hands each new connection to one of them), replaces one that dies, and passes
 * SIGINT/SIGTERM on so each finishes its requests and its running job before the primary exits.
 * It serves nothing itself: a crash in one process costs that process's requests only.
 */
export function runClusterPrimary({ workers, shutdownGraceMs }: ClusterPrimaryOptions): void {
  /** The running workers, by id, with when each started. */
  const startedAt = new Map<number, number>();
  let earlyExits = 0;
  let stopping = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    // Counted here rather than from cluster.workers, which drops a worker only once it has also disconnected.
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      printLine(`API processes keep stopping right after they start (last: code ${code}, signal ${signal}); giving up.`);
      process.exit(1);
    }
    printLine(`API process ${worker.process.pid} stopped (code ${code}, signal ${signal}); starting another.`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), shutdownGraceMs + 1_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  for (let index = 0; index < workers; index += 1) fork();
}
