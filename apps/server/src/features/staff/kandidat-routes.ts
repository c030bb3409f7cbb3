// The back-office's Kandidaten area (issue 15): search, one candidate's page and the document viewer.
// Every staff role may read. Opening a candidate's page or one of their documents is access to
// personal data and therefore audited (decisions/0017-kandidaten-area.md); nothing here writes anything else.
import { berlinDate } from '@examensportal/domain/dates';
import { loeschung as loeschungTexte } from '@examensportal/domain/messages-loeschung';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { listenTexte } from '@examensportal/domain/messages-pruefungsstelle-listen';
import {
  kandidatDokumentParamSchema,
  kandidatenExportSchema,
  kandidatenSucheSchema,
  kandidatAnsichtSchema,
  kandidatenSeiteSchema,
  kandidatIdParamSchema,
  type KandidatAnsicht,
} from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { eingereichteAntraegeSchema } from '@examensportal/domain/schemas/pruefungsstelle-antrag';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { createDatenkopie, sendDatenkopie } from '../datenkopie/service';
import { hasSecondFactor } from '../zweiter-faktor/repo';
import { inline } from '../documents/disposition';
import { findOwnDocument } from '../documents/repo';
import { findCandidateAccount } from '../procedure/repo';
import { loadSnapshot } from '../procedure/service';
import { loadSettings } from '../procedure/settings';
import { recordStaffAction } from './audit';
import { staffOf } from './auth';
import { eingereichteAntraege } from './kandidat-antraege';
import { akteAnsicht, identitaetAnsicht, verfahrenAnsicht } from './kandidat-akte';
import { viewerCsp } from './kandidat-viewer';
import { doppelungen, kandidatenExport, kandidatenSuchen, type ListenStichtag } from './kandidat-suche';
import { listeSenden } from './listen-export';
import { zweiterFaktorZuruecksetzen } from './zweiter-faktor-zuruecksetzen';
import { zuruecksetzenPayloadSchema } from '@examensportal/domain/schemas/pruefungsstelle-zweiter-faktor';

const k = kandidatTexte;

/** Today and the settings the lists derive each candidate's career with. */
async function listenStichtag(ctx: AppContext): Promise<ListenStichtag> {
  return {
    today: berlinDate(ctx.clock.now()),
    settings: await loadSettings(ctx.db, ctx.config.verfahren),
  };
}

/** A staff member's look at a candidate's personal data, written before the answer leaves. */
async function auditView(
  ctx: AppContext,
  request: FastifyRequest,
  aktion: string,
  accountId: string,
  ziel: string,
): Promise<void> {
  const s = staffOf(request);
  await recordStaffAction(
    ctx.db,
    { staffId: s.staffId, wer: s.name, quelle: 'browser', aktion, ziel, accountId },
    ctx.clock.now(),
  );
}

