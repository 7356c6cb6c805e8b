/** The slice of a pino logger background tasks report failures to. */
export interface TaskLog {
  error(details: object, message: string): void;
}

/** Work that finishes after the response, tracked so shutdown (and tests) can wait for it. */
export interface BackgroundTasks {
  /** Starts `task` now; a failure is logged with `name`, never lost. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far has settled. */
  drain(): Promise<void>;
}

/** Creates a tracker for fire-and-forget work such as emails whose timing must not leak. */
export function createBackgroundTasks(log: TaskLog): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'Background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
