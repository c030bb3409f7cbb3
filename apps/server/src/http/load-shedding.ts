import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OverloadConfig } from '../config';
import { pathOf, pathsOf } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never shed (liveness and readiness must answer while the server is busy); static paths only. */
    shed?: boolean;
  }
  interface FastifyInstance {
    /** The last sample said to shed (readiness answers 503 then, so a balancer sends traffic elsewhere). */
    isUnderPressure(): boolean;
  }
}

/** What the process looked like over the last sample (one second). */
export interface LoadSample {
  /** Share of the sample the event loop was busy, 0–1. */
  utilisation: number;
  /** Mean delay of a 10-ms timer over the sample: how long work waited for the loop (Infinity: no turn). */
  meanDelayMs: number;
  rssBytes: number;
  heapUsedBytes: number;
}

/** The reasons, named as @fastify/under-pressure named them (the bench and the logs count by them). */
export type Pressure = 'eventLoopDelay' | 'rssBytes' | 'heapUsedBytes' | 'eventLoopUtilization';

const maxHeapUsedBytes = 1024 * 1024 * 1024;
const sampleMs = 1000;
const resolutionMs = 10;

/**
 * Decision 0093: whether the next second's requests are refused (`shedding`: whether this one's were).
 * Memory and a long mean delay refuse on their own. A busy loop alone does not start it: utilisation
 * over its line with short delays is a server at work that still keeps up (the quiet soak's two
 * instances: 453 requests refused in such seconds while the answered calls' p95 stayed at 35–205 ms).
 * Only together with a queue – work waiting for the loop, a mean delay over `queueDelayMs` – is it
 * overload. Once shedding, a loop still busy goes on shedding: refusing is quick, so the delay falls
 * while the excess still comes; admitting it all again would build the queue anew.
 */
export function pressureOf(
  sample: LoadSample,
  config: OverloadConfig,
  shedding: boolean,
): Pressure | undefined {
  if (config.maxEventLoopDelayMs > 0 && sample.meanDelayMs > config.maxEventLoopDelayMs)
    return 'eventLoopDelay';
  if (config.maxRssBytes > 0 && sample.rssBytes > config.maxRssBytes) return 'rssBytes';
  if (sample.heapUsedBytes > maxHeapUsedBytes) return 'heapUsedBytes';
  if (
    config.maxEventLoopUtilization > 0 &&
    sample.utilisation > config.maxEventLoopUtilization &&
    (shedding || sample.meanDelayMs > config.queueDelayMs)
  )
    return 'eventLoopUtilization';
  return undefined;
}

/** Samples the event loop and memory every second (timer unref'd); `onSample` gets each one. */
function startSampler(onSample: (sample: LoadSample) => void): () => void {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilisation = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    // The histogram counts the timer's own period; no value at all means the loop never turned.
    const mean = histogram.count === 0 ? Infinity : Math.max(0, histogram.mean / 1e6 - resolutionMs);
    histogram.reset();
    const memory = process.memoryUsage();
    onSample({ utilisation, meanDelayMs: mean, rssBytes: memory.rss, heapUsedBytes: memory.heapUsed });
  }, sampleMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}

/** One warning per second with the count and the sample behind it, not one line per refused request. */
function refusalLog(logger: FastifyBaseLogger, state: () => object) {
  let windowStart = 0;
  let refused = 0;
  return (reason: string) => {
    refused++;
    const now = Date.now();
    if (now - windowStart < 1000) return;
    logger.warn({ event: 'http.overloaded', reason, refused, ...state() }, 'load shed');
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
 * does not see; past the cap a request would only wait longer), and the sample of the last second
 * (`pressureOf`: a queue before the event loop, a blocked loop, memory). The health probes are never shed.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  config: OverloadConfig,
  options: { underPressure: boolean },
): void {
  let pressure: Pressure | undefined;
  let sample: LoadSample | undefined;
  let inFlight = 0;
  const log = refusalLog(app.log, () => ({
    inFlight,
    utilisation: sample && Math.round(sample.utilisation * 1000) / 1000,
    meanDelayMs: sample && Math.round(sample.meanDelayMs * 10) / 10,
  }));
  const seconds = config.retryAfterSeconds;
  const refuse = (reply: FastifyReply, reason: string) => {
    log(reason);
    reply.code(503).header('retry-after', String(seconds)).header('cache-control', 'no-store');
    return { message: serverTexte.ueberlastet(seconds) };
  };
  // The paths of the exempt routes (static ones: health), known at registration: no read of
  // request.routeOptions on each request (a new object each time, issue 29).
  const exemptPaths = pathsOf(app, (config) => config?.shed === false);
  app.decorate('isUnderPressure', () => pressure !== undefined);

  if (options.underPressure) {
    // From the moment it listens: the start's own busy second is no queue of requests (it used to shed
    // the first probe after a start, docs/quality.md "Reliability").
    let stop = () => {};
    app.addHook('onListen', (done) => {
      stop();
      stop = startSampler((next) => {
        sample = next;
        pressure = pressureOf(next, config, pressure !== undefined);
      });
      done();
    });
    app.addHook('onClose', (_app, done) => {
      stop();
      done();
    });
  }
  const capped = config.maxInFlight > 0;
  if (!options.underPressure && !capped) return;
  app.addHook('onRequest', (request, reply, done) => {
    if (pressure === undefined && !capped) return done();
    if (exemptPaths.has(pathOf(request.url))) return done();
    if (pressure !== undefined) {
      reply.send(refuse(reply, pressure));
      return;
    }
    // Uploads spend their time waiting for the client's line, not for the database; they have their
    // own limits (per-account rate, quota) and the memory guard above. The SPA's files never wait on
    // the database either (a browser fetches up to six at once per page).
    if (!request.url.startsWith(apiPrefix) || isUpload(request)) return done();
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
