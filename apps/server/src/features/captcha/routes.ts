import { captchaChallengeSchema } from '@examensportal/domain/schemas/antworten';
import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { perMinute, type RateLimits } from '../../http/rate-limit';

export async function captchaRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; limits: RateLimits },
): Promise<void> {
  // The ALTCHA widget fetches this (its `challenge` attribute) and posts the solution as `token`.
  route(
    app,
    API.captchaChallenge,
    {
      response: captchaChallengeSchema,
      config: { public: true, ...perMinute(opts.limits.captchaPerMinute) },
    },
    async () => opts.ctx.captcha.challenge(),
  );
}
