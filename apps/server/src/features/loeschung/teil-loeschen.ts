// Deleting one retention class while the others stay (decision 0058): e.g. a finished procedure's
// uploads, receipts and letters ten years after finality, the mails after two, while the results and the
// career facts stay fifty. Only records made before the class's first due day count: what the deletion
// itself writes (its Protokoll entry) belongs to no ended period.
//
// How each class goes without breaking what points at it:
// - documents (nachweis: the candidate's uploads, eingangsbestaetigung: receipts, bescheid: the office's
//   letters) become tombstones: content, name, size and hash go, the file goes through the store's own
//   remove() after the COMMIT (both stores, the encrypted blob and its key); the row stays, so objections,
//   requests, messages, declarations and letters that refer to it still resolve, and every list shows
//   'gelöscht am … (Aufbewahrungsfrist abgelaufen)' in its place;
// - nachricht: the outbox's mails to the address (and the mail folder's .eml files after the COMMIT),
//   the Postfach's messages with their attachment links and read receipts, the requests for documents
//   with their items, answers and closings (the documents answered stay, they are nachweis);
// - protokoll: the entries about the person are redacted as in the whole deletion (decision 0041), so
//   the chain still links and protokoll-pruefen accepts them by the deletion log.
// - antrag, erklaerung (decision 0062): the career facts stay, what the candidate wrote goes: the
//   ended applications' and the declarations' payload becomes {"geloescht": day} (migration 0044 lets
//   the deletion run do exactly that to an append-only declaration); status, dates, kind, term, modules
//   and event numbers stay for verlauf.ts and rules/laufbahn; the free texts beside them (freitexte.ts:
//   the office's reasons, an objection's reasoning, a Nachteilsausgleich's text, checklist notes, and
//   the application's own decision reason) become the marker of the day (migration 0047);
// - drafts (decision 0070, entwuerfe.ts): a released draft's inputs go with its letter (bescheid), a
//   discarded draft's inputs and reason on the shorter day of the class entwurf, which also redacts the
//   Protokoll's entries about it (they copy the inputs); an open draft is never due;
// - ergebnis is the 50-year proof of passing or failing (R-112): never per class, it ends the account.
import { formatDatum } from '@examensportal/domain/format';
import type { Aufbewahrungsklasse } from '@examensportal/domain/rules/aufbewahrung';
import type { IsoDate } from '@examensportal/domain/dates';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import { sql, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/connect';
import { loeschungen } from '../../db/schema';
import { berlinDate } from '@examensportal/domain/dates';
import { alsMarker, FREITEXTE, freitextOffen, freitextSchwaerzen, hatFreitexte } from './freitexte';
import { entwuerfeSchwaerzen, entwurfOffen, hatEntwuerfe, protokollDerEntwuerfe } from './entwuerfe';

/** The classes deleted on their own while the account stays. */
export const TEILKLASSEN = [
  'nachweis',
  'eingangsbestaetigung',
  'bescheid',
  'nachricht',
  'protokoll',
  'antrag',
  'erklaerung',
  'entwurf',
] as const;
export type Teilklasse = (typeof TEILKLASSEN)[number];
export const istTeilklasse = (k: Aufbewahrungsklasse): k is Teilklasse =>
  (TEILKLASSEN as readonly string[]).includes(k);

const QUELLE: Readonly<Record<'nachweis' | 'eingangsbestaetigung' | 'bescheid', string>> = {
  nachweis: 'candidate',
  eingangsbestaetigung: 'receipt',
  bescheid: 'office',
};

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function zahl(db: Conn, statement: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(statement));
  return Number(row?.n ?? 0);
}

/** Made before the first due day `ab` (a Berlin day): `spalte` is a timestamptz column. */
const vorAb = (spalte: SQL, ab: IsoDate) => sql`(${spalte} at time zone 'Europe/Berlin')::date < ${ab}::date`;

/** The Postfach's and the requests' tables of the class nachricht, children first. */
const NACHRICHT_TABELLEN: readonly { table: string; where: (accountId: string, ab: IsoDate) => SQL }[] = [
  {
    table: 'nachricht_lesungen',
    where: (a, ab) =>
      sql`nachricht_id in (select id from nachrichten where account_id = ${a} and ${vorAb(sql`gesendet_am`, ab)})`,
  },
  {
    table: 'nachricht_anhaenge',
    where: (a, ab) =>
      sql`nachricht_id in (select id from nachrichten where account_id = ${a} and ${vorAb(sql`gesendet_am`, ab)})`,
  },
  { table: 'nachrichten', where: (a, ab) => sql`account_id = ${a} and ${vorAb(sql`gesendet_am`, ab)}` },
  ...['nachforderung_antworten', 'nachforderung_erledigungen', 'nachforderung_punkte'].map((table) => ({
    table,
    where: (a: string, ab: IsoDate) =>
      sql`nachforderung_id in (select id from nachforderungen where account_id = ${a} and ${vorAb(sql`angefordert_am`, ab)})`,
  })),
  {
    table: 'nachforderungen',
    where: (a, ab) => sql`account_id = ${a} and ${vorAb(sql`angefordert_am`, ab)}`,
  },
];

