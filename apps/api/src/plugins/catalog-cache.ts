import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { asksForFreshAnswer } from '../lib/fresh-answer';
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

/** A stored answer: its JSON, and the same gzipped when that is worth sending instead. */
interface CachedAnswer {
  body: Buffer;
  gzip: Buffer | null;
}

/** Answers smaller than this are sent as they are: compressing them saves less than a packet. */
const GZIP_MIN_BYTES = 1024;

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
 *
 * An answer is gzipped once, when stored, and served gzipped to clients that accept it (every
 * browser): a product list page shrinks about eightfold, which saves the builder's bandwidth and
 * the server the cost of writing the bytes, again and again for the same page. Compressing each
 * response as it goes (@fastify/compress) would redo that work on every request.
 */
const plugin: FastifyPluginAsync<CatalogCacheOptions> = async (app, { db, maxBytes = 64 * 1024 * 1024, ttlMs = 5 * MINUTE_MS }) => {
  // Stored as bytes: a hit is written to the socket as is, with no string encoding per request.
  const cache = new LruCache<CachedAnswer>({ maxEntries: 20_000, maxWeight: maxBytes, weigh: ({ body, gzip }) => body.length + (gzip?.length ?? 0), ttlMs });
  app.decorateRequest('catalogCacheKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.config?.catalogCache !== true || !request.auth) return;
    const { user } = request.auth;
    // Suppliers also see their inactive offers, and an answer for a project (its availability) is
    // its company's: both get entries of their own.
    const forProject = typeof (request.query as { project_id?: unknown } | undefined)?.project_id === 'string';
    const scope = user.user_type === 'supplier' || forProject ? user.company_id : 'buyers';
    const key = `${await catalogVersion(db)}\n${scope}\n${request.url}`;
    const hit = asksForFreshAnswer(request.headers) ? undefined : cache.get(key);
    if (hit === undefined) {
      request.catalogCacheKey = key;
      return;
    }
    void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding').header('x-catalog-cache', 'hit');
    const accepted = request.headers['accept-encoding'];
    if (hit.gzip && accepted && negotiate(accepted, ['gzip', 'identity']) === 'gzip') return reply.header('content-encoding', 'gzip').send(hit.gzip);
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.catalogCacheKey === null || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload, 'utf8');
    cache.set(request.catalogCacheKey, { body, gzip: body.length >= GZIP_MIN_BYTES ? gzipSync(body) : null });
    void reply.header('vary', 'accept-encoding');
    return body;
  });
};

/** The in-memory cache of catalogue GET answers (see above). */
export const catalogCachePlugin = fp(plugin, { name: 'catalog-cache', dependencies: ['sessions'] });
