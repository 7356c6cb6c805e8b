import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { gunzipSync, gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { asksForFreshAnswer } from '../lib/fresh-answer';
import { createByteBudgetCache } from '../lib/byte-budget-cache';
import type { ByteBudgetCache } from '../lib/byte-budget-cache';
import { bufferBytes, ownedBuffer } from '../lib/memory-size';
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
  interface FastifyInstance {
    /** The stored catalogue answers (see catalogCachePlugin); read for its size. */
    catalogCache: ByteBudgetCache<CachedAnswer>;
  }
}

/** A stored answer: its JSON, gzipped when it is large enough for that to pay. */
export interface CachedAnswer {
  bytes: Buffer;
  gzipped: boolean;
}

/** The object holding a stored answer's Buffer. */
const CACHED_ANSWER_OBJECT_BYTES = 32;

/** Answers smaller than this are sent as they are: compressing them saves less than a packet. */
const GZIP_MIN_BYTES = 1024;

/** Options of {@link catalogCachePlugin}. */
export interface CatalogCacheOptions {
  db: Kysely<Database>;
  /** Most bytes the stored answers may keep alive (their backing stores, keys and bookkeeping). */
  maxBytes: number;
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
 * An answer is gzipped once, after it is stored, and served gzipped to clients that accept it (every
 * browser): a product list page shrinks about eightfold, which saves the builder's bandwidth and
 * the server the cost of writing the bytes, again and again for the same page. Compressing each
 * response as it goes (@fastify/compress) would redo that work on every request. Only the gzipped
 * copy is kept, so the same memory holds eight times as many pages; the rare client that does not
 * accept gzip (a script, a test) gets it inflated again, which costs a tenth of a millisecond.
 */
const plugin: FastifyPluginAsync<CatalogCacheOptions> = async (app, { db, maxBytes, ttlMs = 5 * MINUTE_MS }) => {
  // Stored as bytes: a hit is written to the socket as is, with no string encoding per request.
  const cache = createByteBudgetCache<CachedAnswer>({ maxBytes, bytesOf: ({ bytes }) => bufferBytes(bytes) + CACHED_ANSWER_OBJECT_BYTES, ttlMs, name: 'catalog_answers' });
  app.decorate('catalogCache', cache);
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
    if (!hit.gzipped) return reply.send(hit.bytes);
    const accepted = request.headers['accept-encoding'];
    if (accepted && negotiate(accepted, ['gzip', 'identity']) === 'gzip') return reply.header('content-encoding', 'gzip').send(hit.bytes);
    return reply.send(gunzipSync(hit.bytes));
  });

  /**
   * Replaces a stored answer by its gzipped copy, compressed on libuv's thread pool: compressing
   * a 20-offer page (about 18 KB) on the event loop took a tenth of a cold request's time, and
   * the answer just computed goes out uncompressed anyway. Until the copy is ready a hit is
   * served from the plain bytes; an answer replaced or dropped meanwhile is left alone.
   */
  function storeGzippedLater(key: string, plain: CachedAnswer): void {
    gzip(plain.bytes, (error, zipped) => {
      if (error || zipped.length >= plain.bytes.length || cache.peek(key) !== plain) return;
      // Copied too: gzip's output is a slice of a 16 KiB chunk.
      cache.set(key, { bytes: ownedBuffer(zipped), gzipped: true });
    });
  }

  app.addHook('onSend', async (request, reply, payload) => {
    // Not `=== null`: routes registered before this plugin never see the decorator's default (their
    // request class was made earlier), though this hook runs for them too.
    if (typeof request.catalogCacheKey !== 'string' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = request.catalogCacheKey;
    const body = Buffer.from(payload, 'utf8');
    // Copied into a buffer of its own size: a short body is a slice of Node's 8 KiB pool, which
    // the cache would otherwise keep whole.
    const plain: CachedAnswer = { bytes: ownedBuffer(body), gzipped: false };
    cache.set(key, plain);
    if (body.length >= GZIP_MIN_BYTES) storeGzippedLater(key, plain);
    void reply.header('vary', 'accept-encoding');
    return body;
  });
};

/** The in-memory cache of catalogue GET answers (see above). */
export const catalogCachePlugin = fp(plugin, { name: 'catalog-cache', dependencies: ['sessions'] });
