import { describe, expect, it } from 'vitest';
import type { Verfahrensfakten } from '../src/rules/facts';
import {
  deriveModulState,
  deriveModulStateEignung,
  deriveModulStateWP,
  type ModulStateWP,
} from '../src/rules/modulState';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { anmeldung, bestanden, eignungVersuch, geladen, nichtBestanden, zugelassen } from './support/facts';

/** Open term 2/2026 (window Sep 2025 – Feb 2026). */
const HERBST = '2025-10-01';
/** Open term 1/2026 (window Mar – Aug 2025). */
const SOMMER = '2025-05-01';

const wp = (facts: Verfahrensfakten, today = HERBST) => deriveModulStateWP(facts, today, s);
const trueKeys = (flags: Readonly<Record<string, boolean>>) => Object.keys(flags).filter((k) => flags[k]);

describe('module state WP: the exact §3 shape', () => {
  it('has exactly the spec keys', () => {
    const state = wp(zugelassen());
    expect(Object.keys(state).sort()).toEqual(
      [
        'zwischegespeichert',
        'kontaktdaten',
        'modulabmeldungen',
        'modulanmeldungen',
        'modulanrechnungen',
        'modulverschiebungen',
        'modulgeladenAm',
        'modulverhindert',
        'antragsdatum',
        'ersteszulassungsdatum',
      ].sort(),
    );
    expect(Object.keys(state.modulabmeldungen)).toEqual(['wp', 'wr', 'bwl', 'st']);
    expect(Object.keys(state.modulanmeldungen)).toEqual([
      'wp',
      'wr',
      'bwl',
      'st',
      'wpVorgezogen',
      'wrVorgezogen',
      'bwlVorgezogen',
      'stVorgezogen',
    ]);
    expect(Object.keys(state.modulverschiebungen)).toEqual(Object.keys(state.modulanmeldungen));
    expect(Object.keys(state.modulanrechnungen)).toEqual(['wr', 'bwl', 'st']);
    expect(Object.keys(state.modulgeladenAm)).toEqual(['wp', 'wr', 'bwl', 'st']);
    expect(Object.keys(state.modulverhindert)).toEqual([
      'wp',
      'wr',
      'bwl',
      'st',
      'wpmuendlich',
      'wrmuendlich',
      'bwlmuendlich',
      'stmuendlich',
    ]);
    expect(state).toMatchObject({ antragsdatum: '2024-02-20', ersteszulassungsdatum: '2024-06-15' });
  });

  it.each([
    ['none', 0],
    ['draft', 1],
    ['submitted', 2],
    ['admitted', 2],
    // a closed application still exists – contact data (IBAN for a refund) stay changeable.
    ['rejected', 1],
    ['withdrawn', 1],
  ] as const)('application %s → zwischegespeichert %i', (status, zw) => {
    expect(wp(zugelassen({ antrag: { status } })).zwischegespeichert).toBe(zw);
  });

  it('turns placeholder dates into null', () => {
    const state = wp(zugelassen({ antrag: { status: 'submitted', ersteszulassungsdatum: '1900-01-01' } }));
    expect(state.ersteszulassungsdatum).toBeNull();
  });
});

interface Zeile {
  readonly name: string;
  readonly facts: Verfahrensfakten;
  readonly today?: string;
  readonly erwartet: Partial<Record<keyof ModulStateWP, string[] | Record<string, string | null>>>;
}

const zweiVersucheUndAbmeldung = [
  anmeldung({ termin: '2024/2', ...geladen('2024-06-01'), ruecktrittAm: '2024-06-10' }),
  anmeldung({ termin: '2025/1', abgemeldetAm: '2024-09-01' }),
  anmeldung({
    termin: '2025/1',
    ...geladen('2025-01-10'),
    triftigeGruende: [
      { teil: 'schriftlich', ladungVom: '2025-01-10', gemeldetAm: '2025-02-01', status: 'rejected' },
    ],
  }),
];

