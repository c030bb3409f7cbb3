// The free texts in the per-declaration tables (decision 0067, completing 0062; migration 0047): what
// people wrote into the tables beside a declaration or an application – the office's reason for a
// decision on a compelling reason or a credit, an objection's reasoning and its outcome, a
// Nachteilsausgleich's free text and reason, a checklist note, a revocation's reason, a letter
// correction's wording. They go on the day of their class, like the payloads; the rows stay with status,
// dates and kinds because the career reads them. Each text becomes the German marker of the day (readers
// show it as it is, nothing reads empty), a NULL stays NULL, and the column inhalt_geloescht_am holds
// the day. The append-only tables' trigger names the same columns.
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import { sql, type SQL } from 'drizzle-orm';

interface Freitexttabelle {
  readonly table: string;
  /** The text columns that go (the trigger's arguments for the append-only ones). */
  readonly spalten: readonly string[];
}

/** By the class whose due day ends them (the table's class in tabellen.ts). */
export const FREITEXTE: Readonly<Record<'antrag' | 'erklaerung' | 'bescheid', readonly Freitexttabelle[]>> = {
  antrag: [
    { table: 'nachteilsausgleiche', spalten: ['freitext', 'begruendung'] },
    { table: 'pruefliste_markierungen', spalten: ['notiz'] },
  ],
  erklaerung: [
    { table: 'compelling_reasons', spalten: ['begruendung'] },
    { table: 'credits', spalten: ['begruendung'] },
    { table: 'widersprueche', spalten: ['begruendung'] },
  ],
  bescheid: [
    { table: 'widerspruch_erledigungen', spalten: ['begruendung', 'abhilfe'] },
    { table: 'aufhebungen', spalten: ['begruendung'] },
    { table: 'bescheid_berichtigungen', spalten: ['unrichtig', 'richtig', 'begruendung'] },
  ],
};

export const hatFreitexte = (klasse: string): klasse is keyof typeof FREITEXTE => klasse in FREITEXTE;

/** 'Inhalt gelöscht am TT.MM.JJJJ (Aufbewahrungsfrist abgelaufen)': the marker migration 0047 accepts. */
const freitextMarker = (tag: IsoDate) => t.inhaltGeloescht(formatDatum(tag));

/** Rows of `f` of the account made before `ab` that still hold a text. */
export function freitextOffen(f: Freitexttabelle, accountId: string, ab: IsoDate): SQL {
  const irgendeiner = sql.join(
    f.spalten.map((s) => sql`${sql.identifier(s)} is not null`),
    sql` or `,
  );
  return sql`account_id = ${accountId} and inhalt_geloescht_am is null and (${irgendeiner})
    and (created_at at time zone 'Europe/Berlin')::date < ${ab}::date`;
}

/** `spalte` as the marker of `tag` where it held a text, NULL where it was NULL. */
export const alsMarker = (spalte: string, tag: IsoDate) =>
  sql`${sql.identifier(spalte)} = case when ${sql.identifier(spalte)} is null then null else ${freitextMarker(tag)} end`;

/** The UPDATE that redacts `f`'s texts of the account made before `ab`; returns one row per record. */
export function freitextSchwaerzen(f: Freitexttabelle, accountId: string, ab: IsoDate, tag: IsoDate): SQL {
  const setzen = sql.join(
    f.spalten.map((s) => alsMarker(s, tag)),
    sql`, `,
  );
  return sql`update ${sql.identifier(f.table)} set ${setzen}, inhalt_geloescht_am = ${tag}::date
    where ${freitextOffen(f, accountId, ab)} returning 1 as id`;
}
