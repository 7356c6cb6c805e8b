import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { statementBytes, withStatementCache } from './statement-cache';

let connections: SqliteDatabase.Database[] = [];
afterEach(() => {
  for (const connection of connections) if (connection.open) connection.close();
  connections = [];
});

function cachedConnection(maxBytes: number) {
  const connection = new SqliteDatabase(':memory:');
  connections.push(connection);
  connection.exec('create table items (id integer primary key, name text)');
  return withStatementCache(connection, maxBytes);
}

describe('withStatementCache', () => {
  it('prepares a repeated SQL text once', () => {
    const database = cachedConnection(64 * 1024);
    const sql = 'select name from items where id = ?';
    expect(database.prepare(sql)).toBe(database.prepare(sql));
  });

  it('keeps its statements within its byte budget, dropping the least recently used', () => {
    const database = cachedConnection(64 * 1024);
    const first = database.prepare('select name from items where id = ? and 0 = 0');
    for (let index = 1; index < 200; index += 1) {
      database.prepare(`select name from items where id = ? and ${index} = ${index}`);
      expect(database.cachedBytes()).toBeLessThanOrEqual(64 * 1024);
    }
    expect(database.cachedBytes()).toBeGreaterThan(32 * 1024);
    expect(database.prepare('select name from items where id = ? and 0 = 0')).not.toBe(first);
    expect(database.prepare('select name from items where id = ? and 199 = 199')).toBe(database.prepare('select name from items where id = ? and 199 = 199'));
  });

  it('counts a statement by its SQL and parameters', () => {
    expect(statementBytes('select 1')).toBeGreaterThanOrEqual(3 * 1024);
    expect(statementBytes('select * from items where id in (?, ?, ?)')).toBeGreaterThan(statementBytes('select * from items where id in (?)'));
  });
});
