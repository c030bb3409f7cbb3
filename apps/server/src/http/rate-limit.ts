import rateLimit from '@fastify/rate-limit';
import { messages } from '@examensportal/domain/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export interface RateLimits {
  /** Login attempts per IP and minute (quality targets SEC-AUTH-4). */
  loginPerMinute: number;
  registerPerHour: number;
  passwordResetPerHour: number;
  /** Confirm and reset links tried per IP and hour (token guessing). */
  linkPerHour: number;
  captchaPerMinute: number;
}

export const defaultRateLimits: RateLimits = {
  loginPerMinute: 20,
  registerPerHour: 10,
  passwordResetPerHour: 10,
  linkPerHour: 30,
  captchaPerMinute: 60,
};

/**
 * Per-IP limits, opted into per route. The key is the socket address: trustProxy is off, so a
 * forged X-Forwarded-For changes nothing.
 */
export async function registerRateLimit(api: FastifyInstance): Promise<void> {
  await api.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      request.log.warn({ event: 'auth.rate_limited', scope: 'ip', route: request.routeOptions.url });
      return new HttpError(429, messages.server.zuVieleAnfragen(seconds), { 'retry-after': String(seconds) });
    },
  });
}

export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
export const perHour = (max: number) => ({ rateLimit: { max, timeWindow: 3_600_000 } });
