// The procedure settings of the domain (Verfahrenseinstellungen) with what the office keeps per term:
// which modules have a June sitting in a term 2 (domain-rules §1.1, open question 2).
import type { Modul } from '@examensportal/domain/rules/module';
import {
  einstellungen,
  STANDARD_EINSTELLUNGEN,
  type Verfahrenseinstellungen,
} from '@examensportal/domain/rules/settings';
import { examTerms } from '../../db/schema';
import type { Conn } from './repo';

export async function loadSettings(db: Conn): Promise<Verfahrenseinstellungen> {
  const rows = await db
    .select({ term: examTerms.term, number: examTerms.number, juneModules: examTerms.juneModules })
    .from(examTerms);
  const proTermin: Record<string, readonly Modul[]> = {};
  for (const row of rows) if (row.number === 2) proTermin[row.term] = row.juneModules as Modul[];
  return einstellungen({
    vorgezogeneModule: { standard: STANDARD_EINSTELLUNGEN.vorgezogeneModule.standard, proTermin },
  });
}
