// The aptitude-test attempts of a candidate across all admissions, with their result,
// invitations, withdrawal and compelling reasons (one query; the rest from the other readers).
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '@examensportal/domain/dates';
import type { EignungVersuch, Ergebnis } from '@examensportal/domain/rules/facts';
import { EIGNUNG_TEILE, type EignungTeil } from '@examensportal/domain/rules/module';
import { geltendesErgebnis } from './ergebnis';
import { eignungAttempts, resultCorrections, results } from '../../../db/schema';
import { jsonRows } from './json';
import type { Ladungen } from './ladungen';
import type { Ruecktritte } from './ruecktritte';
import type { TriftigeGruende } from './triftigeGruende';

interface Row {
  id: string;
  term: string;
  ergebnis: string | null;
  berichtigtAm: string | null;
}

/** The candidate's aptitude-test attempts with their result (a json column of loadProcedure's statement). */
export const eignungVersucheJson = (accountId: SQL): SQL<Row[]> =>
  jsonRows<Row>(
    {
      id: eignungAttempts.id,
      term: eignungAttempts.term,
      // A correction (§ 42 VwVfG) replaces the recorded outcome; the result row stays as recorded.
      ergebnis: geltendesErgebnis,
      berichtigtAm: resultCorrections.am,
    },
    sql`from ${eignungAttempts}
      left join ${results} on ${eq(results.eignungAttemptId, eignungAttempts.id)}
      left join ${resultCorrections} on ${eq(resultCorrections.resultId, results.id)}
      where ${eq(eignungAttempts.accountId, accountId)}`,
    [asc(eignungAttempts.createdAt), asc(eignungAttempts.id)],
  );

export function eignungVersucheFromRows(
  rows: readonly Row[],
  zu: { ladungen: Ladungen; ruecktritte: Ruecktritte; gruende: TriftigeGruende },
): { versuche: EignungVersuch[]; ids: string[] } {
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
