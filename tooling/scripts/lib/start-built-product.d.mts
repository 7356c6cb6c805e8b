/** One running production server on its own data directory. */
export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

/** Starts the production build on a fresh embedded database (see start-built-product.mjs). */
export function startBuiltProduct(options?: { env?: Record<string, string> }): Promise<RunningServer>;