/** The payload-bearing table of antrag and erklaerung with its date column; drafts are not applications. */
const INHALT: Readonly<Record<'antrag' | 'erklaerung', { table: string; where: (ab: IsoDate) => SQL }>> = {
  antrag: {
    table: 'applications',
    where: (ab) => sql`status not in ('draft', 'submitted') and ${vorAb(sql`created_at`, ab)}`,
  },
  erklaerung: { table: 'declarations', where: (ab) => vorAb(sql`received_at`, ab) },
};
const inhaltOffen = (a: string, klasse: 'antrag' | 'erklaerung', ab: IsoDate) =>
  sql`account_id = ${a} and not (payload ? 'geloescht') and ${INHALT[klasse].where(ab)}`;

const mailsAn = (email: string, ab: IsoDate) =>
  sql`kind = 'mail' and payload -> 'job' ->> 'to' = ${email} and ${vorAb(sql`created_at`, ab)}`;

export interface Konto {
  accountId: string;
  email: string;
}

/** How many records of `klasse` the account holds from before `ab` (the due list's count). */
export async function klasseZaehlen(
  db: Conn,
  konto: Konto,
  klasse: Teilklasse,
  ab: IsoDate,
): Promise<number> {
  let freitexte = 0;
  if (hatFreitexte(klasse))
    for (const f of FREITEXTE[klasse])
      freitexte += await zahl(
        db,
        sql`select count(*) as n from ${sql.identifier(f.table)} where ${freitextOffen(f, konto.accountId, ab)}`,
      );
  const entwuerfe = hatEntwuerfe(klasse)
    ? await zahl(
        db,
        sql`select count(*) as n from entwuerfe where ${entwurfOffen(klasse, konto.accountId, ab)}`,
      )
    : 0;
  return freitexte + entwuerfe + (klasse === 'entwurf' ? 0 : await datensaetzeZaehlen(db, konto, klasse, ab));
}

/** The class's own records (documents, payloads, messages, audit entries) from before `ab`. */
async function datensaetzeZaehlen(db: Conn, konto: Konto, klasse: Teilklasse, ab: IsoDate): Promise<number> {
  const a = konto.accountId;
  if (klasse === 'nachweis' || klasse === 'eingangsbestaetigung' || klasse === 'bescheid')
    return zahl(
      db,
      sql`select count(*) as n from documents where account_id = ${a} and source = ${QUELLE[klasse]}
        and geloescht_am is null and ${vorAb(sql`created_at`, ab)}`,
    );
  if (klasse === 'antrag' || klasse === 'erklaerung')
    return zahl(
      db,
      sql`select count(*) as n from ${sql.identifier(INHALT[klasse].table)} where ${inhaltOffen(a, klasse, ab)}`,
    );
  if (klasse === 'nachricht')
    return (
      (await zahl(db, sql`select count(*) as n from outbox where ${mailsAn(konto.email, ab)}`)) +
      (await zahl(
        db,
        sql`select count(*) as n from nachrichten where account_id = ${a} and ${vorAb(sql`gesendet_am`, ab)}`,
      )) +
      (await zahl(
        db,
        sql`select count(*) as n from nachforderungen where account_id = ${a} and ${vorAb(sql`angefordert_am`, ab)}`,
      ))
    );
  return (
    (await zahl(
      db,
      sql`select count(*) as n from staff_audit where account_id = ${a} and geschwaerzt_durch is null and ${vorAb(sql`at`, ab)}`,
    )) +
    (await zahl(
      db,
      sql`select count(*) as n from office_actions where account_id = ${a} and geschwaerzt_durch is null and ${vorAb(sql`at`, ab)}`,
    ))
  );
}

export interface KlasseGeloescht {
  accountId: string;
  klasse: Teilklasse;
  /** The first due day: records made before it went (noted for a repeat after a restore). */
  ab: IsoDate;
  at: Date;
  loeschungId: number;
  anzahl: number;
  /** Objects of the document store to remove after the COMMIT. */
  dateien: string[];
  /** The address whose .eml files go after the COMMIT (class nachricht only). */
  email: string | null;
}

async function ids(tx: Conn, statement: SQL): Promise<number[]> {
  return rowsOf<{ id: number | string }>(await tx.execute(statement)).map((r) => Number(r.id));
}

/** The text a tombstone shows in place of the file's name. */
const grabsteinName = (am: Date) => t.grabstein(formatDatum(berlinDate(am)));

/**
 * Deletes the records of one class made before `ab` inside `tx` (the caller's transaction, which also
 * writes the Protokoll row); writes the deletion log with class and count.
 */
