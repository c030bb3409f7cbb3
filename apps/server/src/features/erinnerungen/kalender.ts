// The personal calendar (issue 27 point 6, decision 0040): the candidate's deadlines, paper days and
// withdrawal windows as iCalendar (RFC 5545), written by ical-generator. UIDs are derived from the
// account and the event's identity, so they stay the same on every fetch and every instance; what an
// event looked like is stored per UID, and SEQUENCE rises whenever its day, time, venue or title
// changes. Paper days with a start time are DATE-TIME in Europe/Berlin (TZID, with its VTIMEZONE);
// deadlines and paper days without a time are all-day events (VALUE=DATE): a deadline is a whole
// Berlin day (it ends at midnight), not a moment.
import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { BERLIN, parseIsoDate } from '@examensportal/domain/dates';
import { formatTermin } from '@examensportal/domain/format';
import { messages } from '@examensportal/domain/messages';
import { kalenderTexte as k } from '@examensportal/domain/messages-erinnerungen';
import { KALENDERARTEN, type Kandidatentermin } from '@examensportal/domain/rules/kandidatentermine';
import { sql } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { kalenderSequenzen } from '../../db/schema';
import type { Lage } from './lage';
import { VTIMEZONE_BERLIN } from './vtimezone';

export interface KalenderEintrag {
  /** The UID's local part: hex, safe in a URL (the per-event download names it). */
  id: string;
  uid: string;
  termin: Kandidatentermin;
  titel: string;
  ort: string;
  beschreibung: string;
}

const lgsName = (code: string | null | undefined) =>
  code ? ((messages.antrag.lgsOptionen as Readonly<Record<string, string>>)[code] ?? null) : null;
const modulName = (t: Kandidatentermin) => (t.modul ? messages.antrag.modulNamen[t.modul] : '');

function texte(t: Kandidatentermin): { titel: string; ort: string; beschreibung: string } {
  switch (t.art) {
    case 'anmeldeschluss':
      return { titel: k.anmeldeschluss(formatTermin(t.termin)), ort: '', beschreibung: k.anmeldeschlussText };
    case 'aufsichtsarbeit':
      return {
        titel: k.aufsichtsarbeit(modulName(t), t.nummer?.von ?? 1, t.nummer?.bis ?? 1),
        ort: k.ort(t.ort ?? null, lgsName(t.lgs)),
        beschreibung: k.aufsichtsarbeitText(formatTermin(t.termin)),
      };
    case 'ruecktrittsfenster':
      return { titel: k.ruecktrittsfenster(modulName(t)), ort: '', beschreibung: k.ruecktrittsfensterText };
    case 'sechsJahresfrist':
      return { titel: k.sechsJahresfrist, ort: '', beschreibung: k.sechsJahresfristText };
    case 'nachforderungsfrist':
      return { titel: k.nachforderungsfrist, ort: '', beschreibung: k.nachforderungsfristText };
  }
}

/** The calendar's events of a candidate's situation, each with its stable UID. */
export function kalenderEintraege(lage: Lage, domain: string): KalenderEintrag[] {
  return lage.termine
    .filter((t) => KALENDERARTEN.includes(t.art))
    .map((termin) => {
      const id = createHash('sha256')
        .update(`${lage.accountId}|${termin.schluessel}`)
        .digest('hex')
        .slice(0, 32);
      return { id, uid: `${id}@${domain}`, termin, ...texte(termin) };
    });
}

const fingerprint = (e: KalenderEintrag) =>
  createHash('sha256')
    .update(JSON.stringify([e.termin.tag, e.termin.beginn, e.titel, e.ort, e.beschreibung]))
    .digest('hex');

/**
 * The SEQUENCE of each event: 0 when first served, one more each time it is served changed. One
 * statement per event, so two fetches at once (two instances) raise it once.
 */
async function sequenzen(conn: Conn, eintraege: KalenderEintrag[], now: Date): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  for (const e of eintraege) {
    const fp = fingerprint(e);
    const [row] = await conn
      .insert(kalenderSequenzen)
      .values({ uid: e.uid, fingerprint: fp, sequenz: 0, geaendertAm: now })
      .onConflictDoUpdate({
        target: kalenderSequenzen.uid,
        set: { fingerprint: fp, sequenz: sql`${kalenderSequenzen.sequenz} + 1`, geaendertAm: now },
        setWhere: sql`${kalenderSequenzen.fingerprint} <> ${fp}`,
      })
      .returning({ sequenz: kalenderSequenzen.sequenz });
    if (row) {
      result.set(e.uid, row.sequenz);
      continue;
    }
    const [stand] = await conn
      .select({ sequenz: kalenderSequenzen.sequenz })
      .from(kalenderSequenzen)
      .where(sql`${kalenderSequenzen.uid} = ${e.uid}`);
    result.set(e.uid, stand?.sequenz ?? 0);
  }
  return result;
}

/** The start of an event: a Berlin wall time, or the day (all-day) as a UTC date. */
function start(t: Kandidatentermin): { start: Date; allDay: boolean } {
  const day = parseIsoDate(t.tag);
  if (!day) throw new RangeError(`Not a calendar day: ${t.tag}`);
  const zeit = t.beginn ? /^(\d{2}):(\d{2})$/.exec(t.beginn) : null;
  if (!zeit) return { start: new Date(Date.UTC(day.year, day.month - 1, day.day)), allDay: true };
  return {
    start: new TZDate(day.year, day.month - 1, day.day, Number(zeit[1]), Number(zeit[2]), BERLIN),
    allDay: false,
  };
}

/** The iCalendar text of the given events. */
export async function kalenderText(conn: Conn, eintraege: KalenderEintrag[], now: Date): Promise<string> {
  const seq = await sequenzen(conn, eintraege, now);
  // Loaded with the first calendar, not at start (issue 29's idle-RSS row).
  const { default: ical } = await import('ical-generator');
  const calendar = ical({
    name: k.name,
    prodId: { company: 'Pruefungsstelle', product: 'Examensportal', language: 'DE' },
    // No calendar-wide zone: DTSTAMP stays UTC; the paper days name Europe/Berlin and the VTIMEZONE
    // block is written once for it.
    timezone: { name: null, generator: (zone) => (zone === BERLIN ? VTIMEZONE_BERLIN : null) },
  });
  for (const e of eintraege) {
    const { start: beginn, allDay } = start(e.termin);
    calendar.createEvent({
      id: e.uid,
      sequence: seq.get(e.uid) ?? 0,
      stamp: now,
      start: beginn,
      allDay,
      ...(allDay ? {} : { timezone: BERLIN }),
      summary: e.titel,
      description: e.beschreibung,
      ...(e.ort ? { location: e.ort } : {}),
    });
  }
  return calendar.toString();
}
