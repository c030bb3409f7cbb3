import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { consume, type LimiterFactory, type RateLimits } from '../../http/rate-limit';
import { route } from '../../http/route';
import { createDatenkopie, sendDatenkopie } from './service';

/** The candidate's copy of their data (issue 30 point 2): GET /api/meinedaten/datenkopie. */
export async function datenkopieRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; limits: RateLimits; limiterFor: LimiterFactory },
): Promise<void> {
  const { ctx } = opts;
  let limiter: RateLimiterAbstract | undefined;
  route(app, API.datenkopie, {}, async (request, reply) => {
    const session = sessionOf(request);
    // Per account, not per address: every copy reads all files of the account.
    limiter ??= opts.limiterFor('datenkopie', opts.limits.datenkopiePerHour, 3_600_000);
    await consume(limiter, session.accountId, request, 'datenkopie');
    const kopie = await createDatenkopie(
      ctx,
      session.accountId,
      { wer: 'Kandidatin oder Kandidat (Meine Daten)', quelle: 'browser', aktion: 'datenkopie.kandidat' },
      request.log,
    );
    request.log.info({
      event: 'datenkopie.erstellt',
      accountId: session.accountId,
      dokumente: kopie.dokumente,
    });
    return sendDatenkopie(reply, kopie);
  });
}
