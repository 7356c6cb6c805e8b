/**
 * What values held in memory really cost, for caches bounded by bytes. The figures are measured on
 * Node 20 (64-bit, no pointer compression); they err on the high side so a budget is never
 * overrun by an estimate that was too kind.
 */

/** A JavaScript Buffer object with its ArrayBuffer, apart from the bytes it points at. */
const BUFFER_OBJECT_BYTES = 160;

/**
 * Heap bytes per character of an object graph's JSON. Measured (heap growth over JSON length,
 * thousands of copies): 1.4 for search answers read from the database, 0.85 for sessions. Property
 * names are shared by objects of one shape, while objects, arrays and numbers add headers that
 * JSON does not show; text outside Latin-1 takes two bytes a character, hence 2 as the bound.
 */
const HEAP_BYTES_PER_JSON_CHARACTER = 2;

/**
 * The bytes a Buffer keeps alive: its whole backing store, not its length. A slice keeps all of
 * its parent: `Buffer.from(string)` under 4 KiB is a slice of an 8 KiB shared pool, and
 * `gzipSync` returns a slice of a 16 KiB output chunk even for 2 KiB of output.
 */
export function bufferBytes(buffer: Buffer): number {
  return buffer.buffer.byteLength + BUFFER_OBJECT_BYTES;
}

/**
 * The same bytes in a backing store of exactly their size, so that keeping them does not keep
 * a larger pool or zlib chunk alive (see {@link bufferBytes}). Costs one copy, made once when an
 * answer is stored.
 */
export function ownedBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const owned = Buffer.allocUnsafeSlow(buffer.byteLength);
  buffer.copy(owned);
  return owned;
}

/** A string's heap bytes, counting two per character (V8 stores non-Latin-1 text so). */
export function stringBytes(text: string): number {
  return 16 + text.length * 2;
}

/**
 * A plain object graph's heap bytes, estimated from its JSON. Costs one serialization: for values
 * that are stored once and then read many times.
 */
export function objectBytes(value: unknown): number {
  return (JSON.stringify(value)?.length ?? 0) * HEAP_BYTES_PER_JSON_CHARACTER;
}
