import { serverTexte } from '@examensportal/domain/messages-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { HttpError } from './errors';
import { addRouteHook } from './route-hooks';

export interface RateLimits {
  /** Login attempts per IP and minute (quality targets SEC-AUTH-4). */
  loginPerMinute: number;
  /** Registrations per IP and hour (quality targets §1.2 F: 5; `REGISTER_PER_HOUR`). */
  registerPerHour: number;
  passwordResetPerHour: number;
  /** Requests for a new registration confirmation mail per IP and hour (issue 16). */
  confirmationResendPerHour: number;
  /** Confirm and reset links tried per IP and hour (token guessing). */
  linkPerHour: number;
  captchaPerMinute: number;
  /** Requests per account and minute on every route behind a session (quality targets §1.2 F). */
  apiPerMinute: number;
  /** Copies of one's data (Art. 15, a ZIP of every document) per account and hour (issue 30 point 2). */
  datenkopiePerHour: number;
  /** Fetches of the calendar feed per IP address and minute (issue 27 point 6). */
  kalenderFeedPerMinute: number;
}

export const defaultRateLimits: RateLimits = {
  loginPerMinute: 20,
  registerPerHour: 5,
  passwordResetPerHour: 10,
  confirmationResendPerHour: 10,
  linkPerHour: 30,
  captchaPerMinute: 60,
  apiPerMinute: 300,
  datenkopiePerHour: 5,
  kalenderFeedPerMinute: 30,
};

/** A route's limit per client address: `max` requests per `timeWindow` ms. */
interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

/** Makes one named counter: `points` per `durationMs`, counted per key. */
export type LimiterFactory = (name: string, points: number, durationMs: number) => RateLimiterAbstract;

/** rate-limiter-flexible's RateLimiterPostgres table, created by migration 0010 (never at run time). */
const rateLimitTable = 'rate_limits';

/**
 * Where the counters live (issue 18 point 3): with PostgreSQL in the table every instance shares, so N
 * instances enforce the same limits as one; with the embedded database (one process) in memory. When
 * PostgreSQL does not answer, a counter falls back to this instance's memory (the library's insurance
 * limiter) instead of failing the request: the request itself then meets the database's own 503.
 */
export function limiterFactory(pool: Pool | undefined): LimiterFactory & { forgetAll(): Promise<void> } {
  const inMemory: RateLimiterMemory[] = [];
  const factory = (name: string, points: number, durationMs: number): RateLimiterAbstract => {
    const options = { keyPrefix: name, points, duration: Math.max(1, Math.round(durationMs / 1000)) };
    if (!pool) {
      const limiter = new RateLimiterMemory(options);
      inMemory.push(limiter);
      return limiter;
    }
    return new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: rateLimitTable,
      tableCreated: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  /**
   * Empties the in-memory counters as a restart did (a test-mode clock move, decision 0077: the
   * journeys' time travel used to restart the portal between its steps).
   */
  const forgetAll = async () => {
    for (const limiter of inMemory)
      await Promise.all(limiter.dump().storage.map(({ key }) => limiter.delete(key)));
  };
  return Object.assign(factory, { forgetAll });
}

const tooMany = (request: FastifyRequest, scope: string, ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  request.log.warn({ event: 'auth.rate_limited', scope, route: request.routeOptions.url });
  return new HttpError(429, serverTexte.zuVieleAnfragen(seconds), { 'retry-after': String(seconds) });
};

/** Counts one request; throws the 429 when the key has used up its points. */
export async function consume(
  limiter: RateLimiterAbstract,
  key: string,
  request: FastifyRequest,
  scope: string,
) {
  try {
    await limiter.consume(key, 1);
  } catch (rejected) {
    if (rejected instanceof RateLimiterRes) throw tooMany(request, scope, rejected.msBeforeNext);
    throw rejected;
  }
}

/**
 * Per-IP limits, opted into per route with `config: perMinute(n) | perHour(n)`; each route counts on
 * its own. The key is request.ip: the socket address, or the client a proxy listed in TRUST_PROXY
 * forwarded for; a forged X-Forwarded-For from anyone else changes nothing.
 */
export function registerRateLimit(api: FastifyInstance, limiterFor: LimiterFactory): void {
  const limiters = new Map<string, RateLimiterAbstract>();
  // Only on the routes that have a limit of this kind (most have none): http/route-hooks.ts.
  addRouteHook(api, (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return undefined;
    return (request, _reply, done) => {
      const name = `ip:${request.method}:${route.url}`;
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = limiterFor(name, limit.max, limit.timeWindow);
        limiters.set(name, limiter);
      }
      consume(limiter, request.ip, request, 'ip').then(() => done(), done);
    };
  });
}

/**
 * One budget per account over all routes behind a session, counted after the session is known (so it
 * must be registered after the scope's authentication). Public routes keep their per-IP limits; a
 * request without a session never reaches this hook because authentication already refused it.
 * `keyOf` names the account of a request (the candidate's or the staff member's); each scope has its
 * own counter `name`, so a staff account and a candidate account never share a budget.
 */
export function registerAccountRateLimit(
  api: FastifyInstance,
  perMinute: number,
  limiterFor: LimiterFactory,
  keyOf: (request: FastifyRequest) => string | undefined = (request) => request.auth?.accountId,
  name = 'account',
): void {
  if (perMinute <= 0) return;
  const limiter = limiterFor(name, perMinute, 60_000);
  // Public routes have no session, so no account to count: the hook only on the others.
  addRouteHook(api, (route) =>
    route.config?.public === true
      ? undefined
      : (request, _reply, done) => {
          const key = keyOf(request);
          if (key === undefined) return done();
          consume(limiter, key, request, name).then(() => done(), done);
        },
  );
}

export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: 3_600_000 } });
