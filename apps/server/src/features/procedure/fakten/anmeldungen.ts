// The module registrations of an application with their postponement, result, invitations,
// withdrawal and compelling reasons (one query; the rest from the other readers).
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Ergebnis, Modulanmeldung } from '@examensportal/domain/rules/facts';
import type { Modul } from '@examensportal/domain/rules/module';
import { notenAusZeile } from '@examensportal/domain/rules/modulnote';
import { geltendeNoten, geltendesErgebnis } from './ergebnis';
import { moduleRegistrations, postponements, resultCorrections, results } from '../../../db/schema';
import { jsonRows } from './json';
import type { Ladungen } from './ladungen';
import type { Ruecktritte } from './ruecktritte';
import type { TriftigeGruende } from './triftigeGruende';

export interface Anmeldungen {
  anmeldungen: Record<Modul, Modulanmeldung[]>;
  /** Registration ids in the order of `anmeldungen[m]`. */
  registrationIds: Record<Modul, string[]>;
}

interface Row {
  id: string;
  modul: string;
  term: string;
  vorgezogen: boolean;
  angemeldetAm: string;
  verschobenAm: string | null;
  verschobenNach: string | null;
  ergebnis: string | null;
  berichtigtAm: string | null;
  ergebnisAm: string | null;
  noteSchriftlich: number | null;
  noteMuendlich: number | null;
  modulnote: number | null;
  noteArbeit1: number | null;
  noteArbeit2: number | null;
}

/** The application's registrations with postponement and result (a json column of loadProcedure's statement). */
export const anmeldungenJson = (applicationId: SQL): SQL<Row[]> =>
  jsonRows<Row>(
    {
      id: moduleRegistrations.id,
      modul: moduleRegistrations.modul,
      term: moduleRegistrations.term,
      vorgezogen: moduleRegistrations.vorgezogen,
      angemeldetAm: moduleRegistrations.angemeldetAm,
      verschobenAm: postponements.am,
      verschobenNach: postponements.toTerm,
      // A correction (§ 42 VwVfG) replaces the recorded outcome; the result row stays as recorded.
      ergebnis: geltendesErgebnis,
      berichtigtAm: resultCorrections.am,
      ergebnisAm: results.am,
      ...geltendeNoten,
    },
    sql`from ${moduleRegistrations}
      left join ${postponements} on ${eq(postponements.registrationId, moduleRegistrations.id)}
      left join ${results} on ${eq(results.registrationId, moduleRegistrations.id)}
      left join ${resultCorrections} on ${eq(resultCorrections.resultId, results.id)}
      where ${eq(moduleRegistrations.applicationId, applicationId)}`,
    [asc(moduleRegistrations.angemeldetAm), asc(moduleRegistrations.createdAt), asc(moduleRegistrations.id)],
  );

export function anmeldungenFromRows(
  rows: readonly Row[],
  zu: { ladungen: Ladungen; ruecktritte: Ruecktritte; gruende: TriftigeGruende },
): Anmeldungen {
  const anmeldungen = { wp: [], wr: [], bwl: [], st: [] } as Record<Modul, Modulanmeldung[]>;
  const registrationIds = { wp: [], wr: [], bwl: [], st: [] } as Record<Modul, string[]>;
  for (const row of rows) {
    const modul = row.modul as Modul;
    const geladen = zu.ladungen.neuesteProTeil({ registrationId: row.id });
    const ende = zu.ruecktritte.proAnmeldung.get(row.id);
    anmeldungen[modul].push({
      termin: row.term,
      vorgezogen: row.vorgezogen,
      angemeldetAm: row.angemeldetAm,
      abgemeldetAm: ende?.kind === 'abmeldung' ? ende.am : null,
      verschiebung:
        row.verschobenAm !== null && row.verschobenNach !== null
          ? { am: row.verschobenAm, nachTermin: row.verschobenNach }
          : null,
      geladenAm: {
        schriftlich: geladen.get('schriftlich') ?? null,
        muendlich: geladen.get('muendlich') ?? null,
      },
      ruecktrittAm: ende?.kind === 'modulruecktritt' ? ende.am : null,
      triftigeGruende: zu.gruende.derAnmeldung(row.id),
      ergebnis: (row.ergebnis as Ergebnis | null) ?? null,
      berichtigtAm: row.berichtigtAm ?? null,
      noten: notenAusZeile(row),
      ergebnisAm: row.ergebnisAm ?? null,
    });
    registrationIds[modul].push(row.id);
  }
  return { anmeldungen, registrationIds };
}
