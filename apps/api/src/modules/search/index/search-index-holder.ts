import type { Executor } from '../../../db/schema';
import { MemorySearchIndex } from './memory-search-index';
import { changesAfter, documentsAfter, documentsOf, latestChange, pruneChanges } from './search-index-source.repository';

/**
 * Documents read per query while building: SQLite answers synchronously, so each read holds the
 * event loop (about 8 ms for 500 at 100,000 offers; 2,000 held it 30 ms).
 */
const DOCUMENTS_PER_READ = 500;
/** Changes read per query while catching up. */
const CHANGES_PER_READ = 5000;
/**
 * How long a missing change number is waited for. PostgreSQL hands numbers out at insert, not
 * at commit: a number may be missing because its transaction has not committed yet (or rolled
 * back). Changes that numbered are read again until it shows up or this passes.
 */
const GAP_WAIT_MS = 30_000;
/** Changes older than this are deleted: every running process has read them long before. */
const CHANGE_KEEP_MS = 10 * 60_000;
/** Changes deleted per statement, so no delete holds the database (or the event loop) for long. */
const PRUNE_BATCH = 1000;
/** Statements per pruning (every 10 s): up to 2,000 changes a second are kept up with. */
const PRUNE_ROUNDS = 20;
/** Rebuilt from scratch once this share of its document slots are replaced or deleted ones. */
const DEAD_SHARE_REBUILD = 0.5;

/** What the holder reports about its index. */
export interface SearchIndexStatus {
  ready: boolean;
  documents: number;
  /** Bytes of the index's typed arrays. */
  bytes: number;
  /** How long the last build took. */
  buildMs: number | null;
}

/** Keeps an in-memory search index built from the database and current with its changes. */
export interface SearchIndexHolder {
  /**
   * The index, first caught up with every change committed so far (in this process or any
   * other on the database); undefined until the first build is done (search then asks the database).
   */
  current(): Promise<MemorySearchIndex | undefined>;
  /** The index as it stands, without reading new changes first (what the poll has applied). */
  snapshot(): MemorySearchIndex | undefined;
  /** Builds the index in the background and polls for other processes' changes every `pollMs`. */
  start(): void;
  /** Stops polling and waits for a build in progress to stop. */
  close(): Promise<void>;
  status(): SearchIndexStatus;
}

