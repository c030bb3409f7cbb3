// Reading Nachforderungen (issue 27 points 2 and 3, decision 0039): one account's requests with their
// items, answers and closing, as both the candidate and the office see them, and the list of open
// requests with their deadlines for reminders.
import type { IsoDate } from '@examensportal/domain/dates';
import type { NachforderungZeiten } from '@examensportal/domain/rules/bearbeitungsfrist';
import { nachforderungStand } from '@examensportal/domain/rules/nachforderung';
import type { NachforderungAnsicht } from '@examensportal/domain/schemas/nachforderung';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import {
  documents,
  nachforderungAntworten,
  nachforderungen,
  nachforderungErledigungen,
  nachforderungPunkte,
} from '../../db/schema';

type NachforderungRow = typeof nachforderungen.$inferSelect;

/** A request as read: its row, closing, items with their answers (in the order received). */
export interface GeleseneNachforderung {
  row: NachforderungRow;
  erledigtAm: Date | null;
  punkte: {
    id: string;
    art: 'dokument' | 'frage';
    bezeichnung: string;
    dokumentTyp: string | null;
    pruefpunkt: string | null;
    antworten: {
      id: string;
      text: string | null;
      dokument: { id: string; name: string } | null;
      eingegangenAm: Date;
      verspaetet: boolean;
    }[];
  }[];
}

/** The requests of one account (optionally one application), oldest first. Four queries. */
export async function loadNachforderungen(
  db: Conn,
  accountId: string,
  applicationId?: string,
): Promise<GeleseneNachforderung[]> {
  const rows = await db
    .select()
    .from(nachforderungen)
    .where(
      and(
        eq(nachforderungen.accountId, accountId),
        applicationId ? eq(nachforderungen.applicationId, applicationId) : undefined,
      ),
    )
    .orderBy(asc(nachforderungen.seq));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [punkte, antworten, erledigungen] = await Promise.all([
    db
      .select()
      .from(nachforderungPunkte)
      .where(inArray(nachforderungPunkte.nachforderungId, ids))
      .orderBy(asc(nachforderungPunkte.pos)),
    db
      .select({ a: nachforderungAntworten, name: documents.originalName })
      .from(nachforderungAntworten)
      .leftJoin(documents, eq(documents.id, nachforderungAntworten.documentId))
      .where(inArray(nachforderungAntworten.nachforderungId, ids))
      .orderBy(asc(nachforderungAntworten.seq)),
    db
      .select()
      .from(nachforderungErledigungen)
      .where(inArray(nachforderungErledigungen.nachforderungId, ids)),
  ]);
  return rows.map((row) => ({
    row,
    erledigtAm: erledigungen.find((e) => e.nachforderungId === row.id)?.erledigtAm ?? null,
    punkte: punkte
      .filter((p) => p.nachforderungId === row.id)
      .map((p) => ({
        id: p.id,
        art: p.art as 'dokument' | 'frage',
        bezeichnung: p.bezeichnung,
        dokumentTyp: p.dokumentTyp,
        pruefpunkt: p.pruefpunkt,
        antworten: antworten
          .filter(({ a }) => a.punktId === p.id)
          .map(({ a, name }) => ({
            id: a.id,
            text: a.text,
            dokument: a.documentId ? { id: a.documentId, name: name ?? '' } : null,
            eingegangenAm: a.eingegangenAm,
            verspaetet: a.verspaetet,
          })),
      })),
  }));
}

/** When the request stopped being open: closed by the office, or its last item's first answer. */
function abgeschlossenAm(n: GeleseneNachforderung): Date | null {
  const ersteAntworten = n.punkte.map((p) => p.antworten[0]?.eingegangenAm ?? null);
  const beantwortet = ersteAntworten.every((d) => d !== null)
    ? new Date(Math.max(...ersteAntworten.map((d) => (d as Date).getTime())))
    : null;
  if (n.erledigtAm && beantwortet) return beantwortet < n.erledigtAm ? beantwortet : n.erledigtAm;
  return n.erledigtAm ?? beantwortet;
}

export const zeitenOf = (n: GeleseneNachforderung): NachforderungZeiten => ({
  angefordertAm: n.row.angefordertAm,
  abgeschlossenAm: abgeschlossenAm(n),
});

export function ansicht(n: GeleseneNachforderung, heute: IsoDate): NachforderungAnsicht {
  return {
    id: n.row.id,
    applicationId: n.row.applicationId,
    angefordertAm: n.row.angefordertAm.toISOString(),
    frist: n.row.frist,
    hinweis: n.row.hinweis,
    stand: nachforderungStand(
      {
        frist: n.row.frist,
        erledigtAm: n.erledigtAm,
        punkte: n.punkte.map((p) => ({ beantwortet: p.antworten.length > 0 })),
      },
      heute,
    ),
    erledigtAm: n.erledigtAm?.toISOString() ?? null,
    folgeVon: n.row.folgeVon,
    briefId: n.row.briefId,
    punkte: n.punkte.map((p) => ({
      ...p,
      antworten: p.antworten.map((a) => ({ ...a, eingegangenAm: a.eingegangenAm.toISOString() })),
    })),
  };
}

/** An open request and its deadline, for reminders (the calendar hooks 7 and 2 days before on it). */
export interface OffeneNachforderung {
  id: string;
  accountId: string;
  applicationId: string;
  frist: IsoDate;
  /** Items without an answer yet. */
  offenePunkte: number;
}

/**
 * Every request not closed by the office with at least one item unanswered, soonest deadline first.
 * `bisFrist` limits it to deadlines on or before that day.
 */
export async function offeneNachforderungen(
  db: Conn,
  bisFrist?: IsoDate,
  accountId?: string,
): Promise<OffeneNachforderung[]> {
  const rows = await db
    .select({
      id: nachforderungen.id,
      accountId: nachforderungen.accountId,
      applicationId: nachforderungen.applicationId,
      frist: nachforderungen.frist,
      punktId: nachforderungPunkte.id,
      antwortId: nachforderungAntworten.id,
    })
    .from(nachforderungen)
    .innerJoin(nachforderungPunkte, eq(nachforderungPunkte.nachforderungId, nachforderungen.id))
    .leftJoin(nachforderungAntworten, eq(nachforderungAntworten.punktId, nachforderungPunkte.id))
    .leftJoin(nachforderungErledigungen, eq(nachforderungErledigungen.nachforderungId, nachforderungen.id))
    .where(
      and(
        isNull(nachforderungErledigungen.nachforderungId),
        accountId === undefined ? undefined : eq(nachforderungen.accountId, accountId),
      ),
    )
    .orderBy(asc(nachforderungen.frist), asc(nachforderungen.seq));
  const offen = new Map<string, OffeneNachforderung & { beantwortet: Set<string>; alle: Set<string> }>();
  for (const r of rows) {
    if (bisFrist !== undefined && r.frist > bisFrist) continue;
    const n =
      offen.get(r.id) ??
      offen.set(r.id, { ...r, offenePunkte: 0, beantwortet: new Set(), alle: new Set() }).get(r.id)!;
    n.alle.add(r.punktId);
    if (r.antwortId) n.beantwortet.add(r.punktId);
  }
  return [...offen.values()]
    .map(({ id, accountId, applicationId, frist, beantwortet, alle }) => ({
      id,
      accountId,
      applicationId,
      frist,
      offenePunkte: alle.size - beantwortet.size,
    }))
    .filter((n) => n.offenePunkte > 0);
}
