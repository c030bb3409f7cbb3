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
  type Termindaten,
  type Verfahrenseinstellungen,
} from '@examensportal/domain/rules/settings';
import type { Grundeinstellungen } from '../../config';
import { examTerms } from '../../db/schema';
import type { Conn } from '../../db/connect';

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

export async function loadSettings(
  db: Conn,
  grundlage: Grundeinstellungen,
): Promise<Verfahrenseinstellungen> {
  const rows = await db
    .select({
      term: examTerms.term,
      number: examTerms.number,
      juneModules: examTerms.juneModules,
      registrationDeadline: examTerms.registrationDeadline,
      paperDates: examTerms.paperDates,
    })
    .from(examTerms);
  const proTermin: Record<string, readonly Modul[]> = {};
  const termine: Record<string, Termindaten> = {};
  for (const row of rows) {
    if (row.number === 2) proTermin[row.term] = row.juneModules as Modul[];
    const papiere = aufsichtsarbeiten(row.paperDates);
    termine[row.term] = {
      ...(row.registrationDeadline ? { anmeldeschluss: row.registrationDeadline } : {}),
      ...(Object.keys(papiere).length > 0 ? { aufsichtsarbeiten: papiere } : {}),
    };
  }
  return einstellungen({
    bekanntgabeTage: grundlage.bekanntgabeTage,
    vorgezogeneModule: { standard: STANDARD_EINSTELLUNGEN.vorgezogeneModule.standard, proTermin },
    termine,
  });
}