export function registerKandidatRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.kandidaten, { response: kandidatenSeiteSchema }, async (request) =>
    kandidatenSuchen(
      ctx.db,
      kandidatenSucheSchema.parse(request.query),
      await listenStichtag(ctx),
      staffOf(request).staffId,
    ),
  );

  // Exactly the filtered list as CSV or XLSX (issue 28 point 6, decision 0047); audited with its filter.
  route(app, PRUEFUNGSSTELLE_API.kandidatenExport, {}, async (request, reply) => {
    const { format, ...filter } = kandidatenExportSchema.parse(request.query);
    const staff = staffOf(request);
    const zeilen = await kandidatenExport(ctx.db, filter, await listenStichtag(ctx), staff.staffId);
    return listeSenden(ctx, staff, reply, {
      name: 'kandidaten',
      aktion: 'kandidaten.export',
      filter,
      format,
      spalten: listenTexte.kandidatenSpalten,
      zeilen,
    });
  });

  route(
    app,
    PRUEFUNGSSTELLE_API.kandidat,
    { response: kandidatAnsichtSchema },
    async (request): Promise<KandidatAnsicht> => {
      const { id } = kandidatIdParamSchema.parse(request.params);
      if (!(await findCandidateAccount(ctx.db, id))) throw new HttpError(404, k.kandidatUnbekannt);
      const { procedure, settings, today } = await loadSnapshot(ctx.db, ctx.clock, ctx.config.verfahren, id);
      const ansicht: KandidatAnsicht = {
        identitaet: identitaetAnsicht(procedure),
        doppelungen: (await doppelungen(ctx.db, [id])).get(id) ?? [],
        verfahren: await verfahrenAnsicht(ctx.db, procedure, today, settings),
        ...(await akteAnsicht(ctx.db, id, ctx.clock.now(), settings)),
        zweiterFaktor: await hasSecondFactor(ctx.db, id),
      };
      // Written before the answer leaves: no personal data is shown without its Protokoll row.
      await auditView(ctx, request, 'kandidat.ansehen', id, ansicht.identitaet.aktenzeichen);
      return ansicht;
    },
  );

  route(
    app,
    PRUEFUNGSSTELLE_API.kandidatAntraege,
    { response: eingereichteAntraegeSchema },
    async (request) => {
      const { id } = kandidatIdParamSchema.parse(request.params);
      if (!(await findCandidateAccount(ctx.db, id))) throw new HttpError(404, k.kandidatUnbekannt);
      const { procedure, settings } = await loadSnapshot(ctx.db, ctx.clock, ctx.config.verfahren, id);
      const antwort = await eingereichteAntraege(ctx.db, id, procedure.application?.id ?? null, settings);
      // What the candidate declared is personal data (decision 0017): no answer without its Protokoll row.
      await auditView(ctx, request, 'kandidat.antrag.ansehen', id, identitaetAnsicht(procedure).aktenzeichen);
      return antwort;
    },
  );

  route(app, PRUEFUNGSSTELLE_API.kandidatDokument, {}, async (request, reply) => {
    const { id, documentId } = kandidatDokumentParamSchema.parse(request.params);
    const account = await findCandidateAccount(ctx.db, id);
    if (!account) throw new HttpError(404, k.kandidatUnbekannt);
    // A document of another candidate looks exactly like a missing one.
    const row = await findOwnDocument(ctx.db, id, documentId);
    if (!row) throw new HttpError(404, k.dokumentUnbekannt);
    // A tombstone (decision 0058): its retention period ended, the file is gone.
    if (row.geloeschtAm) throw new HttpError(410, loeschungTexte.dokumentGeloescht);
    const s = staffOf(request);
    await recordStaffAction(
      ctx.db,
      {
        staffId: s.staffId,
        wer: s.name,
        quelle: 'browser',
        aktion: 'kandidat.dokument.ansehen',
        ziel: row.originalName,
        accountId: id,
        nachher: { dokument: row.id, kategorie: row.category },
      },
      ctx.clock.now(),
    );
    const stream = await ctx.storage.read(row.storedName);
    request.log.info({ event: 'staff.document_viewed', staffId: s.staffId, documentId: row.id });
    return reply
      .header('content-type', row.contentType)
      .header('content-length', String(row.size))
      .header('content-disposition', inline(row.originalName))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', viewerCsp(row.contentType))
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'no-store')
      .send(stream);
  });

  /** 204: a leitung switches a lost second factor off after an identity check (decision 0042). */
  route(
    app,
    PRUEFUNGSSTELLE_API.zweiterFaktorZuruecksetzen,
    { config: { staffRolle: 'leitung' } },
    async (request, reply) => {
      const { id } = kandidatIdParamSchema.parse(request.params);
      const { notiz } = zuruecksetzenPayloadSchema.parse(request.body);
      const account = await findCandidateAccount(ctx.db, id);
      if (!account) throw new HttpError(404, k.kandidatUnbekannt);
      const { procedure } = await loadSnapshot(ctx.db, ctx.clock, ctx.config.verfahren, id);
      const aktenzeichen = identitaetAnsicht(procedure).aktenzeichen;
      await zweiterFaktorZuruecksetzen(ctx, staffOf(request), account, aktenzeichen, notiz, request.log);
      return reply.code(204).send();
    },
  );

  /** The candidate's copy of their data for a written request (Art. 15 DSGVO, issue 30 point 2). */
  route(app, PRUEFUNGSSTELLE_API.kandidatDatenkopie, {}, async (request, reply) => {
    const { id } = kandidatIdParamSchema.parse(request.params);
    const account = await findCandidateAccount(ctx.db, id);
    if (!account) throw new HttpError(404, k.kandidatUnbekannt);
    const s = staffOf(request);
    const kopie = await createDatenkopie(
      ctx,
      id,
      { staffId: s.staffId, wer: s.name, quelle: 'browser', aktion: 'datenkopie.pruefungsstelle' },
      request.log,
    );
    request.log.info({
      event: 'staff.datenkopie',
      staffId: s.staffId,
      accountId: id,
      dokumente: kopie.dokumente,
    });
    return sendDatenkopie(reply, kopie);
  });
}
