import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { SessionJoin } from '../features/sessions/repo';
import { authenticate, type AuthSession } from '../features/sessions/service';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only routes that say so are reachable without a session. */
    public?: boolean;
    /** The route's read joined to the session check (PostgreSQL: one statement; decision 0073). */
    sessionJoin?: SessionJoin<unknown>;
  }
  interface FastifyRequest {
    auth: AuthSession | undefined;
  }
}

/**
 * Fail closed: every route in this scope needs a valid session unless it is marked public, so a new
 * route cannot be forgotten. Runs before the body is parsed.
 */
export function registerAuth(api: FastifyInstance, ctx: AppContext): void {
  api.decorateRequest('auth', undefined);
  // Only on the routes that are not public (http/route-hooks.ts); a callback hook, as an async one
  // costs a promise each time (issue 29).
  addRouteHook(api, (route) => {
    const config = route.config ?? {};
    if (config.public === true) return undefined;
    return (request, _reply, done) => {
      authenticate(ctx, request.headers.authorization, request.log, config.sessionJoin).then((auth) => {
        request.auth = auth;
        done();
      }, done);
    };
  });
}

/** The session of a route behind registerAuth (never undefined there). */
export function sessionOf(request: { auth: AuthSession | undefined }): AuthSession {
  if (!request.auth) throw new Error('route without authentication');
  return request.auth;
}

/** What the route's SessionJoin read with the session, if it was read that way (else undefined). */
export function joinedOf<T>(request: { auth: AuthSession | undefined }, join: SessionJoin<T>): T | undefined {
  const joined = request.auth?.joined;
  return joined?.join === join ? (joined.value as T) : undefined;
}
