import { ConfigError } from '../config';

/**
 * Ends a command-line process with status 1 after printing why: just the message for a
 * configuration or usage mistake, the stack for anything unexpected.
 */
export function exitWithError(error: unknown, context: string): never {
  const text =
    error instanceof ConfigError || error instanceof UsageError
      ? error.message
      : `${context}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  process.stderr.write(`${text}\n`);
  process.exit(1);
}

/** A mistake in how a command was called; printed without a stack. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
