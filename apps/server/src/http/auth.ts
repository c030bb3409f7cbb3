import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { authenticate, type AuthSession } from '../features/sessions/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only routes that say so are reachable without a session. */
    public?: boolean;
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
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public === true) return;
    request.auth = await authenticate(ctx, request.headers.authorization, request.log);
  });
}

/** The session of a route behind registerAuth (never undefined there). */
export function sessionOf(request: { auth: AuthSession | undefined }): AuthSession {
  if (!request.auth) throw new Error('route without authentication');
  return request.auth;
}
