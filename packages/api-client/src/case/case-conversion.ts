/**
 * Key conversion between the wire (snake_case) and the client (camelCase).
 *
 * Only plain objects and arrays are walked: FormData, Blob, File, Date, URLSearchParams and
 * class instances pass through untouched, because their keys (or bytes) are not ours to rename.
 */

/**
 * Prototype of free-form maps marked with {@link keepKeys}. A prototype rather than a registry
 * because a body may be copied (spread into a new request) before it is converted, which would
 * lose any identity-based mark; a non-plain object is passed along by reference and still
 * serializes to the same JSON.
 */
class KeptKeys {}

/**
 * Marks a free-form map (for example a vendor's metadata object) so that its keys and
 * everything inside it are sent exactly as given. Call it inside an endpoint's `query`, so
 * the marked (non-plain) object never sits in the store.
 */
export function keepKeys<T extends object>(value: T): T {
  return Object.assign(Object.create(KeptKeys.prototype) as T, value);
}

/** True for `{}`-style objects: the only objects whose keys name fields. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** `first_name` → `firstName`; keys without underscores are unchanged. */
export function toCamelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());
}

/**
 * `firstName` → `first_name`. Every capital becomes `_` + lower case, mirroring the
 * `Snakify` type of the contracts so the runtime and the types agree.
 */
export function toSnakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    result[convert(key)] = convertKeys(item, convert);
  }
  return result;
}

/** Deeply camelCases the keys of plain objects (responses as the client reads them). */
export function camelizeKeys(value: unknown): unknown {
  return convertKeys(value, toCamelCase);
}

/** Deeply snake_cases the keys of plain objects (request bodies and query params). */
export function snakifyKeys(value: unknown): unknown {
  return convertKeys(value, toSnakeCase);
}
