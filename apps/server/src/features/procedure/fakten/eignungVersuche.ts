// The aptitude-test attempts of a candidate across all admissions, with their result,
// invitations, withdrawal and compelling reasons (one query; the rest from the other readers).
import { asc, eq } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import type { EignungVersuch, Ergebnis } from '@examensportal/domain/rules/facts';
import { EIGNUNG_TEILE, type EignungTeil } from '@examensportal/domain/rules/module';
import type { Conn } from '../../../db/connect';
import { geltendesErgebnis } from './ergebnis';
import { eignungAttempts, resultCorrections, results } from '../../../db/schema';
import type { Ladungen } from './ladungen';
import type { Ruecktritte } from './ruecktritte';
import type { TriftigeGruende } from './triftigeGruende';

export async function loadEignungVersuche(
  db: Conn,
  accountId: string,
  zu: { ladungen: Ladungen; ruecktritte: Ruecktritte; gruende: TriftigeGruende },
): Promise<{ versuche: EignungVersuch[]; ids: string[] }> {
  const rows = await db
    .select({
      id: eignungAttempts.id,
      term: eignungAttempts.term,
      // A correction (§ 42 VwVfG) replaces the recorded outcome; the result row stays as recorded.
      ergebnis: geltendesErgebnis,
      berichtigtAm: resultCorrections.am,
    })
    .from(eignungAttempts)
    .leftJoin(results, eq(results.eignungAttemptId, eignungAttempts.id))
    .leftJoin(resultCorrections, eq(resultCorrections.resultId, results.id))
    .where(eq(eignungAttempts.accountId, accountId))
    .orderBy(asc(eignungAttempts.createdAt), asc(eignungAttempts.id));
  const versuche = rows.map((row): EignungVersuch => {
    const geladen = zu.ladungen.neuesteProTeil({ eignungAttemptId: row.id });
    return {
      termin: row.term,
      geladenAm: Object.fromEntries(EIGNUNG_TEILE.map((t) => [t, geladen.get(t) ?? null])) as Record<
        EignungTeil,
        IsoDate | null
      >,
      ruecktrittAm: zu.ruecktritte.proVersuch.get(row.id)?.am ?? null,
      triftigeGruende: zu.gruende.desVersuchs(row.id),
      ergebnis: (row.ergebnis as Ergebnis | null) ?? null,
      berichtigtAm: row.berichtigtAm ?? null,
    };
  });
  return { versuche, ids: rows.map((r) => r.id) };
}
