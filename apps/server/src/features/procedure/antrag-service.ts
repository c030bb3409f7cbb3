// The application flows of spec §4 on the server: GET the application, the interim save (multipart:
// JSON part plus upload lists), the final submit (one transaction: declaration, status change,
// documents locked, receipt job; Idempotency-Key honoured) and the check after it.
import { and, eq } from 'drizzle-orm';
import { ZodError, type z } from 'zod';
import { messages } from '@examensportal/domain/messages';
import { antragskopie } from '@examensportal/domain/messages-antragskopie';
import { serverTexte } from '@examensportal/domain/messages-server';
import { antragAnsicht } from '@examensportal/domain/rules/antrag-ansicht';
import type { Art } from '@examensportal/domain/rules/facts';
import { MODUL_SLOTS } from '@examensportal/domain/rules/module';
import { parseSemesterDisplay } from '@examensportal/domain/rules/semester';
import { berlinDate, type IsoDate } from '@examensportal/domain/dates';
import type { QuittungsAngabe } from '@examensportal/domain/rules/receipt';
import { istAntragszeitraum } from '@examensportal/domain/rules/terms';
import {
  EIGNUNG_UPLOADS,
  eignungEntwurfSchema,
  eignungPayloadSchema,
} from '@examensportal/domain/schemas/eignung';
import {
  ZULASSUNG_UPLOADS,
  zulassungEntwurfSchema,
  zulassungPayloadSchema,
} from '@examensportal/domain/schemas/zulassung';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import type { FastifyRequest } from 'fastify';
import type { Grundeinstellungen } from '../../config';
import type { AppContext } from '../../context';
import { type LastStatement, transactionBeginningWith } from '../../db/begin-with';
import type { Conn, Tx } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { declarations } from '../../db/schema';
import { fieldErrorsOf, HttpError } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { faultPoint } from '../../infra/faultPoint';
import type { ReceivedUpload, StoredUpload } from '../../infra/upload';
import { lockDocuments } from '../documents/repo';
import { acceptUpload } from '../documents/intake';
import { fingerabdruck, fingerprintName } from '../declarations/fingerprint';
import { enqueueAntragskopie } from '../receipts/antragskopie';
import type { Quittungsteil } from '../declarations/buchung';
import type { Modul } from '@examensportal/domain/rules/module';
import type { AuthSession } from '../sessions/service';
import { antragAntwort, type AntragAntwort } from './antrag';
import {
  behalteneDateien,
  type Dateien,
  EIGNUNG_LISTEN_TYP,
  gespeicherteDateien,
  linkToApplication,
  LISTEN_TYP,
  neueDateien,
  vorhandene,
  zusammen,
} from './antrag-dateien';
import { antragsmoeglichkeit, checkTermin } from './laufbahn';
import { type CandidateLock, candidateLock, insertDraft, lockCandidate, updateDraftLast } from './records';
import {
  currentApplication,
  type LoadedProcedure,
  loadProcedure,
  loadProcedureWithSettings,
  mitGespeichertemEntwurf,
} from './repo';
import { heute, requireArt } from './service';
import { loadSettings } from './settings';
import { einreichen } from './submit';

interface Flow {
  art: Art;
  /** Its registry key (the fingerprint's name, fingerprintName). */
  key: 'zulassungsantrag' | 'eignungAntrag';
  /** The multipart part that carries the JSON (spec §7). */
  part: 'zulassung' | 'eignung';
  lists: readonly string[];
  typen: Readonly<Record<string, string>>;
  entwurf: z.ZodType<
    Record<string, unknown> & {
      zulassungsblock: string;
      dateien?:
        | Partial<Record<string, { documentId?: string | number | undefined; originalFileName: string }[]>>
        | undefined;
    }
  >;
}

const FLOWS: Readonly<Record<Art, Flow>> = {
  WP: {
    art: 'WP',
    key: 'zulassungsantrag',
    part: 'zulassung',
    lists: ZULASSUNG_UPLOADS,
    typen: LISTEN_TYP,
    entwurf: zulassungEntwurfSchema,
  },
  EIGNUNG: {
    art: 'EIGNUNG',
    key: 'eignungAntrag',
    part: 'eignung',
    lists: EIGNUNG_UPLOADS,
    typen: EIGNUNG_LISTEN_TYP,
    entwurf: eignungEntwurfSchema,
  },
};

