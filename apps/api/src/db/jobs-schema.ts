import type { IsoTime } from '../lib/time';

/** Where a job is: waiting (first try or a retry), being run, done, or given up on. */
export type JobState = 'queued' | 'running' | 'done' | 'dead';

/** Work to do after a commit, written in the same transaction (decision 0125). */
export interface JobsTable {
  id: string;
  kind: string;
  /** JSON; emptied once the job is done (an email's links carry single-use tokens). */
  payload: string;
  state: JobState;
  attempts: number;
  max_attempts: number;
  /** When it may run next, epoch milliseconds (UTC). */
  run_at: number;
  /** While running: when another worker may take it over (its worker is presumed dead). */
  locked_until: number | null;
  last_error: string | null;
  created_at: IsoTime;
  finished_at: IsoTime | null;
}

export interface JobsDatabase {
  jobs: JobsTable;
}
