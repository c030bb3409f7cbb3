import { messages } from '@examensportal/domain/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** host[:port] of an Origin header, or undefined for 'null' and anything unparsable. */
function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API answers its own pages only (SEC-HDR-6). Browsers send `Origin` with every fetch that is not
 * a plain GET; one that names another site, or `null` (sandboxed frames, file: pages), is refused
 * before authentication. Our own origin is the configured public URL or the host the request was sent
 * to (a reverse proxy or the Vite dev proxy keeps it). Requests without `Origin` (curl, probes) pass:
 * the bearer token, not the origin, authenticates them.
 */
export function registerOriginCheck(api: FastifyInstance, publicUrl: string): void {
  const publicHost = new URL(publicUrl).host;
  // A callback hook (issue 29): it runs on every API request, and an async one costs a promise each time.
  api.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    const host = hostOf(origin);
    if (host !== undefined && (host === publicHost || host === request.headers.host)) return done();
    request.log.warn({ event: 'request.foreign_origin', origin: origin.slice(0, 200) });
    done(new HttpError(403, messages.auth.keineBerechtigung));
  });
}
