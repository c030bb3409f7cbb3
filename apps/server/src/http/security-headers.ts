import type { IncomingMessage, ServerResponse } from 'node:http';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** JSON, errors and anything that is not the SPA: nothing may load, nothing may frame it. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

/**
 * The SPA: only our own origin. The blob: additions: `worker-src` for the ALTCHA widget, whose
 * proof-of-work workers are started from blob: URLs (node_modules/altcha/dist/main: `new Worker(objURL)`);
 * `img-src`, `frame-src` and `object-src` (Chromium checks a PDF in a frame against object-src, and a
 * blob: document inherits this policy) for the back-office's document viewer, which fetches a file with
 * the staff token and shows it from a blob: URL (decisions/0017-kandidaten-area.md). A blob: URL can only be made
 * by our own scripts, and script-src stays 'self'.
 */
export const spaCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "frame-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  'object-src blob:',
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Powerful browser features the portal never uses, switched off for our pages and anything they embed.
 * Only features Chromium knows, so the browser logs no "unrecognized feature" errors.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const helmetOptions: HelmetOptions = {
  // CSP and Cache-Control are set below per response class (API default, SPA overrides).
  contentSecurityPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for our options, taken once from helmet itself. They do not depend on the request,
 * and @fastify/helmet rebuilt helmet's middleware chain for every request (a seventh of the cost of
 * GET /health/live); the same headers set from one object cost a fraction of that.
 */
function helmetHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** Registered on the root instance so every response, including 404s, gets the headers. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const fixed = {
    ...helmetHeaders(),
    'content-security-policy': apiCsp,
    'cache-control': 'no-store',
    'permissions-policy': permissionsPolicy,
  };
  // A callback hook: it runs on every request, and an async one costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(fixed);
    reply.header('x-request-id', request.id);
    // Browsers never need TRACE; it only helps cross-site tracing.
    if (request.method === 'TRACE' || request.method === 'TRACK') {
      void reply
        .code(405)
        .header('allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
        .send({ message: serverTexte.methodeNichtErlaubt });
      return;
    }
    done();
  });
}