/** The application object of GET /api/zulassung and /api/eignung, read in the caller's transaction. */
async function antwort(
  tx: Conn,
  ctx: AppContext,
  accountId: string,
  gelesen?: LoadedProcedure,
  einstellungen?: Verfahrenseinstellungen,
  today: IsoDate = heute(ctx.clock),
): Promise<AntragAntwort> {
  // Neither given: the settings come with the facts (one statement, issue 29).
  const beides =
    gelesen || einstellungen
      ? undefined
      : await loadProcedureWithSettings(tx, accountId, ctx.config.verfahren);
  const procedure = gelesen ?? beides?.procedure ?? (await loadProcedure(tx, accountId));
  if (!procedure) throw new Error(`account ${accountId} has no record`);
  const dateien = await vorhandene(tx, accountId, gespeicherteDateien(procedure.application?.payload));
  return antragAntwort(
    procedure,
    today,
    einstellungen ?? beides?.einstellungen ?? (await loadSettings(tx, ctx.config.verfahren)),
    dateien,
  );
}

export async function loadAntrag(ctx: AppContext, session: AuthSession, art: Art): Promise<AntragAntwort> {
  requireArt(session, art);
  return ctx.db.transaction((tx) => antwort(tx, ctx, session.accountId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** Thrown inside the submit's transaction when its Idempotency-Key was used meanwhile. */
class Wiederholung extends Error {}

/**
 * Locks the candidate and checks that the form may still be saved or sent (spec §4): a draft is open
 * or the career gives a new application (rules/laufbahn.ts). A submit with an Idempotency-Key that
 * committed while this request waited for the lock is a repetition.
 */
async function offenerAntrag(
  tx: Tx,
  accountId: string,
  now: Date,
  today: IsoDate,
  key: string | null = null,
  abdruck = '',
  grundlage?: Grundeinstellungen,
  gesperrt?: readonly CandidateLock[],
) {
  await lockCandidate(tx, accountId, now, gesperrt);
  if (await schonEingereicht(tx, accountId, key, abdruck)) throw new Wiederholung();
  return antragsmoeglichkeit(tx, accountId, today, grundlage);
}

const ohneDateien = <T extends { dateien?: unknown }>(value: T): Omit<T, 'dateien'> => {
  const { dateien: _claim, ...rest } = value;
  return rest;
};

/** POST /api/zulassung/zwischenspeichern, /api/eignung/zwischenspeichern. */
export async function zwischenspeichern(
  ctx: AppContext,
  session: AuthSession,
  request: FastifyRequest,
  art: Art,
): Promise<AntragAntwort> {
  requireArt(session, art);
  const flow = FLOWS[art];
  const { accountId } = session;
  let files = 0;
  // The transaction begins with the candidate's lock: on PostgreSQL BEGIN and the lock are one round
  // trip (db/begin-with.ts, decision 0098); its rows are taken by offenerAntrag below.
  // The draft's update is the transaction's last statement: on PostgreSQL it goes with COMMIT in one
  // round trip (decision 0103).
  let gesperrt: CandidateLock[] = [];
  let zuletzt: ((last: LastStatement) => void) | undefined;
  const transaction = <T>(fn: (tx: Tx) => Promise<T>) =>
    transactionBeginningWith(ctx.db, candidateLock(accountId), (tx, rows, lastly) => {
      gesperrt = rows;
      zuletzt = lastly;
      return fn(tx);
    });
  const result = await acceptUpload(
    ctx,
    request,
    accountId,
    { lists: flow.lists, jsonParts: [flow.part], transaction },
    async (tx, upload) => {
      const entwurf = flow.entwurf.parse(upload.json[flow.part]);
      const now = ctx.clock.now();
      // One calendar day for the whole save: the career check and the answer (issue 29).
      const today = berlinDate(now);
      const {
        entwurf: current,
        neuerAntrag,
        procedure,
        einstellungen,
      } = await offenerAntrag(tx, accountId, now, today, null, '', ctx.config.verfahren, gesperrt);
      // A new application starts without files: those of an earlier one stay with it (digital file).
      const behalten = await vorhandene(
        tx,
        accountId,
        behalteneDateien(gespeicherteDateien(current?.payload), entwurf.dateien),
      );
      const neu = await neueDateien(tx, accountId, upload.files, flow.typen, now, false);
      const payload = { ...ohneDateien(entwurf), dateien: zusammen(behalten, neu) };
      const term = parseSemesterDisplay(entwurf.zulassungsblock)?.value ?? null;
      let draftId: string;
      // An update answers from the facts already read; a new draft is read afresh.
      let gelesen: LoadedProcedure | undefined;
      if (current) {
        draftId = current.id;
        gelesen = mitGespeichertemEntwurf(procedure, current, { term, payload, updatedAt: now });
      } else {
        draftId = (
          await insertDraft(tx, { accountId, art, term, payload, versuch: neuerAntrag.versuch }, now)
        ).id;
      }
      await linkToApplication(tx, accountId, draftId, payload.dateien);
      files = upload.files.length;
      // The settings too: exam_terms is the office's, not written here (one statement fewer, issue 29).
      const result = await antwort(tx, ctx, accountId, gelesen, einstellungen, today);
      // Nothing after it: the update is the transaction's last statement, sent with COMMIT.
      if (current) {
        const update = updateDraftLast(current.id, { term, payload }, now);
        if (zuletzt) zuletzt(update);
        else await update.statement(tx, update.values);
      }
      return result;
    },
  );
  // Committed: said on the request's access line, not on a line of its own (one write fewer, issue 29).
  request.accessFacts = { event: 'application.saved', accountId, art, files };
  return result;
}

/**
 * Whether a submit with this key is stored already; the same key with another content (JSON part or
 * files) is refused with 422 (Idempotency-Key draft, REL-IDEM), so nothing of it is kept.
 */
async function schonEingereicht(
  db: Conn,
  accountId: string,
  key: string | null,
  abdruck: string,
): Promise<boolean> {
  if (!key) return false;
  const [row] = await db
    .select({ payload: declarations.payload })
    .from(declarations)
    .where(and(eq(declarations.accountId, accountId), eq(declarations.idempotencyKey, key)))
    .limit(1);
  if (!row) return false;
  const payload = row.payload as { fingerabdruck?: unknown } | null;
  // A submit stored before the fingerprint was kept cannot be compared; it stands as the answer.
  const gespeichert = payload?.fingerabdruck;
  if (gespeichert !== undefined && gespeichert !== abdruck) {
    throw new HttpError(422, serverTexte.andereSendungUnterSchluessel);
  }
  return true;
}

/** Whether a declaration holds this key (looked at before the body, so no upload limit refuses a repeat). */
async function schluesselGespeichert(db: Conn, accountId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: declarations.id })
    .from(declarations)
    .where(and(eq(declarations.accountId, accountId), eq(declarations.idempotencyKey, key)))
    .limit(1);
  return row !== undefined;
}

/** What the submit's Idempotency-Key is bound to: the JSON part and every file (list, name, size, hash). */
function abdruckDesAbschickens(flow: Flow, json: unknown, files: readonly StoredUpload[]): string {
  return fingerabdruck(
    fingerprintName(flow.key),
    json ?? null,
    files.map((f) => `${f.list}:${f.size}:${f.sha256}:${f.originalName}`),
  );
}

/** The final check with the shared schema; its messages are the spec's (§5). */
function parsePayload<T>(schema: z.ZodType<T>, value: unknown): T {
  try {
    return schema.parse(value);
  } catch (error) {
    if (error instanceof ZodError) {
      throw new HttpError(400, messages.toasts.antragUnvollstaendig, {}, fieldErrorsOf(error));
    }
    throw error;
  }
}

function angabenWP(antrag: { lgs: number; vorzeitigeZulassung: number }): QuittungsAngabe[] {
  const a = messages.antrag;
  return [
    {
      bezeichnung: a.lgs,
      wert: a.lgsOptionen[antrag.lgs as keyof typeof a.lgsOptionen] ?? String(antrag.lgs),
    },
    {
      bezeichnung: a.vorzeitigeZulassung,
      wert: a.vorzeitigeZulassungOptionen[
        antrag.vorzeitigeZulassung as keyof typeof a.vorzeitigeZulassungOptionen
      ],
    },
  ];
}

/** POST /api/zulassung/files, /api/eignung/files: the final submit. */
export async function abschicken(
  ctx: AppContext,
  session: AuthSession,
  request: FastifyRequest,
  art: Art,
): Promise<AntragAntwort> {
  requireArt(session, art);
  const flow = FLOWS[art];
  const { accountId } = session;
  const key = idempotencyKeyOf(request);
  // The same key again: the first submission stands, answered with the application as it is now. Its
  // content is known only once the body is read, so the check is inside the upload's transaction.
  let abdruck = '';
  // Before the upload rate and the quota, like POST /api/dokumente/files: a repeat is answered even
  // when the candidate is at a limit now.
  const wiederholung = key
    ? {
        bekannt: await schluesselGespeichert(ctx.db, accountId, key),
        check: async (db: Conn, upload: ReceivedUpload) => {
          const eigenerAbdruck = abdruckDesAbschickens(flow, upload.json[flow.part], upload.files);
          if (await schonEingereicht(db, accountId, key, eigenerAbdruck)) throw new Wiederholung();
        },
      }
    : undefined;
  try {
    const result = await acceptUpload(
      ctx,
      request,
      accountId,
      { lists: flow.lists, jsonParts: [flow.part], wiederholung },
      async (tx, upload) => {
        const now = ctx.clock.now();
        const today = heute(ctx.clock);
        const json = upload.json[flow.part];
        abdruck = abdruckDesAbschickens(flow, json, upload.files);
        if (await schonEingereicht(tx, accountId, key, abdruck)) throw new Wiederholung();
        const geprueft =
          art === 'WP'
            ? ({ art: 'WP', antrag: parsePayload(zulassungPayloadSchema, json) } as const)
            : ({ art: 'EIGNUNG', antrag: parsePayload(eignungPayloadSchema, json) } as const);
        const termin = parseSemesterDisplay(geprueft.antrag.zulassungsblock);
        // only the open term; the client fetches the term again and shows this text (spec §4).
        if (!termin || !istAntragszeitraum(termin, today, await loadSettings(tx, ctx.config.verfahren))) {
          throw new HttpError(
            409,
            messages.toasts.antragszeitraumBeendet(termin?.display ?? geprueft.antrag.zulassungsblock),
          );
        }
        const { entwurf: current, neuerAntrag } = await offenerAntrag(
          tx,
          accountId,
          now,
          today,
          key,
          abdruck,
        );
        checkTermin(neuerAntrag, termin);
        const behalten = await vorhandene(
          tx,
          accountId,
          behalteneDateien(gespeicherteDateien(current?.payload), geprueft.antrag.dateien),
        );
        const neu = await neueDateien(tx, accountId, upload.files, flow.typen, now, true);
        const dateien: Dateien = zusammen(behalten, neu);
        const alle = Object.values(dateien).flat();
        await lockDocuments(
          tx,
          accountId,
          alle.map((d) => d.documentId),
          now,
        );

        const settings = await loadSettings(tx, ctx.config.verfahren);
        // The receipt names what was sent; it is queued by the one recording function (buchung.ts).
        const quittung = async (module: Modul[]): Promise<Quittungsteil> => ({
          module: geprueft.art === 'WP' ? MODUL_SLOTS.filter((slot) => geprueft.antrag[slot] === true) : [],
          pruefungsteile: [],
          angaben: [
            ...(geprueft.art === 'WP'
              ? angabenWP(geprueft.antrag)
              : [
                  {
                    bezeichnung: messages.antrag.wahlfach,
                    wert: messages.antrag.wahlfachOptionen[geprueft.antrag.wahlfach],
                  },
                ]),
            // What was sent: the parts of the application (its copy in the file has them in full).
            {
              bezeichnung: antragskopie.gesendeteAbschnitte,
              wert: antragAnsicht(art, { ...geprueft.antrag, dateien }, settings)
                .abschnitte.map((a) => a.ueberschrift)
                .join(', '),
            },
          ],
          dokumente: alle.map((d) => d.originalFileName),
          erklaerung:
            geprueft.art === 'WP'
              ? { art: 'zulassungsantrag', termin, module }
              : { art: 'eignungAntrag', termin },
        });
        const common = {
          accountId,
          antragsdatum: today,
          von: 'kandidat',
          idempotencyKey: key,
          fingerabdruck: key ? abdruck : undefined,
          dateien,
          quittung,
        };
        const { application, declaration } =
          geprueft.art === 'WP'
            ? await einreichen(tx, { ...common, art: 'WP', antrag: ohneDateien(geprueft.antrag) }, now)
            : await einreichen(tx, { ...common, art: 'EIGNUNG', antrag: ohneDateien(geprueft.antrag) }, now);

        await linkToApplication(tx, accountId, application.id, dateien);
        await enqueueAntragskopie(tx, { accountId, declarationId: declaration.id }, now);
        request.log.info({ event: 'application.submitted', accountId, art, declarationId: declaration.id });
        const answer = await antwort(tx, ctx, accountId);
        faultPoint('submit.in-transaction');
        return answer;
      },
    );
    faultPoint('submit.after-commit');
    ctx.outbox.kick();
    return result;
  } catch (error) {
    // Two requests with one key at the same moment: the loser answers like a repetition.
    // The uploaded files of the repetition are gone again (the transaction failed).
    if (error instanceof Wiederholung) return loadAntrag(ctx, session, art);
    if (key && isUniqueViolation(error) && (await schonEingereicht(ctx.db, accountId, key, abdruck))) {
      return loadAntrag(ctx, session, art);
    }
    throw error;
  }
}

/** GET /api/zulassung/check: true once the application is received (submitted or already admitted). */
export async function check(ctx: AppContext, session: AuthSession): Promise<{ zugelassen: boolean }> {
  const current = await currentApplication(ctx.db, session.accountId);
  return { zugelassen: current?.status === 'submitted' || current?.status === 'admitted' };
}