/** Dependencies of {@link createSearchIndexHolder}. */
export interface SearchIndexHolderDeps {
  db: Executor;
  /** How often changes by other processes are looked for when no search asks. */
  pollMs: number;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

/** An index with how far through the change log it is. */
interface Replica {
  index: MemorySearchIndex;
  /** Every change numbered up to this one is applied or given up on. */
  settled: number;
  /** The highest change number applied. */
  applied: number;
  /** Missing numbers above `settled`, with when each was first missed. */
  gaps: Map<number, number>;
  /** A catch-up running now, and one queued behind it for callers that came during it. */
  running: Promise<void> | undefined;
  queued: Promise<void> | undefined;
}

/** Creates the holder; nothing runs until {@link SearchIndexHolder.start}. */
export function createSearchIndexHolder({ db, pollMs, log }: SearchIndexHolderDeps): SearchIndexHolder {
  let replica: Replica | undefined;
  let building: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let buildMs: number | null = null;
  let lastPrune = 0;

  async function build(): Promise<void> {
    const started = Date.now();
    const startSeq = await latestChange(db);
    const index = new MemorySearchIndex();
    let after: string | null = null;
    for (;;) {
      if (stopped) return;
      const documents = await documentsAfter(db, after, DOCUMENTS_PER_READ);
      if (documents.length === 0) break;
      for (const document of documents) index.upsert(document);
      after = documents.at(-1)!.variantId;
      await yieldToRequests();
    }
    index.trim();
    // Changes made while the pages were read are applied now: reloading a variant is idempotent.
    const built: Replica = { index, settled: startSeq, applied: startSeq, gaps: new Map(), running: undefined, queued: undefined };
    await catchUp(built);
    if (stopped) return;
    replica = built;
    buildMs = Date.now() - started;
    log.info({ documents: index.documentCount, bytes: index.bytes(), buildMs, heapUsed: process.memoryUsage().heapUsed }, 'Search index built');
  }

  function rebuild(): void {
    if (building || stopped) return;
    building = build()
      .catch((error: unknown) => log.error({ err: error }, 'Search index build failed; search asks the database meanwhile'))
      .finally(() => {
        building = undefined;
      });
  }

  /** Applies the changes committed since the replica's last read; concurrent callers share reads. */
  function catchUp(target: Replica): Promise<void> {
    if (!target.running) {
      target.running = readChanges(target).finally(() => {
        target.running = undefined;
      });
      return target.running;
    }
    // A caller arriving during a read may have just committed a write that read missed.
    target.queued ??= target.running.then(() => {
      target.queued = undefined;
      return catchUp(target);
    });
    return target.queued;
  }

  async function readChanges(target: Replica): Promise<void> {
    let cursor = target.settled;
    for (;;) {
      const changes = await changesAfter(db, cursor, CHANGES_PER_READ);
      const now = Date.now();
      const variants = new Set<string>();
      let expected = cursor + 1;
      for (const { seq, variantId } of changes) {
        for (let missing = Math.max(expected, target.applied + 1); missing < seq; missing += 1) {
          if (!target.gaps.has(missing)) target.gaps.set(missing, now);
        }
        if (seq > target.applied || target.gaps.delete(seq)) variants.add(variantId);
        expected = seq + 1;
      }
      const last = changes.at(-1)?.seq;
      if (variants.size > 0) {
        const documents = await documentsOf(db, [...variants]);
        // Swapped in without an await between, so no search sees a variant half applied.
        const found = new Set(documents.map((document) => document.variantId));
        for (const variantId of variants) if (!found.has(variantId)) target.index.remove(variantId);
        for (const document of documents) target.index.upsert(document);
      }
      if (last !== undefined) {
        target.applied = Math.max(target.applied, last);
        cursor = last;
      }
      if (changes.length < CHANGES_PER_READ) break;
    }
    for (const [seq, since] of target.gaps) if (Date.now() - since > GAP_WAIT_MS) target.gaps.delete(seq);
    target.settled = target.gaps.size > 0 ? Math.min(...target.gaps.keys()) - 1 : target.applied;
    const { index } = target;
    if (target === replica && index.documentSlots > 1000 && index.documentSlots - index.documentCount > index.documentSlots * DEAD_SHARE_REBUILD) rebuild();
  }

  async function poll(): Promise<void> {
    if (replica) await catchUp(replica);
    if (Date.now() - lastPrune > 10_000) {
      lastPrune = Date.now();
      const before = Date.now() - CHANGE_KEEP_MS;
      for (let round = 0; round < PRUNE_ROUNDS && !stopped; round += 1) {
        if ((await pruneChanges(db, before, PRUNE_BATCH)) < PRUNE_BATCH) break;
        await yieldToRequests();
      }
    }
  }

  return {
    async current() {
      const now = replica;
      if (!now) return undefined;
      await catchUp(now);
      return now.index;
    },
    snapshot: () => replica?.index,
    start() {
      rebuild();
      timer = setInterval(() => {
        if (!replica && !building) rebuild();
        poll().catch((error: unknown) => log.error({ err: error }, 'Search index: reading changes failed'));
      }, pollMs);
      timer.unref();
    },
    async close() {
      stopped = true;
      if (timer) clearInterval(timer);
      await building;
      await replica?.running;
      await replica?.queued;
    },
    status() {
      return { ready: replica !== undefined, documents: replica?.index.documentCount ?? 0, bytes: replica?.index.bytes() ?? 0, buildMs };
    },
  };
}

/**
 * Lets waiting requests run. SQLite answers synchronously: without this a loop of queries would
 * run as one chain of microtasks and no request would be served until it ends.
 */
function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
