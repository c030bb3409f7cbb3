// Writing to the Postfach (issue 27 point 1, decision 0049). A message is a new row, never an edit; a
// reply joins its thread and keeps the thread's case. The case a message names must be the account's
// own. Attachments are documents of the digital file that came through the intake (size, type
// sniffing, malware scan, encryption): the candidate's own uploads of the Akteneingang (locked from
// then on, like a declaration's), or the office's files received with the message. A message of the
// office queues the mail without content; reading is a row (the side the message was sent to).
import { randomUUID } from 'node:crypto';
import { postfachTexte as t } from '@examensportal/domain/messages-postfach';
import { empfaenger, type Seite } from '@examensportal/domain/rules/postfach';
import type {
  NachrichtSchreiben,
  PostfachAntwort,
  StaffNachricht,
} from '@examensportal/domain/schemas/postfach';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Conn, Tx } from '../../db/connect';
import {
  applications,
  compellingReasons,
  credits,
  documents,
  nachforderungAntworten,
  nachrichtAnhaenge,
  nachrichten,
  nachrichtLesungen,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../infra/outbox';
import type { Sealer } from '../../infra/seal';
import { lockDocuments } from '../documents/repo';
import { findCandidateAccount } from '../procedure/repo';
import { loadPostfach } from './repo';

type Eingabe = Pick<NachrichtSchreiben, 'antwortAuf' | 'bezug' | 'betreff' | 'text'> & {
  vorlage?: StaffNachricht['vorlage'];
};

/** Who writes: the candidate, or a staff member (with id and name for the record). */
export type Verfasser = { von: 'kandidat' } | { von: 'pruefungsstelle'; staffId: string; name: string };

async function bezugPruefen(tx: Conn, accountId: string, bezug: NonNullable<Eingabe['bezug']>) {
  const tabelle =
    bezug.art === 'triftigerGrund' ? compellingReasons : bezug.art === 'anrechnung' ? credits : applications;
  const [row] = await tx
    .select({ id: tabelle.id })
    .from(tabelle)
    .where(and(eq(tabelle.id, bezug.id), eq(tabelle.accountId, accountId)));
  if (!row) throw new HttpError(422, t.bezugUnbekannt, {}, { bezug: t.bezugUnbekannt });
}

/** The candidate's own uploads of the Akteneingang, in no declaration, application or answer yet. */
async function eigeneAnhaenge(tx: Tx, accountId: string, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  const docs = await tx
    .select({ id: documents.id, lockedAt: documents.lockedAt })
    .from(documents)
    .where(
      and(
        inArray(documents.id, [...ids]),
        eq(documents.accountId, accountId),
        eq(documents.source, 'candidate'),
        eq(documents.category, 'AKTENEINGANG'),
        isNull(documents.declarationId),
        isNull(documents.applicationId),
      ),
    )
    .for('update');
  if (docs.length !== new Set(ids).size) {
    throw new HttpError(404, t.anhangUnbekannt, {}, { anhaenge: t.anhangUnbekannt });
  }
  const [antwort] = await tx
    .select({ id: nachforderungAntworten.id })
    .from(nachforderungAntworten)
    .where(inArray(nachforderungAntworten.documentId, [...ids]));
  const [anhang] = await tx
    .select({ id: nachrichtAnhaenge.documentId })
    .from(nachrichtAnhaenge)
    .where(inArray(nachrichtAnhaenge.documentId, [...ids]));
  if (docs.some((d) => d.lockedAt) || antwort || anhang) {
    throw new HttpError(409, t.anhangVergeben, {}, { anhaenge: t.anhangVergeben });
  }
  await lockDocuments(tx, accountId, ids, now);
}

export interface MailDeps {
  sealer: Sealer;
  messageDomain: string;
}

/**
 * Writes one message of `verfasser` to the account's Postfach in `tx`, with the given attachments
 * (document ids already checked or just received). Returns the message's id.
 */
export async function nachrichtEinfuegen(
  tx: Tx,
  deps: MailDeps,
  accountId: string,
  verfasser: Verfasser,
  eingabe: Eingabe,
  anhaenge: readonly string[],
  now: Date,
): Promise<string> {
  const id = randomUUID();
  let threadId: string = id;
  let bezug = eingabe.bezug ?? null;
  let betreff = eingabe.betreff;
  if (eingabe.antwortAuf) {
    const [vorher] = await tx
      .select()
      .from(nachrichten)
      .where(and(eq(nachrichten.id, eingabe.antwortAuf), eq(nachrichten.accountId, accountId)));
    if (!vorher) throw new HttpError(404, t.antwortAufUnbekannt, {}, { antwortAuf: t.antwortAufUnbekannt });
    threadId = vorher.threadId;
    // A reply stays on the thread's case.
    bezug = vorher.bezugArt && vorher.bezugId ? { art: vorher.bezugArt, id: vorher.bezugId } : null;
    betreff ??= vorher.betreff.startsWith('Re: ') ? vorher.betreff : `Re: ${vorher.betreff}`;
  } else if (bezug) {
    await bezugPruefen(tx, accountId, bezug);
  }
  await tx.insert(nachrichten).values({
    id,
    accountId,
    threadId,
    antwortAuf: eingabe.antwortAuf ?? null,
    von: verfasser.von,
    bezugArt: bezug?.art ?? null,
    bezugId: bezug?.id ?? null,
    betreff: betreff ?? '',
    text: eingabe.text,
    vorlage: eingabe.vorlage ?? null,
    verfasstVon: verfasser.von === 'pruefungsstelle' ? verfasser.name : 'kandidat',
    staffId: verfasser.von === 'pruefungsstelle' ? verfasser.staffId : null,
    gesendetAm: now,
  });
  if (anhaenge.length > 0) {
    await tx
      .insert(nachrichtAnhaenge)
      .values(anhaenge.map((documentId, pos) => ({ nachrichtId: id, documentId, accountId, pos })));
  }
  if (verfasser.von === 'pruefungsstelle') {
    const account = await findCandidateAccount(tx, accountId);
    if (account) {
      // The notice says only that there is a message: no subject, no text (decision 0049).
      await enqueueMail(
        tx,
        { sealer: deps.sealer, messageDomain: deps.messageDomain, now },
        {
          template: 'neueNachricht',
          to: account.email,
          vorname: account.vorname,
          nachname: account.nachname,
        },
      );
    }
  }
  return id;
}

/** POST /api/postfach: the candidate writes (or replies). */
export async function kandidatSchreibt(
  ctx: AppContext,
  accountId: string,
  eingabe: NachrichtSchreiben,
): Promise<PostfachAntwort> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await eigeneAnhaenge(tx, accountId, eingabe.anhaenge, now);
    await nachrichtEinfuegen(tx, ctx, accountId, { von: 'kandidat' }, eingabe, eingabe.anhaenge, now);
  });
  return loadPostfach(ctx.db, accountId, 'kandidat');
}

/**
 * Records that `seite` read the message (the first reading counts; a repeat writes nothing). A message
 * of the reader's own side is not theirs to mark (409); another account's is unknown (404).
 * Returns whether a row was written.
 */
export async function gelesenMarkieren(
  db: Conn,
  accountId: string,
  nachrichtId: string,
  seite: Seite,
  wer: { name: string; staffId: string | null },
  now: Date,
): Promise<boolean> {
  const [n] = await db
    .select({ von: nachrichten.von })
    .from(nachrichten)
    .where(and(eq(nachrichten.id, nachrichtId), eq(nachrichten.accountId, accountId)));
  if (!n) throw new HttpError(404, t.unbekannt);
  if (empfaenger(n.von) !== seite) throw new HttpError(409, t.eigeneNachricht);
  const rows = await db
    .insert(nachrichtLesungen)
    .values({ nachrichtId, accountId, seite, gelesenAm: now, gelesenVon: wer.name, staffId: wer.staffId })
    .onConflictDoNothing()
    .returning({ id: nachrichtLesungen.nachrichtId });
  return rows.length > 0;
}
