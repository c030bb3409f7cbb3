// The office's side of a Nachforderung (issue 27 point 2, decision 0039): a caseworker asks for
// documents or information on the current sent application, closes a request (erledigt) or follows it
// up. Not a decision, so no four-eyes draft; each action is audited in its own transaction, and a new
// request files its notice through the letter job (which also sends the mail without content).
import { randomUUID } from 'node:crypto';
import { berlinDate } from '@examensportal/domain/dates';
import { nachforderungTexte as t } from '@examensportal/domain/messages-nachforderung';
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import type { Art } from '@examensportal/domain/rules/facts';
import { standardFrist } from '@examensportal/domain/rules/nachforderung';
import { prueflisteAusPayload } from '@examensportal/domain/rules/pruefliste';
import type {
  NachforderungAnlegen,
  NachforderungenAntwort,
} from '@examensportal/domain/schemas/nachforderung';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/connect';
import {
  applications,
  nachforderungen,
  nachforderungErledigungen,
  nachforderungPunkte,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueueBescheid } from '../bescheide/job';
import { currentApplication, findCandidateAccount } from '../procedure/repo';
import { recordStaffAction } from '../staff/audit';
import { nachforderungenStand } from './stand';

const ART_NAME = { dokument: t.artDokument, frage: t.artFrage } as const;

/** The request, its own row locked: two closings or a closing and an answer cannot interleave. */
async function lockNachforderung(tx: Tx, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(nachforderungen)
    .where(and(eq(nachforderungen.id, id), eq(nachforderungen.accountId, accountId)))
    .for('update');
  if (!row) throw new HttpError(404, t.unbekannt);
  const [erledigt] = await tx
    .select()
    .from(nachforderungErledigungen)
    .where(eq(nachforderungErledigungen.nachforderungId, id));
  return { row, erledigt: erledigt ?? null };
}

async function erledigtSchreiben(tx: Tx, staff: Anfordernde, accountId: string, id: string, now: Date) {
  await tx
    .insert(nachforderungErledigungen)
    .values({ nachforderungId: id, erledigtAm: now, erledigtVon: staff.name });
  await recordStaffAction(
    tx,
    {
      staffId: staff.staffId,
      wer: staff.name,
      quelle: 'browser',
      aktion: 'nachforderung.erledigen',
      ziel: id,
      accountId,
    },
    now,
  );
}

/**
 * An item taken over from the Prüfliste names its point by key; the key must be a point of this
 * application's checklist (the client offers only those, the server does not trust it): 422 otherwise.
 */
function pruefpunkteDesAntrags(art: Art, payload: unknown, eingabe: NachforderungAnlegen): void {
  const keys = new Set(prueflisteAusPayload(art, payload).map((p) => p.key));
  const fehler: Record<string, string> = {};
  eingabe.punkte.forEach((p, i) => {
    if (p.pruefpunkt && !keys.has(p.pruefpunkt)) fehler[`punkte.${i}.pruefpunkt`] = t.pruefpunktUngueltig;
  });
  if (Object.keys(fehler).length > 0) throw new HttpError(422, t.pruefpunktUngueltig, {}, fehler);
}

/** Who asks or closes: the staff member (the demo seed passes the demo caseworker). */
export interface Anfordernde {
  staffId: string;
  name: string;
}

/**
 * Writes a request for the current sent application of `accountId` at `now` (deadline: the office's,
 * else `fristTage` days); refused when there is none (409) or the deadline is not after today (422).
 * Returns the request's id.
 */
export async function nachforderungSchreiben(
  db: Db,
  now: Date,
  fristTage: number,
  staff: Anfordernde,
  accountId: string,
  eingabe: NachforderungAnlegen,
): Promise<string> {
  const account = await findCandidateAccount(db, accountId);
  if (!account) throw new HttpError(404, kandidatTexte.kandidatUnbekannt);
  const frist = eingabe.frist ?? standardFrist(now, fristTage);
  if (frist <= berlinDate(now)) {
    throw new HttpError(422, t.fristVergangen, {}, { frist: t.fristVergangen });
  }
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const antrag = await currentApplication(tx, accountId);
    if (!antrag || antrag.status === 'draft') throw new HttpError(409, t.keinAntrag);
    // The application row locked: a decision released meanwhile waits, then this sees it.
    const [status] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, antrag.id))
      .for('update');
    if (status?.status !== 'submitted') throw new HttpError(409, t.antragEntschieden);
    pruefpunkteDesAntrags(account.art as Art, antrag.payload, eingabe);
    if (eingabe.folgeVon) {
      const vorher = await lockNachforderung(tx, accountId, eingabe.folgeVon);
      if (vorher.row.applicationId !== antrag.id) throw new HttpError(404, t.unbekannt);
      // A follow-up replaces the earlier request: it is closed with it (unless already closed).
      if (!vorher.erledigt) await erledigtSchreiben(tx, staff, accountId, vorher.row.id, now);
    }
    const art = account.art as Art;
    const brief = await enqueueBescheid(
      tx,
      {
        accountId,
        pruefungsart: art,
        inhalt: {
          art: 'nachforderung',
          antragsdatum: antrag.antragsdatum,
          frist,
          punkte: eingabe.punkte.map((p) => t.briefPunkt(ART_NAME[p.art], p.bezeichnung)),
          hinweis: eingabe.hinweis ?? null,
        },
      },
      now,
    );
    await tx.insert(nachforderungen).values({
      id,
      accountId,
      applicationId: antrag.id,
      angefordertAm: now,
      frist,
      hinweis: eingabe.hinweis ?? null,
      angefordertVon: staff.name,
      folgeVon: eingabe.folgeVon ?? null,
      briefId: brief.id,
    });
    await tx.insert(nachforderungPunkte).values(
      eingabe.punkte.map((p, pos) => ({
        id: randomUUID(),
        nachforderungId: id,
        pos,
        art: p.art,
        bezeichnung: p.bezeichnung,
        dokumentTyp: p.dokumentTyp ?? null,
        pruefpunkt: p.pruefpunkt ?? null,
      })),
    );
    await recordStaffAction(
      tx,
      {
        staffId: staff.staffId,
        wer: staff.name,
        quelle: 'browser',
        aktion: 'nachforderung.anlegen',
        ziel: aktenzeichen(accountId, art),
        accountId,
        nachher: { id, frist, punkte: eingabe.punkte, folgeVon: eingabe.folgeVon ?? null },
      },
      now,
    );
  });
  return id;
}

export async function nachforderungAnlegen(
  ctx: AppContext,
  staff: Anfordernde,
  accountId: string,
  eingabe: NachforderungAnlegen,
): Promise<NachforderungenAntwort> {
  await nachforderungSchreiben(
    ctx.db,
    ctx.clock.now(),
    ctx.config.nachforderungFristTage,
    staff,
    accountId,
    eingabe,
  );
  return nachforderungenStand(ctx, accountId);
}

export async function nachforderungErledigen(
  ctx: AppContext,
  staff: Anfordernde,
  accountId: string,
  id: string,
): Promise<NachforderungenAntwort> {
  await ctx.db.transaction(async (tx) => {
    const { erledigt } = await lockNachforderung(tx, accountId, id);
    if (erledigt) throw new HttpError(409, t.bereitsErledigt);
    await erledigtSchreiben(tx, staff, accountId, id, ctx.clock.now());
  });
  return nachforderungenStand(ctx, accountId);
}