export async function klasseLoeschen(
  tx: Conn,
  konto: Konto,
  klasse: Teilklasse,
  ab: IsoDate,
  anlass: 'freigabe' | 'antrag' | 'wiederholung',
  staffId: string | null,
  now: Date,
): Promise<KlasseGeloescht> {
  const a = konto.accountId;
  await tx.execute(sql`select set_config('examensportal.loeschung', 'on', true)`);
  const [log] = await tx
    .insert(loeschungen)
    .values({ at: now, anlass, accountId: a, staffId, anzahl: {}, geschwaerzt: {}, klasse })
    .returning({ id: loeschungen.id });
  if (!log) throw new Error('insert returned no row');
  let anzahl = 0;
  let dateien: string[] = [];
  let geschwaerzt: { staff_audit: number[]; office_actions: number[] } | Record<string, never> = {};
  if (klasse === 'nachweis' || klasse === 'eingangsbestaetigung' || klasse === 'bescheid') {
    const rows = rowsOf<{ stored_name: string }>(
      await tx.execute(sql`update documents set original_name = ${grabsteinName(now)}, size = 0, sha256 = '',
          geloescht_am = ${now}, geloescht_durch = ${log.id}
        where account_id = ${a} and source = ${QUELLE[klasse]} and geloescht_am is null
          and ${vorAb(sql`created_at`, ab)}
        returning stored_name`),
    );
    dateien = rows.map((r) => r.stored_name);
    anzahl = rows.length;
  } else if (klasse === 'antrag' || klasse === 'erklaerung') {
    const tag = berlinDate(now);
    const marker = JSON.stringify({ geloescht: tag });
    // The application's decision reason (the office's free text) goes with its payload.
    const begruendung = klasse === 'antrag' ? sql`, ${alsMarker('begruendung', tag)}` : sql``;
    anzahl = (
      await ids(
        tx,
        sql`update ${sql.identifier(INHALT[klasse].table)} set payload = ${marker}::jsonb ${begruendung}
          where ${inhaltOffen(a, klasse, ab)} returning 1 as id`,
      )
    ).length;
  } else if (klasse === 'nachricht') {
    anzahl += (await ids(tx, sql`delete from outbox where ${mailsAn(konto.email, ab)} returning 1 as id`))
      .length;
    for (const step of NACHRICHT_TABELLEN) {
      const n = (
        await ids(
          tx,
          sql`delete from ${sql.identifier(step.table)} where ${step.where(a, ab)} returning 1 as id`,
        )
      ).length;
      if (step.table === 'nachrichten' || step.table === 'nachforderungen') anzahl += n;
    }
  } else if (klasse === 'entwurf') {
    // Its own drafts, and the Protokoll's entries about them (counted as the drafts they concern).
    const entwurfIds = rowsOf<{ id: string }>(
      await tx.execute(entwuerfeSchwaerzen(klasse, a, ab, berlinDate(now))),
    ).map((r) => r.id);
    anzahl = entwurfIds.length;
    const staff = entwurfIds.length > 0 ? await ids(tx, protokollDerEntwuerfe(a, entwurfIds, log.id)) : [];
    geschwaerzt = { staff_audit: staff, office_actions: [] };
  } else {
    const staff = await ids(
      tx,
      sql`update staff_audit set ziel = null, account_id = null, vorher = null, nachher = null,
          geschwaerzt_durch = ${log.id}
        where account_id = ${a} and geschwaerzt_durch is null and ${vorAb(sql`at`, ab)} returning id`,
    );
    const office = await ids(
      tx,
      sql`update office_actions set account_id = null, details = ${JSON.stringify({ geschwaerzt: true })}::jsonb,
          geschwaerzt_durch = ${log.id}
        where account_id = ${a} and geschwaerzt_durch is null and ${vorAb(sql`at`, ab)} returning id`,
    );
    anzahl = staff.length + office.length;
    geschwaerzt = { staff_audit: staff, office_actions: office };
  }
  if (hatFreitexte(klasse))
    for (const f of FREITEXTE[klasse])
      anzahl += (await ids(tx, freitextSchwaerzen(f, a, ab, berlinDate(now)))).length;
  if (klasse === 'bescheid')
    anzahl += rowsOf(await tx.execute(entwuerfeSchwaerzen(klasse, a, ab, berlinDate(now)))).length;
  await tx.execute(
    sql`update loeschungen set anzahl = ${JSON.stringify({ [klasse]: anzahl })}::jsonb,
      geschwaerzt = ${JSON.stringify(geschwaerzt)}::jsonb where id = ${log.id}`,
  );
  return {
    accountId: a,
    klasse,
    ab,
    at: now,
    loeschungId: log.id,
    anzahl,
    dateien,
    email: klasse === 'nachricht' ? konto.email : null,
  };
}
