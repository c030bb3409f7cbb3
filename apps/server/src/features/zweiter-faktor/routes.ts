// The candidates' second factor (issue 30 point 5, decision 0042): state, TOTP on and off in Meine
// Daten, and the login's second step (public, throttled like the login).
import { API } from '@examensportal/domain/api';
import { loginAntwortSchema } from '@examensportal/domain/schemas/antworten';
import {
  faktorPayloadSchema,
  passkeyEintragSchema,
  passkeyHinzufuegenSchema,
  passkeyOptionenSchema,
  passkeySchrittPayloadSchema,
  totpCodePayloadSchema,
  totpEinrichtungSchema,
  wiederherstellungscodesSchema,
  zweiterFaktorStandSchema,
  zweiterSchrittPayloadSchema,
} from '@examensportal/domain/schemas/zweiter-faktor';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionOf } from '../../http/auth';
import { perMinute, type RateLimits } from '../../http/rate-limit';
import { route } from '../../http/route';
import { passkeySchritt, zweiterSchritt } from './login';
import { ausschalten, beginnen, bestaetigen, passkeyEntfernen, stand } from './einrichtung';
import { anmeldeOptionen, passkeyHinzufuegen, registrierungsOptionen } from './passkeys';

export async function zweiterFaktorRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; limits: RateLimits },
): Promise<void> {
  const { ctx } = opts;

  route(
    app,
    API.loginZweiterFaktor,
    { response: loginAntwortSchema, config: { public: true, ...perMinute(opts.limits.loginPerMinute) } },
    async (request) =>
      zweiterSchritt(
        ctx,
        zweiterSchrittPayloadSchema.parse(request.body),
        request.ip,
        request.log,
        request.headers['user-agent'] ?? null,
      ),
  );

  route(app, API.zweiterFaktor, { response: zweiterFaktorStandSchema }, async (request) =>
    stand(ctx, sessionOf(request)),
  );
  route(app, API.totpBeginnen, { response: totpEinrichtungSchema }, async (request) =>
    beginnen(ctx, sessionOf(request)),
  );
  route(app, API.totpBestaetigen, { response: wiederherstellungscodesSchema }, async (request) =>
    bestaetigen(ctx, sessionOf(request), totpCodePayloadSchema.parse(request.body).code, request.log),
  );
  /** 204 */
  route(app, API.totpAusschalten, {}, async (request, reply) => {
    await ausschalten(
      ctx,
      sessionOf(request),
      faktorPayloadSchema.parse(request.body),
      request.ip,
      request.log,
    );
    return reply.code(204).send();
  });

  // Passkeys (decision 0051).
  route(
    app,
    API.loginPasskey,
    { response: passkeyOptionenSchema, config: { public: true, ...perMinute(opts.limits.loginPerMinute) } },
    async (request) =>
      passkeySchritt(ctx, passkeySchrittPayloadSchema.parse(request.body).schritt, request.ip, request.log),
  );
  route(app, API.passkeyOptionen, { response: passkeyOptionenSchema }, async (request) =>
    registrierungsOptionen(ctx, sessionOf(request)),
  );
  route(app, API.passkeyHinzufuegen, { response: passkeyEintragSchema }, async (request) =>
    passkeyHinzufuegen(ctx, sessionOf(request), passkeyHinzufuegenSchema.parse(request.body), request.log),
  );
  route(app, API.passkeyNachweis, { response: passkeyOptionenSchema }, async (request) =>
    anmeldeOptionen(ctx, sessionOf(request).accountId, 'nachweis'),
  );
  /** 204; the body is a fresh second factor. */
  route(app, API.passkeyEntfernen, {}, async (request, reply) => {
    await passkeyEntfernen(
      ctx,
      sessionOf(request),
      request.params.id,
      faktorPayloadSchema.parse(request.body),
      request.ip,
      request.log,
    );
    return reply.code(204).send();
  });
}
