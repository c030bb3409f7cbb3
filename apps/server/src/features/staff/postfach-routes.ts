// The back-office's Postfach (issue 27 point 1, decision 0049): every staff role reads a candidate's
// messages, writes (from a template or freely) with attachments received through the upload intake
// (size, type sniffing, malware scan, encrypted store), and marks a candidate's message read. Each
// message and each reading is audited in its own transaction.
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { addDays, berlinDate } from '@examensportal/domain/dates';
import { formatDatum } from '@examensportal/domain/format';
import { NACHRICHT_VORLAGEN, VORLAGEN_SCHLUESSEL } from '@examensportal/domain/messages-postfach';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { anrede } from '@examensportal/domain/rules/bescheid';
import { VORLAGE_FRIST_TAGE, vorlageFuellen } from '@examensportal/domain/rules/postfach';
import { kandidatIdParamSchema } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import {
  kandidatNachrichtParamSchema,
  MAX_ANHAENGE,
  postfachAntwortSchema,
  staffNachrichtSchema,
  vorlagenAntwortSchema,
} from '@examensportal/domain/schemas/postfach';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { receiveUpload } from '../../infra/upload';
import { insertUploadedDocuments } from '../documents/intake';
import { loadPostfach } from '../postfach/repo';
import { gelesenMarkieren, nachrichtEinfuegen } from '../postfach/service';
import { currentApplication, findCandidateAccount } from '../procedure/repo';
import { recordStaffAction } from './audit';
import { staffOf } from './auth';

async function kandidat(ctx: AppContext, params: unknown) {
  const { id } = kandidatIdParamSchema.parse(params);
  const account = await findCandidateAccount(ctx.db, id);
  if (!account) throw new HttpError(404, kandidatTexte.kandidatUnbekannt);
  return account;
}

/** The office's files of a message are filed in the Mantelakte as type NACHRICHT. */
const ANHANG = { category: 'MANTELAKTE', type: 'NACHRICHT' } as const;

export function registerPostfachRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.kandidatNachrichten, { response: postfachAntwortSchema }, async (request) =>
    loadPostfach(ctx.db, (await kandidat(ctx, request.params)).accountId, 'pruefungsstelle'),
  );

  /** The templates with this candidate's name, Aktenzeichen and dates filled in (decision 0049). */
  route(
    app,
    PRUEFUNGSSTELLE_API.nachrichtenVorlagen,
    { response: vorlagenAntwortSchema },
    async (request) => {
      const account = await kandidat(ctx, request.params);
      const heute = berlinDate(ctx.clock.now());
      const antrag = await currentApplication(ctx.db, account.accountId);
      const werte = {
        anrede: anrede(account),
        name: `${account.vorname} ${account.nachname}`,
        aktenzeichen: aktenzeichen(account.accountId, account.art),
        heute: formatDatum(heute),
        antragsdatum: antrag?.submittedAt ? formatDatum(berlinDate(antrag.submittedAt)) : '–',
        frist: formatDatum(addDays(heute, VORLAGE_FRIST_TAGE)),
      };
      return {
        vorlagen: VORLAGEN_SCHLUESSEL.map((schluessel) => ({
          schluessel,
          name: NACHRICHT_VORLAGEN[schluessel].name,
          betreff: vorlageFuellen(NACHRICHT_VORLAGEN[schluessel].betreff, werte),
          text: vorlageFuellen(NACHRICHT_VORLAGEN[schluessel].text, werte),
        })),
      };
    },
  );

  /** 201: the message (multipart: JSON part `nachricht`, files `anhaenge`), the mail without content. */
  route(
    app,
    PRUEFUNGSSTELLE_API.nachrichtSenden,
    { response: postfachAntwortSchema },
    async (request, reply) => {
      const account = await kandidat(ctx, request.params);
      const staff = staffOf(request);
      const upload = await receiveUpload(
        request,
        { storage: ctx.storage, scanner: ctx.scanner, log: request.log },
        {
          lists: ['anhaenge'],
          jsonParts: ['nachricht'],
          quota: {
            maxFiles: MAX_ANHAENGE,
            maxBytes: ctx.config.uploadQuotaBytes,
            usedFiles: 0,
            usedBytes: 0,
          },
        },
      );
      try {
        const eingabe = staffNachrichtSchema.parse(upload.json.nachricht ?? {});
        const now = ctx.clock.now();
        await ctx.db.transaction(async (tx) => {
          const docs = await insertUploadedDocuments(tx, account.accountId, upload.files, {
            category: ANHANG.category,
            typeOf: () => ANHANG.type,
            now,
            source: 'office',
          });
          const id = await nachrichtEinfuegen(
            tx,
            ctx,
            account.accountId,
            { von: 'pruefungsstelle', staffId: staff.staffId, name: staff.name },
            eingabe,
            docs.map((d) => d.id),
            now,
          );
          await recordStaffAction(
            tx,
            {
              staffId: staff.staffId,
              wer: staff.name,
              quelle: 'browser',
              aktion: 'nachricht.senden',
              ziel: aktenzeichen(account.accountId, account.art),
              accountId: account.accountId,
              nachher: { id, vorlage: eingabe.vorlage ?? null, anhaenge: docs.length },
            },
            now,
          );
        });
      } catch (error) {
        await upload.discard();
        throw error;
      }
      return reply.code(201).send(await loadPostfach(ctx.db, account.accountId, 'pruefungsstelle'));
    },
  );

  /** A candidate's message read by the office: a row (the first reading counts) and a Protokoll entry. */
  route(app, PRUEFUNGSSTELLE_API.nachrichtGelesen, { response: postfachAntwortSchema }, async (request) => {
    const { id, nachrichtId } = kandidatNachrichtParamSchema.parse(request.params);
    const staff = staffOf(request);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const neu = await gelesenMarkieren(
        tx,
        id,
        nachrichtId,
        'pruefungsstelle',
        { name: staff.name, staffId: staff.staffId },
        now,
      );
      if (neu) {
        await recordStaffAction(
          tx,
          {
            staffId: staff.staffId,
            wer: staff.name,
            quelle: 'browser',
            aktion: 'nachricht.gelesen',
            ziel: nachrichtId,
            accountId: id,
          },
          now,
        );
      }
    });
    return loadPostfach(ctx.db, id, 'pruefungsstelle');
  });
}
