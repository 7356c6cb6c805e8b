import pino from 'pino';
import type { Logger } from 'pino';

/** Log lines that could not be written since the process started (a full disk, a closed pipe). */
let failedWrites = 0;
let reported = false;
/** The process's own outputs are watched once, however many loggers (apps, in tests) are made. */
let watchingStandardStreams = false;

/** How many log writes failed: logging must never take the process down, but it must be known. */
export function logWriteFailures(): number {
  return failedWrites;
}

/**
 * A pino logger on standard output that survives its output failing. pino's default stream
 * emits an 'error' nobody listens to when a write fails (ENOSPC once the disk the output is
 * redirected to is full, EPIPE when the reading end went away), and an unheard 'error' ends the
 * process. Here failures are counted (`logWriteFailures`) and reported once on standard error.
 */
export function createLogger(options: pino.LoggerOptions): Logger {
  const destination = pino.destination({ dest: 1, sync: true });
  destination.on('error', countFailure);
  // Other writers to the same outputs (the start-up line) fail the same way, asynchronously on a pipe.
  if (!watchingStandardStreams) {
    watchingStandardStreams = true;
    process.stdout.on('error', countFailure);
    process.stderr.on('error', countFailure);
  }
  return pino(options, destination);
}

/** Writes a line for whoever reads standard output; a failure is counted like a log line's. */
export function printLine(line: string): void {
  try {
    process.stdout.write(`${line}\n`);
  } catch (error) {
    countFailure(error as NodeJS.ErrnoException);
  }
}

function countFailure(error: NodeJS.ErrnoException): void {
  failedWrites += 1;
  if (reported) return;
  reported = true;
  try {
    process.stderr.write(`Log output failed (${error.code ?? error.message}); further failures are counted, not reported.\n`);
  } catch {
    // Standard error may be on the same full disk.
  }
}
