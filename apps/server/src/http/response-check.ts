// Test mode (BuildOptions.checkResponses): every JSON answer of a route with a response schema is
// checked against that schema, so the existing app.inject tests prove the table's contract for every
// answer they provoke. Off in production: the schemas describe the answer, they do not filter it.
import type { FastifyInstance } from 'fastify';

export function registerResponseCheck(app: FastifyInstance, mismatches: string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.config.responseSchema;
    if (!schema || reply.statusCode < 200 || reply.statusCode >= 300 || typeof payload !== 'string')
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const result = schema.safeParse(JSON.parse(payload));
    if (result.success) return payload;
    const mismatch = `${request.method} ${request.routeOptions.url ?? request.url}: ${JSON.stringify(result.error.issues)}`;
    mismatches.push(mismatch);
    // A 500 fails the test that provoked the answer; the list fails the suite at close().
    throw new Error(`response does not match its schema: ${mismatch}`);
  });
}
