import { loginAntwortSchema } from '@examensportal/domain/schemas/antworten';
import { andereBeendetSchema, sitzungenSchema } from '@examensportal/domain/schemas/sitzungen';
import { loginPayloadSchema } from '@examensportal/domain/schemas/auth';
import { zweiterSchrittSchema } from '@examensportal/domain/schemas/zweiter-faktor';
import { API } from '@examensportal/domain/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { perMinute, type RateLimits } from '../../http/rate-limit';
import { login, logout } from './service';
import { endOtherSessions, listSessions } from './uebersicht';

export async function sessionRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; limits: RateLimits },
): Promise<void> {
  const { ctx } = opts;

  /** 200 {art, vorname, nachname, lastLogin, jwt}; with a second factor 200 {zweiterFaktor} (decision 0042) */
  route(
    app,
    API.login,
    {
      response: loginAntwortSchema.or(zweiterSchrittSchema),
      config: { public: true, ...perMinute(opts.limits.loginPerMinute) },
    },
    async (request) =>
      login(
        ctx,
        loginPayloadSchema.parse(request.body),
        request.ip,
        request.log,
        request.headers['user-agent'] ?? null,
      ),
  );

  /** 204; the token is dead afterwards (quality targets §4 C4). */
  route(app, API.logout, {}, async (request, reply) => {
    await logout(ctx, sessionOf(request), request.log);
    return reply.code(204).send();
  });

  /** The sessions overview of Meine Daten (issue 30 point 6): active sessions, and ending all others. */
  route(app, API.sitzungen, { response: sitzungenSchema }, async (request) =>
    listSessions(ctx, sessionOf(request)),
  );
  route(app, API.andereSitzungenBeenden, { response: andereBeendetSchema }, async (request) =>
    endOtherSessions(ctx, sessionOf(request), request.log),
  );
}
