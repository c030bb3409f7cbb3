import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';
import { exceedsJsonLimits, hasNulEscape } from './json-shape';

/**
 * Fastify's JSON parser, with one difference: an empty body is "no body" rather than an error, so a
 * client may POST /logout with a JSON content type and nothing else. __proto__ and constructor.prototype
 * are refused as before (prototype pollution), and so is a body past the depth and key limits of json-shape.ts or with a NUL character in a string.
 */
export function registerJsonParser(app: FastifyInstance): void {
  // Bodies are JSON (or multipart, registered by the upload features); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (exceedsJsonLimits(text)) {
      return done(
        Object.assign(new Error('JSON body too deep or too many keys'), {
          statusCode: 400,
          code: 'EP_JSON_TOO_COMPLEX',
        }),
        undefined,
      );
    }
    if (hasNulEscape(text)) {
      return done(
        Object.assign(new Error('NUL character in a JSON string'), { statusCode: 400, code: 'EP_JSON_NUL' }),
        undefined,
      );
    }
    try {
      done(null, sjson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(
        Object.assign(new Error('invalid JSON body'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
}
