import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { validationError } from '../lib/app-error';

/** The path (`a.b.0`) of the first string holding a NUL character, if any. */
function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * JSON only: other content types answer 415 instead of reaching a route as a string. An empty
 * JSON body reads as "no body", so calls that need none (logout) work whatever the client's
 * HTTP library sends, and calls that need one fail validation with a clear message. Strings
 * holding NUL (`\u0000`) are refused here: PostgreSQL text cannot store them, and no form
 * field legitimately contains one.
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
    parseJson(request, text, (error, parsed) => {
      if (error) {
        done(error);
        return;
      }
      const field = findNulCharacter(parsed);
      if (field !== null) {
        done(validationError({ [field]: 'Remove the invisible control character from this value.' }));
        return;
      }
      done(null, parsed);
    });
  });
};

/** JSON-only body parsing (see above). */
export const bodyParsersPlugin = fp(plugin, { name: 'body-parsers' });
