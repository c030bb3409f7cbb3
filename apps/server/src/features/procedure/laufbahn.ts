// Which application the candidate may start, continue or submit now: the career rule of the domain
// (rules/laufbahn.ts) read under the candidate lock, so two tabs cannot both start one.
import type { IsoDate } from '@examensportal/domain/dates';
import { messages } from '@examensportal/domain/messages';
import { laufbahn, type NeuerAntrag, terminErlaubt } from '@examensportal/domain/rules/laufbahn';
import type { Semester } from '@examensportal/domain/rules/semester';
import type { Verfahrenseinstellungen } from '@examensportal/domain/rules/settings';
import type { Grundeinstellungen } from '../../config';
import type { Conn } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { type ApplicationRow, type LoadedProcedure, loadProcedureWithSettings } from './repo';
import { STANDARD_GRUNDEINSTELLUNGEN } from './settings';

export interface Antragsmoeglichkeit {
  /** The interim-saved application to continue; null when a new one is started. */
  entwurf: ApplicationRow | null;
  neuerAntrag: NeuerAntrag;
  /** The facts read for this decision, so the caller need not read them again. */
  procedure: LoadedProcedure;
  /** The settings read for it (with the caller's operator part), for the same reason. */
  einstellungen: Verfahrenseinstellungen;
}

/**
 * The application form may be saved or sent (spec §4): a draft is open, or the career gives a new
 * application and its window is open. Otherwise 409 – the start page says why (laufbahnHinweise).
 */
export async function antragsmoeglichkeit(
  db: Conn,
  accountId: string,
  today: IsoDate,
  // The career rule reads no operator setting; a caller that answers with the settings passes its own.
  grundlage: Grundeinstellungen = STANDARD_GRUNDEINSTELLUNGEN,
): Promise<Antragsmoeglichkeit> {
  const gelesen = await loadProcedureWithSettings(db, accountId, grundlage);
  if (!gelesen) throw new Error(`account ${accountId} has no record`);
  const { procedure, einstellungen } = gelesen;
  const { neuerAntrag, moeglichAb } = laufbahn(procedure.facts, today, einstellungen);
  if (!neuerAntrag) throw new HttpError(409, messages.generic.nichtAnwendbar);
  // After a Rücknahme: not before the window of the next term opens.
  if (moeglichAb && neuerAntrag.abTermin) {
    throw new HttpError(409, messages.laufbahn.terminZuFrueh(neuerAntrag.abTermin.display));
  }
  const entwurf = procedure.application?.status === 'draft' ? procedure.application : null;
  return { entwurf, neuerAntrag, procedure, einstellungen };
}

/** After a Rücknahme the new application is for a later term; 409 with the reason. */
export function checkTermin(neuerAntrag: NeuerAntrag, termin: Semester): void {
  if (!terminErlaubt(neuerAntrag, termin) && neuerAntrag.abTermin) {
    throw new HttpError(409, messages.laufbahn.terminZuFrueh(neuerAntrag.abTermin.display));
  }
}
