import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { MEDIA_PREFIX } from '../lib/media-url';

/**
 * Serves DATA_DIR/uploads at /media/ (product images and thumbnails) to anyone, like a CDN
 * would: catalogue pictures are not secret, and <img> tags send no CSRF header. Files are
 * never changed in place (a new picture gets a new name), so browsers may keep them a year.
 * A missing file answers the API's 404 body.
 */
export const mediaPlugin: FastifyPluginAsync<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: MEDIA_PREFIX,
    // The web app's static plugin owns reply.sendFile; this instance must not decorate again.
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
};
