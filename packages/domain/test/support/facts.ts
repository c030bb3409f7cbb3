// Builders for procedure facts: a readable default candidate, changed only where a test cares.
import type {
  Antrag,
  EignungVersuch,
  Modulanmeldung,
  ModulFakten,
  Verfahrensfakten,
} from '../../src/rules/facts';
import { leereFakten } from '../../src/rules/facts';
import type { Modul } from '../../src/rules/module';

export function anmeldung(overrides: Partial<Modulanmeldung> = {}): Modulanmeldung {
  return {
    termin: '2026/1',
    vorgezogen: false,
    angemeldetAm: '2025-05-01',
    abgemeldetAm: null,
    verschiebung: null,
    geladenAm: { schriftlich: null, muendlich: null },
    ruecktrittAm: null,
    triftigeGruende: [],
    ergebnis: null,
    ...overrides,
  };
}

export const geladen = (schriftlich: string | null, muendlich: string | null = null) => ({
  geladenAm: { schriftlich, muendlich },
});

/** A failed attempt of an earlier term. */
export const nichtBestanden = (termin = '2024/1') =>
  anmeldung({ termin, ...geladen('2024-01-10'), ergebnis: 'failed' });

export const bestanden = (termin = '2024/1') =>
  anmeldung({ termin, ...geladen('2024-01-10', '2024-05-02'), ergebnis: 'passed' });

interface FaktenOptionen {
  art?: Verfahrensfakten['art'];
  antrag?: Partial<Antrag>;
  module?: Partial<Record<Modul, Partial<ModulFakten>>>;
  gesamtruecktrittAm?: string | null;
  eignungVersuche?: EignungVersuch[];
}

/** An admitted WP candidate (admission 2024-06-15, applied for 2024/2), nothing registered. */
export function zugelassen(options: FaktenOptionen = {}): Verfahrensfakten {
  const leer = leereFakten(options.art ?? 'WP');
  const modul = (m: Modul): ModulFakten => ({ ...leer.module[m], ...options.module?.[m] });
  return {
    ...leer,
    antrag: {
      ...leer.antrag,
      status: 'admitted',
      zulassungsblock: '2024/2',
      antragsdatum: '2024-02-20',
      ersteszulassungsdatum: '2024-06-15',
      ...options.antrag,
    },
    module: { wp: modul('wp'), wr: modul('wr'), bwl: modul('bwl'), st: modul('st') },
    gesamtruecktrittAm: options.gesamtruecktrittAm ?? null,
    eignungVersuche: options.eignungVersuche ?? [],
  };
}

export function eignungVersuch(overrides: Partial<EignungVersuch> = {}): EignungVersuch {
  return {
    termin: '2025/2',
    geladenAm: { awr: null, ast: null, mp: null },
    ruecktrittAm: null,
    triftigeGruende: [],
    ergebnis: null,
    ...overrides,
  };
}
