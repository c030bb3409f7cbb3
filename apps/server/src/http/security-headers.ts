import helmet from '@fastify/helmet';
import { messages } from '@examensportal/domain/messages';
import type { FastifyInstance } from 'fastify';

/** JSON, errors and anything that is not the SPA: nothing may load, nothing may frame it. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

/**
 * The SPA: only our own origin. `worker-src blob:` is the one addition, for the ALTCHA widget, whose
 * proof-of-work workers are started from blob: URLs (node_modules/altcha/dist/main: `new Worker(objURL)`).
 */
export const spaCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Registered on the root instance so every response, including 404s, gets the headers. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    // CSP and Cache-Control are set below per response class (API default, SPA overrides).
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('content-security-policy', apiCsp);
    reply.header('cache-control', 'no-store');
    // Browsers never need TRACE; it only helps cross-site tracing.
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
        .send({ message: messages.server.methodeNichtErlaubt });
    }
    return undefined;
  });
}