/** Each row lists the flags that are true (all others false) for the groups it names. */
const zeilen: Zeile[] = [
  {
    name: 'no application: nothing',
    facts: zugelassen({ antrag: { status: 'none' } }),
    erwartet: { modulanmeldungen: [], modulabmeldungen: [], modulanrechnungen: [], modulverhindert: [] },
  },
  {
    name: 'draft: nothing',
    facts: zugelassen({ antrag: { status: 'draft' }, module: { wp: { anmeldungen: [anmeldung()] } } }),
    erwartet: { modulanmeldungen: [], modulabmeldungen: [], modulverschiebungen: [] },
  },
  {
    name: 'admitted, term 2: every module, early slots only for WR and BWL; all creditable',
    facts: zugelassen(),
    erwartet: {
      modulanmeldungen: ['wp', 'wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'],
      modulanrechnungen: ['wr', 'bwl', 'st'],
      modulabmeldungen: [],
      modulverschiebungen: [],
      modulgeladenAm: { wp: null, wr: null, bwl: null, st: null },
    },
  },
  {
    name: 'admitted, term 1: no early slots',
    facts: zugelassen(),
    today: SOMMER,
    erwartet: { modulanmeldungen: ['wp', 'wr', 'bwl', 'st'] },
  },
  {
    name: 'submitted, not admitted: no registration or credit, but deregistration and postponement',
    facts: zugelassen({
      antrag: { status: 'submitted', zulassungsblock: '2026/1', ersteszulassungsdatum: null },
      module: { wp: { anmeldungen: [anmeldung()] }, bwl: { anmeldungen: [anmeldung()] } },
    }),
    today: SOMMER,
    erwartet: {
      modulanmeldungen: [],
      modulanrechnungen: [],
      modulabmeldungen: ['wp', 'bwl'],
      modulverschiebungen: ['wp'], // term 1: only WP and WR
    },
  },
  {
    name: 'passed and credited modules are never registrable or creditable',
    facts: zugelassen({
      module: {
        wr: { anmeldungen: [bestanden()] },
        bwl: { anrechnungen: [{ beantragtAm: '2025-01-01', status: 'accepted' }] },
      },
    }),
    erwartet: { modulanmeldungen: ['wp', 'st'], modulanrechnungen: ['st'] },
  },
  {
    name: 'a pending credit blocks registration and a second request; a rejected one blocks nothing',
    facts: zugelassen({
      module: {
        st: { anrechnungen: [{ beantragtAm: '2025-01-01', status: 'pending' }] },
        wr: { anrechnungen: [{ beantragtAm: '2025-01-01', status: 'rejected' }] },
      },
    }),
    erwartet: {
      modulanmeldungen: ['wp', 'wr', 'bwl', 'wrVorgezogen', 'bwlVorgezogen'],
      modulanrechnungen: ['wr', 'bwl'],
    },
  },
  {
    name: 'two failed attempts: a third registration is possible',
    facts: zugelassen({
      module: { wp: { anmeldungen: [nichtBestanden('2024/2'), nichtBestanden('2025/1')] } },
    }),
    erwartet: { modulanmeldungen: ['wp', 'wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'] },
  },
  {
    name: 'three failed attempts: finally failed, the overall attempt is lost – nothing at all',
    facts: zugelassen({
      module: {
        wp: { anmeldungen: [nichtBestanden('2024/2'), nichtBestanden('2025/1'), nichtBestanden('2025/2')] },
        wr: { anmeldungen: [anmeldung({ termin: '2026/2' })] },
      },
    }),
    erwartet: { modulanmeldungen: [], modulanrechnungen: [], modulabmeldungen: [], modulverschiebungen: [] },
  },
  {
    name: 'a withdrawal and a rejected compelling reason use attempts; a deregistration does not',
    facts: zugelassen({ module: { st: { anmeldungen: zweiVersucheUndAbmeldung } } }),
    erwartet: { modulanmeldungen: ['wp', 'wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'] },
  },
  {
    name: '… and one more failure makes three: finally failed',
    facts: zugelassen({
      module: { st: { anmeldungen: [...zweiVersucheUndAbmeldung, nichtBestanden('2025/2')] } },
    }),
    erwartet: { modulanmeldungen: [] },
  },
  {
    name: 'a finished June attempt of the open term: no August registration in the same term',
    facts: zugelassen({
      module: {
        bwl: {
          anmeldungen: [
            anmeldung({ termin: '2026/2', vorgezogen: true, ...geladen('2025-09-15'), ergebnis: 'failed' }),
          ],
        },
      },
    }),
    erwartet: { modulanmeldungen: ['wp', 'wr', 'st', 'wrVorgezogen'] },
  },
  {
    name: '… but after a deregistration the module can be registered again',
    facts: zugelassen({
      module: { bwl: { anmeldungen: [anmeldung({ termin: '2026/2', abgemeldetAm: '2025-09-20' })] } },
    }),
    erwartet: { modulanmeldungen: ['wp', 'wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'] },
  },
  {
    name: 'six-year limit: the last day is still open',
    facts: zugelassen({ antrag: { ersteszulassungsdatum: '2019-10-01' } }),
    erwartet: { modulanmeldungen: ['wp', 'wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'] },
  },
  {
    name: 'six-year limit: the day after, no registration; a running one keeps the procedure (credit is still possible)',
    facts: zugelassen({
      antrag: { ersteszulassungsdatum: '2019-09-30' },
      module: { wp: { anmeldungen: [anmeldung({ termin: '2026/1' })] } },
    }),
    erwartet: { modulanmeldungen: [], modulabmeldungen: ['wp'], modulanrechnungen: ['wr', 'bwl', 'st'] },
  },
  {
    // fristablaufBeendetGesamtversuch (open question 4 [I]): the overall attempt is over – nothing is
    // left to act on (the career offers the second attempt, rules/laufbahn.ts).
    name: 'six-year limit: the day after with nothing running, the overall attempt is over',
    facts: zugelassen({ antrag: { ersteszulassungsdatum: '2019-09-30' } }),
    erwartet: { modulanmeldungen: [], modulanrechnungen: [] },
  },
  {
    name: 'vorzeitigeZulassung 7: no WP',
    facts: zugelassen({ antrag: { vorzeitigeZulassung: 7 } }),
    erwartet: { modulanmeldungen: ['wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'] },
  },
  {
    name: 'vorzeitigeZulassung 6: BWL and WR are credited by § 8a',
    facts: zugelassen({ antrag: { vorzeitigeZulassung: 6 } }),
    erwartet: { modulanmeldungen: ['wp', 'st'], modulanrechnungen: ['st'] },
  },
  {
    name: 'declared shortening § 13: ST drops out',
    facts: zugelassen({ antrag: { entfalleneModule: ['st'] } }),
    erwartet: {
      modulanmeldungen: ['wp', 'wr', 'bwl', 'wrVorgezogen', 'bwlVorgezogen'],
      modulanrechnungen: ['wr', 'bwl'],
    },
  },
  {
    name: 'procedure on paper (applied before 1/2023): no online registration',
    facts: zugelassen({ antrag: { zulassungsblock: '2022/2', ersteszulassungsdatum: '2022-06-01' } }),
    erwartet: { modulanmeldungen: [], modulanrechnungen: ['wr', 'bwl', 'st'] },
  },
  {
    name: 'early registration for the open term 2/2026: deregistrable and postponable at its early key',
    facts: zugelassen({
      module: { wr: { anmeldungen: [anmeldung({ termin: '2026/2', vorgezogen: true })] } },
    }),
    erwartet: {
      modulanmeldungen: ['wp', 'bwl', 'st', 'bwlVorgezogen'],
      modulabmeldungen: ['wr'],
      modulverschiebungen: ['wrVorgezogen'],
      modulanrechnungen: ['wr', 'bwl', 'st'],
    },
  },
  {
    name: 'term 2: BWL postponable',
    facts: zugelassen({ module: { bwl: { anmeldungen: [anmeldung({ termin: '2026/2' })] } } }),
    erwartet: { modulverschiebungen: ['bwl'] },
  },
  {
    name: 'term 1: BWL not postponable, WR is',
    facts: zugelassen({
      module: {
        bwl: { anmeldungen: [anmeldung({ termin: '2026/1' })] },
        wr: { anmeldungen: [anmeldung({ termin: '2026/1' })] },
      },
    }),
    today: SOMMER,
    erwartet: { modulverschiebungen: ['wr'], modulabmeldungen: ['wr', 'bwl'] },
  },
  {
    name: 'a registration for an earlier term is not postponed any more',
    facts: zugelassen({ module: { bwl: { anmeldungen: [anmeldung({ termin: '2026/1' })] } } }),
    erwartet: { modulverschiebungen: [], modulabmeldungen: ['bwl'] },
  },
  {
    name: 'postponed once: never again',
    facts: zugelassen({
      module: {
        wp: {
          anmeldungen: [
            anmeldung({ termin: '2026/1', verschiebung: { am: '2025-06-01', nachTermin: '2026/2' } }),
          ],
        },
      },
    }),
    erwartet: {
      modulverschiebungen: [],
      modulabmeldungen: ['wp'],
      modulanmeldungen: ['wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'],
    },
  },
  {
    name: 'postponement to a term whose deadline is the last day of the six years',
    facts: zugelassen({
      antrag: { ersteszulassungsdatum: '2020-08-31' }, // limit 2026-08-31 = deadline of 1/2027
      module: { wp: { anmeldungen: [anmeldung({ termin: '2026/2' })] } },
    }),
    erwartet: { modulverschiebungen: ['wp'] },
  },
  {
    name: 'postponement past the six-year limit is refused',
    facts: zugelassen({
      antrag: { ersteszulassungsdatum: '2020-08-30' }, // limit 2026-08-30 < 2026-08-31 (deadline of 1/2027)
      module: { wp: { anmeldungen: [anmeldung({ termin: '2026/2' })] } },
    }),
    erwartet: { modulverschiebungen: [] },
  },
  {
    name: 'invited to the written exam: withdrawal and compelling reason, no deregistration',
    facts: zugelassen({
      module: { st: { anmeldungen: [anmeldung({ termin: '2026/1', ...geladen('2025-12-15') })] } },
    }),
    erwartet: {
      modulabmeldungen: [],
      modulverschiebungen: [],
      modulgeladenAm: { wp: null, wr: null, bwl: null, st: '2025-12-15' },
      modulverhindert: ['st'],
    },
  },
  {
    name: 'invited to the oral exam: the written part is done',
    facts: zugelassen({
      module: {
        st: { anmeldungen: [anmeldung({ termin: '2025/2', ...geladen('2025-08-01', '2025-11-20') })] },
      },
    }),
    erwartet: {
      modulgeladenAm: { wp: null, wr: null, bwl: null, st: '2025-11-20' },
      modulverhindert: ['stmuendlich'],
    },
  },
  {
    name: 'compelling reason pending: not again for the same invitation; module still running',
    facts: zugelassen({
      module: {
        wp: {
          anmeldungen: [
            anmeldung({
              termin: '2026/1',
              ...geladen('2025-09-20'),
              triftigeGruende: [
                { teil: 'schriftlich', ladungVom: '2025-09-20', gemeldetAm: '2025-09-25', status: 'pending' },
              ],
            }),
          ],
        },
      },
    }),
    erwartet: { modulverhindert: [], modulanmeldungen: ['wr', 'bwl', 'st', 'wrVorgezogen', 'bwlVorgezogen'] },
  },
  {
    name: 'compelling reason accepted and re-invited: a new report is possible',
    facts: zugelassen({
      module: {
        wp: {
          anmeldungen: [
            anmeldung({
              termin: '2025/2',
              ...geladen('2025-09-20'),
              triftigeGruende: [
                {
                  teil: 'schriftlich',
                  ladungVom: '2025-06-01',
                  gemeldetAm: '2025-06-20',
                  status: 'accepted',
                },
              ],
            }),
          ],
        },
      },
    }),
    erwartet: { modulverhindert: ['wp'] },
  },
  {
    name: 'whole-exam withdrawal declared: the overall attempt is lost',
    facts: zugelassen({
      gesamtruecktrittAm: '2025-09-01',
      module: { wp: { anmeldungen: [anmeldung({ ...geladen('2025-09-01') })] } },
    }),
    erwartet: {
      modulanmeldungen: [],
      modulverhindert: [],
      modulgeladenAm: { wp: null, wr: null, bwl: null, st: null },
    },
  },
];

