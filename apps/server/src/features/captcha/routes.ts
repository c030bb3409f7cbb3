import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { perMinute, type RateLimits } from '../../http/rate-limit';

export async function captchaRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; limits: RateLimits },
): Promise<void> {
  // The ALTCHA widget fetches this (its `challenge` attribute) and posts the solution as `token`.
  app.get(
    '/captcha/challenge',
    { config: { public: true, ...perMinute(opts.limits.captchaPerMinute) } },
    async () => opts.ctx.captcha.challenge(),
  );
}
