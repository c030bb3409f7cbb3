import underPressure from '@fastify/under-pressure';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadConfig } from '../config';
import { pathOf, pathsOf } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never shed (liveness and readiness must answer while the server is busy); static paths only. */
    shed?: boolean;
  }
}

/** One warning per second with the count, not one line per refused request (that would add load). */
function refusalLog(logger: FastifyBaseLogger) {
  let windowStart = 0;
  let refused = 0;
  return (reason: string) => {
    refused++;
    const now = Date.now();
    if (now - windowStart < 1000) return;
    logger.warn({ event: 'http.overloaded', reason, refused }, 'load shed');
    windowStart = now;
    refused = 0;
  };
}

const apiPrefix = '/examensportal/backend/';

const isUpload = (request: FastifyRequest) =>
  request.headers['content-type']?.toLowerCase().startsWith('multipart/') === true;

/**
 * REL-BP: past saturation the server answers the excess at once with 503 + Retry-After instead of
 * queueing it (every queued request makes all later ones slower, until clients time out and retry).
 * Two guards: a cap on requests in progress (their work waits on the database, which the event loop
 * does not see; past the cap a request would only wait longer), and @fastify/under-pressure for a
 * blocked event loop or memory over the configured limit. The health probes are never shed.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  config: OverloadConfig,
  options: { underPressure: boolean },
): Promise<void> {
  const log = refusalLog(app.log);
  const seconds = config.retryAfterSeconds;
  const refuse = (reply: FastifyReply, reason: string) => {
    log(reason);
    reply.code(503).header('retry-after', String(seconds)).header('cache-control', 'no-store');
    return { message: serverTexte.ueberlastet(seconds) };
  };
  const exempt = (request: FastifyRequest) => request.routeOptions.config.shed === false;
  // The same for the hook below on every API request, without request.routeOptions (a new object on
  // each read, issue 29): the paths of the exempt routes (static ones: health), known at registration.
  const exemptPaths = pathsOf(app, (config) => config?.shed === false);

  if (options.underPressure) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      // Per one-second sample, not since the start (the plugin's default, which never trips).
      maxEventLoopUtilization: config.maxEventLoopUtilization,
      eventLoopUtilizationMode: 'interval',
      maxRssBytes: config.maxRssBytes,
      maxHeapUsedBytes: 1024 * 1024 * 1024,
      retryAfter: seconds,
      // undefined lets the request through; a returned object is sent as the answer (the plugin's
      // code does so; its types only say void).
      pressureHandler: (request, reply, type) =>
        exempt(request) ? undefined : (refuse(reply, String(type)) as unknown as void),
    });
  }
  if (config.maxInFlight <= 0) return;
  let inFlight = 0;
  app.addHook('onRequest', (request, reply, done) => {
    // Uploads spend their time waiting for the client's line, not for the database; they have their
    // own limits (per-account rate, quota) and the memory guard above. The SPA's files never wait on
    // the database either (a browser fetches up to six at once per page).
    if (!request.url.startsWith(apiPrefix) || exemptPaths.has(pathOf(request.url)) || isUpload(request))
      return done();
    if (inFlight >= config.maxInFlight) {
      reply.send(refuse(reply, 'inFlight'));
      return;
    }
    inFlight++;
    // 'close' comes once per response: sent, failed or cut by the client.
    reply.raw.once('close', () => inFlight--);
    done();
  });
}
