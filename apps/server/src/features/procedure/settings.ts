// The procedure settings of the domain (Verfahrenseinstellungen): the operator's part from the
// configuration (BEKANNTGABE_TAGE) and what the office keeps per term in exam_terms (`npm run office
// -- termin`): which modules have a June sitting in a term 2 (domain-rules §1.1, open question 2), the
// registration deadline and the days of the written papers. A date the office left unset (NULL, no
// entry) is the legal default (decision 0009).
import type { IsoDate } from '@examensportal/domain/dates';
import { MODUL_SLOTS, type Modul, type ModulSlot } from '@examensportal/domain/rules/module';
import {
  einstellungen,
  STANDARD_EINSTELLUNGEN,
  type Sitzungsart,
  type Termindaten,
  type Verfahrenseinstellungen,
} from '@examensportal/domain/rules/settings';
import type { Grundeinstellungen } from '../../config';
import { examTerms } from '../../db/schema';
import type { Conn } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { jsonRows } from './fakten/json';
import { sql } from 'drizzle-orm';

/**
 * The operator's defaults (config.ts without BEKANNTGABE_TAGE). Only for reads that do not depend on
 * them – the career rule (laufbahn.ts) reads no operator setting; everything else passes config.verfahren.
 */
export const STANDARD_GRUNDEINSTELLUNGEN: Grundeinstellungen = {
  bekanntgabeTage: STANDARD_EINSTELLUNGEN.bekanntgabeTage,
};

/** The paper days as stored (jsonb, slot → days); the table's check keeps the keys to the slots. */
export type PaperDates = Partial<Record<ModulSlot, readonly IsoDate[]>>;

function aufsichtsarbeiten(stored: unknown): PaperDates {
  const result: PaperDates = {};
  if (stored === null || typeof stored !== 'object') return result;
  for (const slot of MODUL_SLOTS) {
    const tage = (stored as Record<string, unknown>)[slot];
    if (Array.isArray(tage) && tage.length > 0) result[slot] = tage.map(String);
  }
  return result;
}

/** Start times as stored (slot → 'HH:MM' or null per paper day). */
export type PaperTimes = Partial<Record<ModulSlot, readonly (string | null)[]>>;
/** Venues as stored (sitting → LGS code → text). */
export type Venues = Partial<Record<Sitzungsart, Partial<Record<string, string>>>>;

function zeiten(stored: unknown): PaperTimes {
  const result: PaperTimes = {};
  if (stored === null || typeof stored !== 'object') return result;
  for (const slot of MODUL_SLOTS) {
    const z = (stored as Record<string, unknown>)[slot];
    if (Array.isArray(z) && z.some((x) => typeof x === 'string'))
      result[slot] = z.map((x) => (typeof x === 'string' ? x : null));
  }
  return result;
}

function ortsangaben(stored: unknown): Venues {
  const result: Venues = {};
  if (stored === null || typeof stored !== 'object') return result;
  for (const sitzung of ['regulaer', 'juni'] as const) {
    const o = (stored as Record<string, unknown>)[sitzung];
    if (o === null || typeof o !== 'object') continue;
    const eintraege = Object.entries(o).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '',
    );
    if (eintraege.length > 0) result[sitzung] = Object.fromEntries(eintraege);
  }
  return result;
}

/** The columns loadSettings reads, as a statement's and as a json column's (examTermsJson). */
const termColumns = {
  term: examTerms.term,
  number: examTerms.number,
  juneModules: examTerms.juneModules,
  registrationDeadline: examTerms.registrationDeadline,
  paperDates: examTerms.paperDates,
  paperTimes: examTerms.paperTimes,
  venues: examTerms.venues,
};

const settingsStatement = preparedStatement('ep_exam_terms', (db) => db.select(termColumns).from(examTerms));

/** One row of exam_terms as loadSettings reads it. */
interface TermRow {
  term: string;
  number: number;
  juneModules: readonly string[];
  registrationDeadline: string | null;
  paperDates: unknown;
  paperTimes: unknown;
  venues: unknown;
}

/**
 * The exam terms as a json column of another statement (issue 29: the interim save reads them with
 * the candidate's facts, one round trip fewer): the same columns under the same keys; a date's and a
 * smallint's json value is what drizzle maps them to.
 */
export const examTermsJson = () => jsonRows<TermRow>(termColumns, sql`from ${examTerms}`);

export async function loadSettings(
  db: Conn,
  grundlage: Grundeinstellungen,
): Promise<Verfahrenseinstellungen> {
  return settingsFromRows(await settingsStatement(db, {}), grundlage);
}

/** The domain's settings from the rows of exam_terms and the operator's part. */
export function settingsFromRows(
  rows: readonly TermRow[],
  grundlage: Grundeinstellungen,
): Verfahrenseinstellungen {
  const proTermin: Record<string, readonly Modul[]> = {};
  const termine: Record<string, Termindaten> = {};
  for (const row of rows) {
    if (row.number === 2) proTermin[row.term] = row.juneModules as Modul[];
    const papiere = aufsichtsarbeiten(row.paperDates);
    const beginn = zeiten(row.paperTimes);
    const orte = ortsangaben(row.venues);
    termine[row.term] = {
      ...(row.registrationDeadline ? { anmeldeschluss: row.registrationDeadline } : {}),
      ...(Object.keys(papiere).length > 0 ? { aufsichtsarbeiten: papiere } : {}),
      ...(Object.keys(beginn).length > 0 ? { beginn } : {}),
      ...(Object.keys(orte).length > 0 ? { orte } : {}),
    };
  }
  return einstellungen({
    bekanntgabeTage: grundlage.bekanntgabeTage,
    vorgezogeneModule: { standard: STANDARD_EINSTELLUNGEN.vorgezogeneModule.standard, proTermin },
    termine,
  });
}
