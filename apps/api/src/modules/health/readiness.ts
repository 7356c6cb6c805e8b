import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ObjectStore } from '../../providers/storage/object-store';
import { pendingMigrations } from '../../db/migrate';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';

/** One readiness check's answer. */
export interface CheckResult {
  ok: boolean;
  /** What failed, in words an operator acts on; absent when ok. */
  detail?: string;
}

/** A due job waiting longer than this means no worker is draining the queue. */
export const JOBS_STALLED_AFTER_MS = 5 * 60_000;
/** A check that takes longer than this fails (a hung disk or database must not hang the probe). */
export const CHECK_TIMEOUT_MS = 3_000;

function failure(error: unknown): CheckResult {
  return { ok: false, detail: error instanceof Error ? error.message : String(error) };
}

/** Runs a check, failing it when it throws or takes longer than {@link CHECK_TIMEOUT_MS}. */
async function bounded(check: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(failure), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The database takes a committed write (a read-only file or a full disk do not). */
async function databaseWritable(db: Kysely<Database>): Promise<CheckResult> {
  const checkedAt = new Date().toISOString();
  await db
    .insertInto('readiness_probe')
    .values({ id: 1, checked_at: checkedAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: checkedAt }))
    .execute();
  return { ok: true };
}

async function migrationsCurrent(db: Kysely<Database>): Promise<CheckResult> {
  const pending = await pendingMigrations(db);
  return pending.length === 0 ? { ok: true } : { ok: false, detail: `migrations not applied: ${pending.join(', ')}` };
}

async function jobsDraining(jobs: JobQueue): Promise<CheckResult> {
  const oldest = await jobs.oldestDue(Date.now());
  if (oldest === null || Date.now() - oldest < JOBS_STALLED_AFTER_MS) return { ok: true };
  return { ok: false, detail: `a job has waited ${Math.round((Date.now() - oldest) / 60_000)} minutes: is a worker running (JOB_WORKER, pnpm worker)?` };
}

/** Each folder takes a new file (a full disk or a read-only folder do not). */
async function foldersWritable(folders: readonly string[]): Promise<CheckResult> {
  for (const folder of folders) {
    const probe = path.join(folder, `.ready-${process.pid}-${randomUUID()}`);
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(probe, 'ok');
      await unlink(probe);
    } catch (error) {
      return { ok: false, detail: `${folder}: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return { ok: true };
}

/** Each store takes a new object and lets it go again: the local folders, or the bucket (decision 0151). */
async function storesWritable(stores: readonly ObjectStore[]): Promise<CheckResult> {
  for (const store of stores) {
    const probe = `.ready-${process.pid}-${randomUUID()}`;
    try {
      await store.put(probe, Buffer.from('ok'), 'text/plain');
      await store.delete([probe]);
    } catch (error) {
      return { ok: false, detail: `${store.location}: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return { ok: true };
}

/** Where the server writes: folders of its own (the embedded database, the outbox) and its object stores. */
export interface WritablePlaces {
  folders: readonly string[];
  stores: readonly ObjectStore[];
}

/** Every readiness check, run together, by name. */
export async function readinessChecks(db: Kysely<Database>, jobs: JobQueue, places: WritablePlaces): Promise<Record<'database' | 'migrations' | 'jobs' | 'storage', CheckResult>> {
  const [database, migrations, jobsCheck, storage] = await Promise.all([
    bounded(() => databaseWritable(db)),
    bounded(() => migrationsCurrent(db)),
    bounded(() => jobsDraining(jobs)),
    bounded(async () => {
      const folders = await foldersWritable(places.folders);
      return folders.ok ? storesWritable(places.stores) : folders;
    }),
  ]);
  return { database, migrations, jobs: jobsCheck, storage };
}
