/**
 * Type-level mirror of the client's conversion: responses arrive snake_case on the wire
 * and are read camelCase; request bodies are written camelCase and sent snake_case.
 */
type CamelCaseString<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCaseString<Tail>>}`
  : S;

type SnakeCaseString<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? (Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`) : Head}${SnakeCaseString<Tail>}`
  : S;

export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCaseString<K> : K]: Camelize<T[K]> }
    : T;

export type Snakify<T> = T extends readonly (infer Item)[]
  ? Snakify<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeCaseString<K> : K]: Snakify<T[K]> }
    : T;
