import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_PREFIX } from '../lib/media-url';
import type { ObjectStore } from '../providers/storage/object-store';
import { MEDIA_CACHE_CONTROL, mediaFromStoreRoute } from './media-from-store';

/**
 * Serves the product pictures and thumbnails at /media/ to anyone, like a CDN would: catalogue
 * pictures are not secret, and <img> tags send no CSRF header. Files are never changed in place
 * (a new picture gets a new name), so browsers may keep them a year. A missing file answers the
 * API's 404 body. Only the media store is ever given here: attachments have a store of their own.
 *
 * On the local disk the folder is served by the static file server, as it always was; from a
 * bucket the API streams each object itself (decision 0151), so URLs and cache headers stay the same.
 */
export const mediaPlugin: FastifyPluginAsync<{ store: ObjectStore }> = async (app, { store }) => {
  if (!store.localFolder) {
    await app.register(mediaFromStoreRoute, { store });
    return;
  }
  mkdirSync(store.localFolder, { recursive: true });
  await app.register(fastifyStatic, {
    root: store.localFolder,
    prefix: MEDIA_PREFIX,
    // The web app's static plugin owns reply.sendFile; this instance must not decorate again.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', MEDIA_CACHE_CONTROL);
    },
  });
};
