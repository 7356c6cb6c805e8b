import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@marketplace/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../lib/app-error';
import { WEB_APP_BASE } from '../lib/links';

/** Vite puts content-hashed bundles here: safe to cache forever. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/** The brotli and gzip copies the web build writes beside each file (vite-plugin-compression2). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** Cache-Control of a file of the build, whichever copy (plain, .br, .gz) is sent. */
function cacheControlOf(filePath: string): string {
  const servedFile = filePath.replace(PRECOMPRESSED_SUFFIX, '');
  if (servedFile.endsWith(`${path.sep}index.html`)) return 'no-cache';
  if (servedFile.includes(HASHED_ASSETS)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app at /app/v2/: hashed assets with long cache headers, index.html
 * never cached (so a deploy is picked up at once), and every deep link that is not a file
 * answered with index.html for the client router. Each file goes out as the brotli or gzip copy
 * the build wrote beside it when the browser accepts that encoding (`Vary: Accept-Encoding`),
 * as it is otherwise. Without a build (API-only runs, tests) /app/v2 answers 503 with a clear
 * message instead.
 */
export const staticWebAppPlugin: FastifyPluginAsync<{ webDistDir: string }> = async (app, { webDistDir }) => {
  app.get('/', async (_request, reply) => reply.redirect(`${WEB_APP_BASE}/`, 302));

  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'Web app build not found; /app/v2 answers 503 until it is built');
    const unavailable = async () => {
      throw new AppError(
        503,
        errorCodes.unavailable,
        'The web app is not available on this server yet.',
        undefined,
        `The web app is not built: ${indexFile} is missing. Build it (pnpm --filter @marketplace/web build) or set WEB_DIST_DIR.`,
      );
    };
    app.get(WEB_APP_BASE, unavailable);
    app.get(`${WEB_APP_BASE}/*`, unavailable);
    return;
  }

  // Browsers ask for /favicon.ico at the site's root whatever the page links: answer it with the
  // app's icon (built from apps/web/public) instead of a 404 on every first visit.
  const faviconFile = path.join(webDistDir, 'favicon.ico');
  app.get('/favicon.ico', async (_request, reply) => {
    if (!existsSync(faviconFile)) throw notFound();
    return reply
      .header('Content-Type', 'image/x-icon')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await readFile(faviconFile));
  });

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        index: ['index.html'],
        cacheControl: false,
        preCompressed: true,
        // The build's .vite/manifest.json (read by the bundle-size check) is not for browsers.
        dotfiles: 'ignore',
        setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlOf(filePath)),
      });

      // A missing bundle must fail loudly, not come back as HTML the browser tries to run.
      scope.setNotFoundHandler(async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith(`${WEB_APP_BASE}/assets/`)) {
          throw notFound();
        }
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      });
    },
    { prefix: WEB_APP_BASE },
  );
};
