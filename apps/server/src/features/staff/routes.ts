// The staff API under /examensportal/backend/pruefungsstelle: its own scope with its own guard
// (registerStaffAuth), so no candidate route hook and no candidate token ever applies here.
// Later back-office pages add their routes in this scope: `{config: {staffRolle: 'leitung'}}` for
// leitung-only actions, recordStaffAction(tx, …) in each action's transaction.
import {
  staffLoginAntwortSchema,
  staffSitzungSchema,
  totpEinrichtungSchema,
  wiederherstellungscodesSchema,
} from '@examensportal/domain/schemas/antworten';
import { resetPasswordPayloadSchema } from '@examensportal/domain/schemas/auth';
import {
  einladenPayloadSchema,
  einrichtungPersonSchema,
  einrichtungSitzungSchema,
  mitarbeitendeSchema,
  mitarbeiterSchema,
  protokollFilterSchema,
  protokollSeiteSchema,
  rollePayloadSchema,
  staffLoginPayloadSchema,
  staffEinrichtungPruefenPayloadSchema,
  totpBestaetigenPayloadSchema,
  type StaffSitzung,
} from '@examensportal/domain/schemas/pruefungsstelle';
import { Readable } from 'node:stream';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { registerOriginCheck } from '../../http/origin-check';
import {
  type LimiterFactory,
  perHour,
  registerAccountRateLimit,
  perMinute,
  registerRateLimit,
  type RateLimits,
} from '../../http/rate-limit';
import { login } from './login';
import { auditActions, auditPage, auditRows, protokollSeitengroesse, recordStaffAction } from './audit';
import { registerStaffAuth, staffOf } from './auth';
import { protokollCsv } from './csv';
import { registerSammelRoutes } from './sammel-routes';
import { registerKandidatRoutes } from './kandidat-routes';
import { registerEingangRoutes } from './eingang-routes';
import { checkLink, passwortFestlegen, totpBeginnen, totpBestaetigen } from './einrichtung';
import { registerEntscheidungenRoutes } from './entscheidungen-routes';
import { registerPrueflisteRoutes } from './pruefliste-routes';
import { registerFallRoutes } from './fall-routes';
import { listStaff, revokeStaffSession } from './repo';
import { registerLoeschungRoutes } from './loeschung-routes';
import { deaktivieren, einladen, mitarbeitende, rolleAendern, zuruecksetzen } from './verwaltung';
import { registerTermineRoutes } from './termine-routes';
import { registerStatistikRoutes } from './statistik-routes';
import { registerVerwaltungRoutes } from './verwaltung-routes';
import { registerLadungenRoutes } from './ladungen-routes';
import { registerPostversandRoutes } from './postversand-routes';
import { registerNachforderungRoutes } from './nachforderung-routes';
import { registerPostfachRoutes } from './postfach-routes';
import { registerMultipart } from '../../infra/upload';

const idParam = z.object({ id: z.string().max(100) });

