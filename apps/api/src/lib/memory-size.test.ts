import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bufferBytes, objectBytes, ownedBuffer } from './memory-size';

describe('bufferBytes and ownedBuffer', () => {
  it('count what a slice keeps alive: its whole backing store', () => {
    const pooled = Buffer.from('a short answer', 'utf8');
    expect(bufferBytes(pooled)).toBeGreaterThanOrEqual(pooled.buffer.byteLength);
    const gzipped = gzipSync(Buffer.from('x'.repeat(5000)));
    expect(gzipped.buffer.byteLength).toBeGreaterThan(gzipped.length * 10);
    expect(bufferBytes(gzipped)).toBeGreaterThanOrEqual(gzipped.buffer.byteLength);
  });

  it('copy a slice into a store of its own size, with the same bytes', () => {
    const gzipped = gzipSync(Buffer.from('x'.repeat(5000)));
    const owned = ownedBuffer(gzipped);
    expect(owned.equals(gzipped)).toBe(true);
    expect(owned.buffer.byteLength).toBe(gzipped.length);
    expect(ownedBuffer(owned)).toBe(owned);
  });
});

describe('objectBytes', () => {
  it('is at least what rows read from a database take on the heap', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const row = () => ({
      id: randomUUID(),
      name: `Framing Lumber 2x4 ${randomUUID().slice(0, 8)}`,
      price_cents: 1234,
      stock_on_hand: 40,
      supplier: { id: randomUUID(), name: 'Granite Supply Co.' },
      image: { url: `/media/products/${randomUUID()}.jpg`, width: 800, height: 600 },
    });
    // Made from JSON text, as database rows are: every string its own heap object.
    const texts = Array.from({ length: 2000 }, () => JSON.stringify({ count: 9818, results: Array.from({ length: 20 }, row) }));
    gc();
    const before = process.memoryUsage().heapUsed;
    const answers = texts.map((text) => JSON.parse(text) as unknown);
    gc();
    const heapGrowth = process.memoryUsage().heapUsed - before;
    const estimated = answers.reduce<number>((sum, answer) => sum + objectBytes(answer), 0);
    expect(estimated).toBeGreaterThanOrEqual(heapGrowth);
  });
});
