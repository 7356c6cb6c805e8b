import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify reads `type: [T, "null"]` directly, while zod writes a nullable object
 * as `anyOf: [schema, {type: "null"}]`, which fast-json-stringify would resolve by validating
 * every value. Rewrites those into the direct form, recursively.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, simplify(value)])) as JsonSchema;
  const anyOf = node.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((option) => (option as JsonSchema).type === 'null');
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * A response serializer compiled from the route's zod schema by fast-json-stringify: the
 * catalogue answers are large (a page of offers with images and facets is 20–30 kB), and
 * validating them value by value with zod costs more than building them. The schemas stay the
 * single source: the JSON Schema is generated from them, and like zod's output it keeps only the
 * declared fields. The contracts' tests and the route tests check the shapes.
 */
export const fastSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = simplify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' })) as JsonSchema;
  delete json.$schema;
  return fastJson(json) as (data: unknown) => string;
};
