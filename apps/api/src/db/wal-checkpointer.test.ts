import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { startWalCheckpointer } from './wal-checkpointer';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function openFile(): { sqlite: SqliteDatabase.Database; filename: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'wal-checkpointer-'));
  folders.push(folder);
  const filename = path.join(folder, 'test.sqlite');
  const sqlite = new SqliteDatabase(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table rows (id integer primary key, body text not null)');
  return { sqlite, filename };
}

/** Writes about 4 MB, which reaches the database file only through a checkpoint. */
function writeRows(sqlite: SqliteDatabase.Database): void {
  const insert = sqlite.prepare('insert into rows (body) values (?)');
  sqlite.transaction(() => {
    for (let i = 0; i < 2000; i += 1) insert.run('x'.repeat(2000));
  })();
}

it('copies the log into the database file from its own thread, with the serving connection checkpointing never', async () => {
  const { sqlite, filename } = openFile();
  const checkpointer = startWalCheckpointer(sqlite, filename, 20);
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
  writeRows(sqlite);
  expect(statSync(filename).size).toBeLessThan(100_000);
  for (let i = 0; i < 200 && statSync(filename).size < 4_000_000; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(statSync(filename).size).toBeGreaterThan(4_000_000);
  await checkpointer.stop();
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  sqlite.close();
});

it('leaves the serving connection checkpointing by itself when the worker cannot open the file', async () => {
  const { sqlite } = openFile();
  const checkpointer = startWalCheckpointer(sqlite, path.join(tmpdir(), 'no-such-folder-for-wal', 'x.sqlite'), 20);
  await checkpointer.stop();
  expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  sqlite.close();
});
