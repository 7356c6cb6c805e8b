import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON only: other content types answer 415 instead of reaching a route as a string. An empty
 * JSON body reads as "no body", so calls that need none (logout) work whatever the client's
 * HTTP library sends, and calls that need one fail validation with a clear message.
 */
const plugin: FastifyPluginAsync = async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};

export const bodyParsersPlugin = fp(plugin, { name: 'body-parsers' });
