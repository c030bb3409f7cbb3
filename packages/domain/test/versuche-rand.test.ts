// Issue 26 point 10: the edges of the attempt rules as tables and properties, written from
// domain-rules and R-72 (not from the code).
// - R-63 / § 36 (2) WiPrPrüfV: under the modular rules (exams from 16.2.2019) the whole exam has two
//   overall attempts; a candidate who failed under the pre-2019 block rules gets two more attempts after
//   one failure, one more after two – three in all. The declared failures' order on page 3 does not
//   matter: what counts is whether a failure lies before the modular rules.
// - the aptitude test has three attempts in all; the pre-2019 credit is WP's only.
// - a module withdrawal refunds half the exam fee when declared by the end of the last paper,
//   nothing later; either way the fee is owed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antragsversuch, bisherigeVersuche } from '../src/rules/laufbahn';
import { gebuehrenfolgen, gebuehrensumme, pruefungsgebuehr } from '../src/rules/fees';
import { MODULE } from '../src/rules/module';
import { semester } from '../src/rules/semester';
import { STANDARD_EINSTELLUNGEN } from '../src/rules/settings';

const s = STANDARD_EINSTELLUNGEN;
const ERSTER = { versuch: 1, wiederholung: false, abTermin: null } as const;
const erklaert = (art: number, d1 = '', d2 = '') => ({
  art,
  datumNichtBestanden1: d1,
  datumNichtBestanden2: d2,
});
const ALT = '2017-09-15';
const MODULAR = '2021-09-01';

describe('R-63 / R-64: the attempt an application is for, after the failures it declares', () => {
  it.each([
    // art, first failure, second failure, WP expected, aptitude test expected
    [1, '', '', { versuch: 1, altesRecht: false }, { versuch: 1, altesRecht: false }],
    [2, ALT, '', { versuch: 2, altesRecht: true }, { versuch: 2, altesRecht: false }],
    [2, MODULAR, '', { versuch: 2, altesRecht: false }, { versuch: 2, altesRecht: false }],
    // The modular rules apply to exams from 16.2.2019 on: a failure that day is one under them.
    [2, '2019-02-16', '', { versuch: 2, altesRecht: false }, { versuch: 2, altesRecht: false }],
    [2, '2019-02-15', '', { versuch: 2, altesRecht: true }, { versuch: 2, altesRecht: false }],
    // No readable date: the stricter reading, a failure under the modular rules [I].
    [2, '', '', { versuch: 2, altesRecht: false }, { versuch: 2, altesRecht: false }],
    [3, ALT, MODULAR, { versuch: 3, altesRecht: true }, { versuch: 3, altesRecht: false }],
    [3, ALT, '2018-09-15', { versuch: 3, altesRecht: true }, { versuch: 3, altesRecht: false }],
    // Declared in the other order: the earlier failure is still one under the old rules.
    [3, MODULAR, ALT, { versuch: 3, altesRecht: true }, { versuch: 3, altesRecht: false }],
    // Two failures under the modular rules: both overall attempts are used (§ 22 (2)).
    [3, MODULAR, '2023-09-01', null, { versuch: 3, altesRecht: false }],
  ] as const)('art %i, failed %s / %s → WP %o, aptitude test %o', (art, d1, d2, wp, eignung) => {
    expect(antragsversuch('WP', ERSTER, erklaert(art, d1, d2), s)).toEqual(wp);
    expect(antragsversuch('EIGNUNG', ERSTER, erklaert(art, d1, d2), s)).toEqual(eignung);
  });

  const datum = fc
    .date({
      min: new Date('2005-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const erklaerung = fc.record({
    art: fc.constantFrom(0, 1, 2, 3),
    d1: fc.oneof(datum, fc.constant('')),
    d2: fc.oneof(datum, fc.constant('')),
  });

  it('WP: never more than three overall attempts, three only with a failure before 16.2.2019', () =>
    fc.assert(
      fc.property(erklaerung, ({ art, d1, d2 }) => {
        const b = erklaert(art, d1, art === 3 ? d2 : '');
        const { nichtBestanden } = bisherigeVersuche(b);
        const alt = [d1, art === 3 ? d2 : ''].some((d) => d !== '' && d < '2019-02-16') && nichtBestanden > 0;
        const r = antragsversuch('WP', ERSTER, b, s);
        const moeglich = alt ? 3 : 2;
        if (nichtBestanden + 1 > moeglich) expect(r).toBeNull();
        else expect(r).toEqual({ versuch: nichtBestanden + 1, altesRecht: alt });
      }),
    ));

  it('the order in which two failures are declared does not matter', () =>
    fc.assert(
      fc.property(datum, datum, fc.constantFrom('WP' as const, 'EIGNUNG' as const), (d1, d2, art) => {
        expect(antragsversuch(art, ERSTER, erklaert(3, d1, d2), s)).toEqual(
          antragsversuch(art, ERSTER, erklaert(3, d2, d1), s),
        );
      }),
    ));

  it('R-64: the aptitude test has three attempts whatever the dates; a later attempt of the career stays', () =>
    fc.assert(
      fc.property(erklaerung, fc.integer({ min: 1, max: 3 }), ({ art, d1, d2 }, laufbahnVersuch) => {
        const r = antragsversuch(
          'EIGNUNG',
          { ...ERSTER, versuch: laufbahnVersuch },
          erklaert(art, d1, d2),
          s,
        );
        expect(r?.altesRecht ?? false).toBe(false);
        expect(r?.versuch).toBe(
          Math.max(laufbahnVersuch, bisherigeVersuche(erklaert(art, d1, d2)).nichtBestanden + 1),
        );
      }),
    ));
});

describe('R-72: the fee of a module withdrawal after the invitation', () => {
  it('half refunded by the end of the last paper, nothing later; the fee is owed either way', () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...MODULE),
        fc.integer({ min: 2020, max: 2030 }),
        fc.constantFrom(1 as const, 2 as const),
        fc.boolean(),
        (modul, jahr, halbjahr, rechtzeitig) => {
          const termin = semester(jahr, halbjahr);
          const gebuehr = pruefungsgebuehr(s, modul, termin);
          const summe = gebuehrensumme(
            gebuehrenfolgen(
              {
                art: 'modulruecktritt',
                anmeldungen: [{ modul, termin, geladen: true }],
                am: `${jahr}-09-01`,
                bisEndeLetzteAufsichtsarbeit: rechtzeitig,
              },
              s,
            ),
          );
          expect(summe.erstattungFallsBezahlt).toBe(rechtzeitig ? gebuehr / 2 : 0);
        },
      ),
    ));
});
