import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { permissionDenied } from '../lib/app-error';
import { MEDIA_PREFIX } from '../lib/media-url';
import { isValidObjectKey } from '../providers/storage/object-store';
import type { ObjectInfo, ObjectStore } from '../providers/storage/object-store';

/** Pictures are never changed in place (a new picture gets a new name): browsers keep them a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The key a /media/ path names, or null for what the static file server refuses too: `..`,
 * empty segments and dot files (temporary files, probes).
 */
function mediaKeyOf(path: string): string | null {
  if (!isValidObjectKey(path)) return null;
  return path.split('/').some((segment) => segment.startsWith('.')) ? null : path;
}

function withHeaders(reply: FastifyReply, info: ObjectInfo): FastifyReply {
  void reply.header('cache-control', MEDIA_CACHE_CONTROL).header('content-type', info.contentType).header('content-length', String(info.size));
  if (info.etag) void reply.header('etag', info.etag);
  if (info.lastModified) void reply.header('last-modified', info.lastModified.toUTCString());
  return reply;
}

/**
 * GET /media/* from a store without a local folder (a bucket): each picture is streamed through
 * the API (decision 0151), never loaded whole, with the same URLs and cache headers as files on
 * disk. A browser revalidating with the ETag it holds gets 304 after a HEAD, without the bytes.
 */
export const mediaFromStoreRoute: FastifyPluginAsync<{ store: ObjectStore }> = async (app, { store }) => {
  const keyOf = (request: FastifyRequest): string => {
    const key = mediaKeyOf((request.params as { '*': string })['*']);
    if (key === null) throw permissionDenied('This file cannot be served.');
    return key;
  };

  // HEAD answers from the object's metadata alone (Fastify's own HEAD route would fetch the bytes to drop them).
  app.head(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const info = await store.head(keyOf(request));
    if (!info) return reply.callNotFound();
    return withHeaders(reply, info).send();
  });

  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true }, exposeHeadRoute: false }, async (request, reply) => {
    const key = keyOf(request);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch) {
      const info = await store.head(key);
      if (!info) return reply.callNotFound();
      if (info.etag && ifNoneMatch.split(/\s*,\s*/).includes(info.etag)) {
        return reply.code(304).header('cache-control', MEDIA_CACHE_CONTROL).header('etag', info.etag).send();
      }
    }
    const object = await store.get(key);
    if (!object) return reply.callNotFound();
    return withHeaders(reply, object).send(object.body);
  });
};
