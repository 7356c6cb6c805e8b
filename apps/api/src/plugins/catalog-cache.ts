import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { LruCache } from '../lib/lru-cache';
import { MINUTE_MS } from '../lib/time';
import { catalogVersion } from '../modules/catalog/catalog-version';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET route's 200 answers as catalogue data (see catalogCachePlugin). */
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when a catalogue answer may be stored under this key once serialized. */
    catalogCacheKey: string | null;
  }
}

/** Options of {@link catalogCachePlugin}. */
export interface CatalogCacheOptions {
  db: Kysely<Database>;
  /** Most bytes of serialized answers kept. */
  maxBytes?: number;
  ttlMs?: number;
}

/**
 * Serves repeated catalogue GETs from memory. The catalogue is the same for every buyer, its
 * pages are read far more often than suppliers change them, and building one costs a few
 * milliseconds of queries and serialization. An answer is stored as the JSON already
 * serialized by the route's response schema, under the catalogue version, the account scope
 * and the URL: any catalogue write bumps the version (catalog-version.ts), so a change is
 * visible on the next request; the time limit only bounds the effect of a write that forgot to.
 * Supplier accounts get entries of their own, since they also see their inactive offers.
 * Routes opt in with `config: { catalogCache: true }`; authentication and validation still run
 * on every request, before the lookup.
 */
const plugin: FastifyPluginAsync<CatalogCacheOptions> = async (app, { db, maxBytes = 64 * 1024 * 1024, ttlMs = 5 * MINUTE_MS }) => {
  // Stored as bytes: a hit is written to the socket as is, with no string encoding per request.
  const cache = new LruCache<Buffer>({ maxEntries: 20_000, maxWeight: maxBytes, weigh: (body) => body.length, ttlMs });
  app.decorateRequest('catalogCacheKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config?.catalogCache !== true || !request.auth) return;
    const { user } = request.auth;
    // Suppliers also see their inactive offers, and an answer for a project (its availability) is
    // its company's: both get entries of their own.
    const forProject = typeof (request.query as { project_id?: unknown } | undefined)?.project_id === 'string';
    const scope = user.user_type === 'supplier' || forProject ? user.company_id : 'buyers';
    const key = `${await catalogVersion(db)}\n${scope}\n${request.url}`;
    const hit = cache.get(key);
    if (hit !== undefined) return reply.type('application/json; charset=utf-8').header('x-catalog-cache', 'hit').send(hit);
    request.catalogCacheKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.catalogCacheKey === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload, 'utf8');
    cache.set(request.catalogCacheKey, body);
    return body;
  });
};

/** The in-memory cache of catalogue GET answers (see above). */
export const catalogCachePlugin = fp(plugin, { name: 'catalog-cache', dependencies: ['sessions'] });
