import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** How often the background connection copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 200;
/** SQLite's own automatic checkpoint threshold (pages), restored if the background one stops. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;
/** The log file is cut back to this size after a checkpoint empties it, instead of keeping its peak. */
const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The worker's source, evaluated as a script: a PASSIVE checkpoint never waits for readers or
 * the writer and never blocks them, it copies what it can now and the rest next time. A busy
 * answer only means another checkpoint is running.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = 0');
// Copying the log into the file reads each page once: no cache worth the memory.
db.pragma('cache_size = -256');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    if (error.code !== 'SQLITE_BUSY' && error.code !== 'SQLITE_LOCKED') throw error;
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** The background checkpoint of one SQLite file. */
export interface WalCheckpointer {
  /** Stops the worker and gives checkpoints back to the serving connection. */
  stop(): Promise<void>;
}

/**
 * Moves SQLite's checkpoints off the event loop. By default the commit that takes the log past
 * 1,000 pages also copies them into the database file and syncs it; better-sqlite3 is
 * synchronous, so every request waited 15–40 ms behind that commit, several times a second under
 * supplier writes (decision 0123). A worker thread with a connection of its own checkpoints
 * instead, and the serving connection's automatic checkpoint is off while the worker runs; if
 * the worker fails, the serving connection checkpoints by itself again, as before.
 */
export function startWalCheckpointer(sqlite: SqliteDatabase.Database, filename: string, intervalMs = CHECKPOINT_INTERVAL_MS): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  // A few statements on a timer: a small heap keeps the thread's memory small too.
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, filename, intervalMs }, resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 } });
  // The worker never keeps a process alive that has nothing else left to do (a CLI command).
  worker.unref();
  sqlite.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
      resolve();
    });
  });
  // A failed worker exits; the exit handler above hands checkpoints back.
  worker.on('error', (error) => process.stderr.write(`SQLite background checkpoint stopped: ${error.message}\n`));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
