import { errorBodySchema } from '@marketplace/contracts';

/** Error statuses a route documents; all share the one error body. */
export function errorResponses<const S extends readonly number[]>(...statuses: S): Record<S[number], typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S[number], typeof errorBodySchema>;
}