describe('module state WP: derivation table', () => {
  it.each(zeilen)('$name', ({ facts, today, erwartet }) => {
    const state = wp(facts, today);
    for (const [gruppe, wert] of Object.entries(erwartet)) {
      const actual = state[gruppe as keyof ModulStateWP] as Record<string, unknown>;
      if (Array.isArray(wert)) expect(trueKeys(actual as Record<string, boolean>), gruppe).toEqual(wert);
      else expect(actual, gruppe).toEqual(wert);
    }
  });
});

describe('module state EIGNUNG', () => {
  const eignung = (
    versuch: Parameters<typeof eignungVersuch>[0],
    status: 'submitted' | 'admitted' | 'draft' = 'admitted',
  ) =>
    deriveModulStateEignung(
      zugelassen({ art: 'EIGNUNG', antrag: { status }, eignungVersuche: [eignungVersuch(versuch)] }),
    );

  it('has exactly the spec keys', () => {
    const state = deriveModulState(zugelassen({ art: 'EIGNUNG' }), HERBST, s);
    expect(Object.keys(state).sort()).toEqual(
      [
        'antragsdatum',
        'ersteszulassungsdatum',
        'kontaktdaten',
        'modulverhindert',
        'zwischegespeichert',
      ].sort(),
    );
    expect(Object.keys(state.modulverhindert)).toEqual(['awr', 'ast', 'mp']);
  });

  it.each([
    [
      'written papers invited',
      { geladenAm: { awr: '2026-01-10', ast: '2026-01-10', mp: null } },
      'admitted',
      ['awr', 'ast'],
    ],
    [
      'oral invited: papers done',
      { geladenAm: { awr: '2026-01-10', ast: '2026-01-10', mp: '2026-05-01' } },
      'admitted',
      ['mp'],
    ],
    [
      'reason pending for the oral',
      {
        geladenAm: { awr: '2026-01-10', ast: '2026-01-10', mp: '2026-05-01' },
        triftigeGruende: [
          {
            teil: 'mp' as const,
            ladungVom: '2026-05-01',
            gemeldetAm: '2026-05-02',
            status: 'pending' as const,
          },
        ],
      },
      'admitted',
      [],
    ],
    [
      'withdrawn: the attempt is over',
      { geladenAm: { awr: '2026-01-10', ast: null, mp: null }, ruecktrittAm: '2026-01-11' },
      'admitted',
      [],
    ],
    ['draft: nothing', { geladenAm: { awr: '2026-01-10', ast: null, mp: null } }, 'draft', []],
  ] as const)('%s → %j', (_name, versuch, status, expected) => {
    expect(trueKeys(eignung(versuch, status).modulverhindert)).toEqual(expected);
  });
});
