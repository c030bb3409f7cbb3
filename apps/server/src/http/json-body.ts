import type { FastifyInstance } from 'fastify';
import sjson from 'secure-json-parse';

/**
 * Fastify's JSON parser, with one difference: an empty body is "no body" rather than an error, so a
 * client may POST /logout with a JSON content type and nothing else. __proto__ and constructor.prototype
 * are refused as before (prototype pollution).
 */
export function registerJsonParser(app: FastifyInstance): void {
  // Bodies are JSON (or multipart, registered by the upload features); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
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
