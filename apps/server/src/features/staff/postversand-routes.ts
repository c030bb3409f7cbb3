// Postversand (issue 27 point 4, decision 0033): the due letters, print batches (one PDF of up to 500
// letters, oldest first), the posting day recorded per batch – which makes each letter notified on
// that day + BEKANNTGABE_TAGE (rules/bekanntgabe.ts) – and discarding a batch not posted. Any staff
// role; every write audited in its own transaction, one Protokoll row per letter posted.
import { berlinDate, isIsoDate } from '@examensportal/domain/dates';
import { postversandTexte as t } from '@examensportal/domain/messages-pruefungsstelle-postversand';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import {
  postversandQuerySchema,
  postversandSeiteSchema,
  stapelAntwortSchema,
  versandPayloadSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-postversand';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { bereitstellungen, postversandBriefe, postversandStapel } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { attachment } from '../documents/disposition';
import { recordStaffAction } from './audit';
import { staffOf } from './auth';
import { faelligeSeite, faelligFuerStapel, stapelBriefe, stapelLesen, stapelListe } from './postversand';
import { stapelPdf } from './postversand-pdf';

const stapelParamSchema = z.object({ stapelId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** Serialises batch creation across instances (a letter lands in one open batch only). */
const STAPEL_SPERRE = 27_040_001;

export function registerPostversandRoutes(app: FastifyInstance, ctx: AppContext): void {
  const heute = () => berlinDate(ctx.clock.now());

  route(app, PRUEFUNGSSTELLE_API.postversand, { response: postversandSeiteSchema }, async (request) => {
    const { seite } = postversandQuerySchema.parse(request.query);
    const tag = heute();
    return { heute: tag, ...(await faelligeSeite(ctx.db, tag, seite)), ...(await stapelListe(ctx.db)) };
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.postversandStapelErstellen,
    { response: stapelAntwortSchema },
    async (request, reply) => {
      const s = staffOf(request);
      const now = ctx.clock.now();
      const stapel = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${STAPEL_SPERRE})`);
        const briefe = await faelligFuerStapel(tx, berlinDate(now));
        if (briefe.length === 0) throw new HttpError(409, t.nichtsFaellig);
        const [neu] = await tx
          .insert(postversandStapel)
          .values({ erstelltAm: now, erstelltVon: s.name })
          .returning({ id: postversandStapel.id });
        if (!neu) throw new Error('insert returned no row');
        await tx
          .insert(postversandBriefe)
          .values(briefe.map((b, i) => ({ stapelId: neu.id, documentId: b.documentId, position: i + 1 })));
        await recordStaffAction(
          tx,
          {
            staffId: s.staffId,
            wer: s.name,
            quelle: 'browser',
            aktion: 'postversand.stapel',
            ziel: t.stapelTitel(neu.id),
            nachher: { stapel: neu.id, briefe: briefe.length },
          },
          now,
        );
        return stapelLesen(tx, neu.id);
      });
      if (!stapel) throw new Error('batch vanished');
      request.log.info({ event: 'postversand.stapel', stapel: stapel.id, briefe: stapel.briefe });
      return reply.code(201).send(stapel);
    },
  );

  route(app, PRUEFUNGSSTELLE_API.postversandStapelPdf, {}, async (request, reply) => {
    const { stapelId } = stapelParamSchema.parse(request.params);
    const stapel = await stapelLesen(ctx.db, stapelId);
    if (!stapel) throw new HttpError(404, t.stapelUnbekannt);
    const briefe = await stapelBriefe(ctx.db, stapelId);
    // A letter deleted after its retention period has no file left: the batch cannot be printed
    // again as it was, and half a batch would send some people nothing without anyone noticing.
    const geloescht = briefe.filter((b) => b.geloescht_am !== null).length;
    if (geloescht > 0) throw new HttpError(410, t.stapelMitGeloeschten(stapelId, geloescht));
    const pdf = await stapelPdf(ctx.storage, briefe);
    const s = staffOf(request);
    await recordStaffAction(
      ctx.db,
      {
        staffId: s.staffId,
        wer: s.name,
        quelle: 'browser',
        aktion: 'postversand.druck',
        ziel: t.stapelTitel(stapelId),
        nachher: { stapel: stapelId, briefe: briefe.length },
      },
      ctx.clock.now(),
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('content-disposition', attachment(`Druckstapel-${stapelId}.pdf`))
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  route(app, PRUEFUNGSSTELLE_API.postversandVermerken, { response: stapelAntwortSchema }, async (request) => {
    const { stapelId } = stapelParamSchema.parse(request.params);
    const { versandtAm } = versandPayloadSchema.parse(request.body);
    if (!isIsoDate(versandtAm)) {
      throw new HttpError(422, t.versandtAmUngueltig, {}, { versandtAm: t.versandtAmUngueltig });
    }
    const s = staffOf(request);
    const now = ctx.clock.now();
    if (versandtAm > berlinDate(now)) {
      throw new HttpError(422, t.versandtAmZukunft, {}, { versandtAm: t.versandtAmZukunft });
    }
    return ctx.db.transaction(async (tx) => {
      const stapel = await stapelLesen(tx, stapelId, true);
      if (!stapel) throw new HttpError(404, t.stapelUnbekannt);
      if (stapel.versandtAm || stapel.verworfen) throw new HttpError(409, t.stapelErledigt);
      const erstellt = berlinDate(new Date(stapel.erstelltAm));
      if (versandtAm < erstellt) {
        const meldung = t.versandtAmVorStapel(erstellt);
        throw new HttpError(422, meldung, {}, { versandtAm: meldung });
      }
      await tx
        .update(postversandStapel)
        .set({ versandtAm, versandtVon: s.name })
        .where(eq(postversandStapel.id, stapelId));
      const briefe = await stapelBriefe(tx, stapelId);
      const ids = briefe.map((b) => b.document_id);
      // A letter posted by an earlier batch keeps its day (it cannot be in two open batches anyway).
      await tx
        .update(bereitstellungen)
        .set({ versandtAm, versandtVon: s.name })
        .where(and(inArray(bereitstellungen.documentId, ids), isNull(bereitstellungen.versandtAm)));
      for (const brief of briefe) {
        await recordStaffAction(
          tx,
          {
            staffId: s.staffId,
            wer: s.name,
            quelle: 'browser',
            aktion: 'postversand.versandt',
            ziel: brief.original_name,
            accountId: brief.account_id,
            nachher: { stapel: stapelId, dokument: brief.document_id, versandtAm },
          },
          now,
        );
      }
      request.log.info({ event: 'postversand.versandt', stapel: stapelId, briefe: briefe.length });
      return { ...stapel, versandtAm, versandtVon: s.name };
    });
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.postversandStapelVerwerfen,
    { response: stapelAntwortSchema },
    async (request) => {
      const { stapelId } = stapelParamSchema.parse(request.params);
      const s = staffOf(request);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const stapel = await stapelLesen(tx, stapelId, true);
        if (!stapel) throw new HttpError(404, t.stapelUnbekannt);
        if (stapel.versandtAm || stapel.verworfen) throw new HttpError(409, t.stapelErledigt);
        await tx
          .update(postversandStapel)
          .set({ verworfenAm: now, verworfenVon: s.name })
          .where(eq(postversandStapel.id, stapelId));
        await recordStaffAction(
          tx,
          {
            staffId: s.staffId,
            wer: s.name,
            quelle: 'browser',
            aktion: 'postversand.verworfen',
            ziel: t.stapelTitel(stapelId),
            nachher: { stapel: stapelId },
          },
          now,
        );
        const gelesen = await stapelLesen(tx, stapelId);
        if (!gelesen) throw new Error('batch vanished');
        return gelesen;
      });
    },
  );
}
