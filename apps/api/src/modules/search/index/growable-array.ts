/** A typed array constructor the growable arrays accept. */
type TypedArrayConstructor<T> = { new (length: number): T };
type NumericArray = Int32Array | Uint16Array | Uint8Array | Float64Array;

/**
 * An append-only typed array that doubles its capacity when full: the in-memory search index
 * only ever appends (a changed document is added again under a new number), so its postings
 * stay sorted without moving anything. Hand-written because it is a dozen lines and no package
 * offers typed-array growth without copying into objects.
 */
export class GrowableArray<T extends NumericArray> {
  data: T;
  length = 0;

  constructor(
    private readonly Type: TypedArrayConstructor<T>,
    capacity = 4,
  ) {
    this.data = new Type(Math.max(1, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new this.Type(Math.max(4, this.data.length * 2));
      grown.set(this.data as never);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  /** Drops the spare capacity (after a bulk build), so memory is what the data needs. */
  trim(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, this.length) as T;
  }

  bytes(): number {
    return this.data.byteLength;
  }
}

/** Strings numbered in order of first appearance, so per-document arrays hold integers. */
export class Interner {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  intern(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }

  idOf(value: string): number | undefined {
    return this.ids.get(value);
  }

  get size(): number {
    return this.values.length;
  }
}
