import rateLimit from '@fastify/rate-limit';
import { messages } from '@examensportal/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

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
}

export const defaultRateLimits: RateLimits = {
  loginPerMinute: 20,
  registerPerHour: 5,
  passwordResetPerHour: 10,
  confirmationResendPerHour: 10,
  linkPerHour: 30,
  captchaPerMinute: 60,
  apiPerMinute: 300,
};

const tooMany = (request: FastifyRequest, scope: string, ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  request.log.warn({ event: 'auth.rate_limited', scope, route: request.routeOptions.url });
  return new HttpError(429, messages.server.zuVieleAnfragen(seconds), { 'retry-after': String(seconds) });
};

/**
 * Per-IP limits, opted into per route. The key is request.ip: the socket address, or the client a
 * proxy listed in TRUST_PROXY forwarded for; a forged X-Forwarded-For from anyone else changes nothing.
 */
export async function registerRateLimit(api: FastifyInstance): Promise<void> {
  await api.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (request, context) => tooMany(request, 'ip', context.ttl),
  });
}

/**
 * One budget per account over all routes behind a session, counted after the session is known (so it
 * must be registered after registerAuth). Public routes keep their per-IP limits; a request without a
 * session never reaches this hook because authentication already refused it.
 */
export function registerAccountRateLimit(api: FastifyInstance, perMinute: number): void {
  if (perMinute <= 0) return;
  const limiter = api.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `account:${request.auth?.accountId ?? ''}`,
  });
  api.addHook('onRequest', async (request) => {
    if (!request.auth) return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(request, 'account', result.ttl);
  });
}

export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: 3_600_000 } });
