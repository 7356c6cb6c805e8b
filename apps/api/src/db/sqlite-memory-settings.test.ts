import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SQLITE_PAGE_CACHE_BYTES, openDatabase } from './database';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sqlite-memory-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pragma(name: 'cache_size' | 'mmap_size', settings: { pageCacheBytes?: number; mmapBytes?: number }): Promise<number> {
  const database = openDatabase({ dialect: 'sqlite', filename: path.join(dir, `${name}-${Object.keys(settings).join('-')}.sqlite`), ...settings });
  try {
    const { rows } = await sql<Record<string, number>>`${sql.raw(`pragma ${name}`)}`.execute(database.db);
    return Object.values(rows[0] ?? {})[0] ?? Number.NaN;
  } finally {
    await database.destroy();
  }
}

describe('SQLite memory settings', () => {
  it('bounds the page cache, in KiB as SQLite counts it', async () => {
    // A pragma runs on the writing connection, which has a quarter of the budget (the reading one the rest).
    expect(await pragma('cache_size', {})).toBe(-DEFAULT_SQLITE_PAGE_CACHE_BYTES / 4 / 1024);
    expect(await pragma('cache_size', { pageCacheBytes: 8 * 1024 * 1024 })).toBe(-2048);
  });

  it('maps none of the file unless told to', async () => {
    expect(await pragma('mmap_size', {})).toBe(0);
    expect(await pragma('mmap_size', { mmapBytes: 64 * 1024 * 1024 })).toBe(64 * 1024 * 1024);
  });
});