export async function staffRoutes(
  app: FastifyInstance,
  opts: { ctx: AppContext; limits: RateLimits; limiterFor: LimiterFactory },
) {
  const { ctx, limits } = opts;
  registerOriginCheck(app, ctx.config.publicUrl);
  registerRateLimit(app, opts.limiterFor);
  registerStaffAuth(app, ctx);
  // A staff session reads personal data of every candidate: its own budget per account bounds what a
  // stolen session or a runaway script can pull, like a candidate's (SEC: per-account limit).
  registerAccountRateLimit(
    app,
    limits.apiPerMinute,
    opts.limiterFor,
    (request) => request.staff?.staffId,
    'staff',
  );
  // The Postfach's attachments (decision 0049) come as multipart, through receiveUpload's checks.
  await registerMultipart(app);

  // -- Login and set-up (public: they make the session) ----------------------------------------

  route(
    app,
    PRUEFUNGSSTELLE_API.login,
    { response: staffLoginAntwortSchema, config: { public: true, ...perMinute(limits.loginPerMinute) } },
    async (request) => login(ctx, staffLoginPayloadSchema.parse(request.body), request.ip, request.log),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.einrichtungPruefen,
    { response: einrichtungPersonSchema, config: { public: true, ...perHour(limits.linkPerHour) } },
    async (request) => checkLink(ctx, staffEinrichtungPruefenPayloadSchema.parse(request.body).token),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.einrichtungPasswort,
    { response: einrichtungSitzungSchema, config: { public: true, ...perHour(limits.linkPerHour) } },
    async (request) => passwortFestlegen(ctx, resetPasswordPayloadSchema.parse(request.body), request.log),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.totpBeginnen,
    { response: totpEinrichtungSchema, config: { staffStufe: 'einrichtung' } },
    async (request) => totpBeginnen(ctx, staffOf(request)),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.totpBestaetigen,
    { response: wiederherstellungscodesSchema, config: { staffStufe: 'einrichtung' } },
    async (request) =>
      totpBestaetigen(
        ctx,
        staffOf(request),
        totpBestaetigenPayloadSchema.parse(request.body).code,
        request.log,
      ),
  );

  // -- Session -----------------------------------------------------------------------------------

  route(
    app,
    PRUEFUNGSSTELLE_API.sitzung,
    { response: staffSitzungSchema, config: { staffStufe: 'beide' } },
    async (request): Promise<StaffSitzung> => {
      const s = staffOf(request);
      return { id: s.staffId, name: s.name, email: s.email, rolle: s.rolle, stufe: s.stufe };
    },
  );

  route(app, PRUEFUNGSSTELLE_API.logout, { config: { staffStufe: 'beide' } }, async (request, reply) => {
    const s = staffOf(request);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await revokeStaffSession(tx, s.sessionId, now);
      await recordStaffAction(
        tx,
        { staffId: s.staffId, wer: s.name, quelle: 'browser', aktion: 'abmeldung', ziel: s.email },
        now,
      );
    });
    return reply.code(204).send();
  });

  // -- Mitarbeitende (leitung) ------------------------------------------------------------------

  route(
    app,
    PRUEFUNGSSTELLE_API.mitarbeitende,
    { response: mitarbeitendeSchema, config: { staffRolle: 'leitung' } },
    async () => mitarbeitende(ctx),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.einladen,
    { response: mitarbeiterSchema, config: { staffRolle: 'leitung' } },
    async (request, reply) => {
      const created = await einladen(ctx, staffOf(request), einladenPayloadSchema.parse(request.body));
      return reply.code(201).send(created);
    },
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.rolleAendern,
    { response: mitarbeiterSchema, config: { staffRolle: 'leitung' } },
    async (request) =>
      rolleAendern(
        ctx,
        staffOf(request),
        idParam.parse(request.params).id,
        rollePayloadSchema.parse(request.body).rolle,
      ),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.deaktivieren,
    { response: mitarbeiterSchema, config: { staffRolle: 'leitung' } },
    async (request) => deaktivieren(ctx, staffOf(request), idParam.parse(request.params).id),
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.zuruecksetzen,
    { response: mitarbeiterSchema, config: { staffRolle: 'leitung' } },
    async (request) => zuruecksetzen(ctx, staffOf(request), idParam.parse(request.params).id),
  );

  registerVerwaltungRoutes(app, ctx);
  registerStatistikRoutes(app, ctx);
  registerKandidatRoutes(app, ctx);
  registerEntscheidungenRoutes(app, ctx);
  registerPrueflisteRoutes(app, ctx);
  registerFallRoutes(app, ctx);
  registerEingangRoutes(app, ctx);
  registerLoeschungRoutes(app, ctx);

  // -- Protokoll (every staff role reads it; nobody can change it) -----------------------------

  route(app, PRUEFUNGSSTELLE_API.protokoll, { response: protokollSeiteSchema }, async (request) => {
    const filter = protokollFilterSchema.parse(request.query);
    const { eintraege, gesamt } = await auditPage(ctx.db, filter);
    const personen = (await listStaff(ctx.db)).map((s) => ({ id: s.id, name: s.name }));
    return {
      eintraege,
      gesamt,
      seite: filter.seite,
      seiten: Math.max(1, Math.ceil(gesamt / protokollSeitengroesse)),
      personen,
      aktionen: await auditActions(ctx.db),
    };
  });

  route(app, PRUEFUNGSSTELLE_API.protokollCsv, {}, async (request, reply) => {
    const { seite: _seite, ...filter } = protokollFilterSchema.parse(request.query);
    const s = staffOf(request);
    const now = ctx.clock.now();
    // The export itself is an action on the record, audited before the file is written.
    await recordStaffAction(
      ctx.db,
      { staffId: s.staffId, wer: s.name, quelle: 'browser', aktion: 'protokoll.export', nachher: filter },
      now,
    );
    const day = now.toISOString().slice(0, 10);
    // Streamed: a trail of years never sits in memory as one string (auditRows reads in batches).
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="protokoll-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(protokollCsv(auditRows(ctx.db, filter))));
  });

  registerTermineRoutes(app, ctx);
  registerLadungenRoutes(app, ctx);
  registerSammelRoutes(app, ctx);
  registerPostversandRoutes(app, ctx);
  registerNachforderungRoutes(app, ctx);
  registerPostfachRoutes(app, ctx);
}
