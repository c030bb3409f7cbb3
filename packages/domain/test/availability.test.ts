import { describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import {
  abmeldungVerfuegbar,
  anmeldungVerfuegbar,
  anrechnungVerfuegbar,
  dokumentLoeschbar,
  gesamtruecktrittTag,
  gesamtruecktrittVerfuegbar,
  kontaktdatenVerfuegbar,
  modulruecktrittVerfuegbar,
  checkModulauswahl,
  checkVerhindertAuswahl,
  ruecknahmeVerfuegbar,
  triftigerGrundVerfuegbar,
  verfuegbarkeitEignungAusFakten,
  verfuegbarkeitWPAusFakten,
  verschiebungVerfuegbar,
  type Modulflow,
  type ModulAuswahl,
} from '../src/rules/availability';
import { MODUL_SLOTS, MODULE, PRUEFUNGSTEIL_KEYS, perKey } from '../src/rules/module';
import type { ModulStateWP } from '../src/rules/modulState';
import { einstellungen, STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { anmeldung, eignungVersuch, nichtBestanden, zugelassen } from './support/facts';

/** A complete application (2) with every flag off, changed by the row. */
function state(overrides: Partial<ModulStateWP> = {}): ModulStateWP {
  return {
    zwischegespeichert: 2,
    kontaktdaten: null,
    modulabmeldungen: perKey(MODULE, () => false),
    modulanmeldungen: perKey(MODUL_SLOTS, () => false),
    modulanrechnungen: { wr: false, bwl: false, st: false },
    modulverschiebungen: perKey(MODUL_SLOTS, () => false),
    modulgeladenAm: perKey(MODULE, () => null),
    modulverhindert: perKey(PRUEFUNGSTEIL_KEYS, () => false),
    antragsdatum: '2025-02-01',
    ersteszulassungsdatum: '2025-06-01',
    ...overrides,
  };
}
const flags = <K extends string>(keys: readonly K[], on: readonly K[]) => perKey(keys, (k) => on.includes(k));
const anmeldungen = (...on: (typeof MODUL_SLOTS)[number][]) => flags(MODUL_SLOTS, on);

describe('registration (spec §4)', () => {
  it.each([
    ['a module allowed, term 1', state({ modulanmeldungen: anmeldungen('wp') }), 1, true],
    ['a module allowed, term 2', state({ modulanmeldungen: anmeldungen('st') }), 2, true],
    ['only an early slot, term 1', state({ modulanmeldungen: anmeldungen('wrVorgezogen') }), 1, false],
    ['only an early slot, term 2', state({ modulanmeldungen: anmeldungen('wrVorgezogen') }), 2, true],
    ['nothing allowed', state(), 2, false],
    ['not complete (1)', state({ zwischegespeichert: 1, modulanmeldungen: anmeldungen('wp') }), 1, false],
    ['no application (0)', state({ zwischegespeichert: 0, modulanmeldungen: anmeldungen('wp') }), 1, false],
    ['term unreadable', state({ modulanmeldungen: anmeldungen('wp') }), null, false],
  ] as const)('%s → %s', (_n, st, sem, ok) => expect(anmeldungVerfuegbar(st, sem)).toBe(ok));
});

describe('deregistration, credit, module withdrawal (spec §4)', () => {
  it.each([
    [
      'deregistration: a flag',
      abmeldungVerfuegbar(state({ modulabmeldungen: flags(MODULE, ['bwl']) })),
      true,
    ],
    ['deregistration: none', abmeldungVerfuegbar(state()), false],
    [
      'deregistration: state 1',
      abmeldungVerfuegbar(state({ zwischegespeichert: 1, modulabmeldungen: flags(MODULE, ['bwl']) })),
      false,
    ],
    [
      'credit: st',
      anrechnungVerfuegbar(state({ modulanrechnungen: { wr: false, bwl: false, st: true } })),
      true,
    ],
    ['credit: none', anrechnungVerfuegbar(state()), false],
    [
      'credit: state 1',
      anrechnungVerfuegbar(
        state({ zwischegespeichert: 1, modulanrechnungen: { wr: true, bwl: false, st: false } }),
      ),
      false,
    ],
    [
      'withdrawal: invited',
      modulruecktrittVerfuegbar(
        state({ modulgeladenAm: { wp: null, wr: '2026-01-05', bwl: null, st: null } }),
      ),
      true,
    ],
    ['withdrawal: no invitation', modulruecktrittVerfuegbar(state()), false],
    [
      'withdrawal: state 0',
      modulruecktrittVerfuegbar(
        state({ zwischegespeichert: 0, modulgeladenAm: { wp: '2026-01-05', wr: null, bwl: null, st: null } }),
      ),
      false,
    ],
  ])('%s → %s', (_n, actual, ok) => expect(actual).toBe(ok));
});

describe('postponement (spec §4)', () => {
  const verschiebungen = (...on: (typeof MODUL_SLOTS)[number][]) =>
    state({ modulverschiebungen: flags(MODUL_SLOTS, on) });
  it.each([
    ['term 1, WP', verschiebungen('wp'), 1, true],
    ['term 1, WR', verschiebungen('wr'), 1, true],
    ['term 1, BWL only', verschiebungen('bwl'), 1, false],
    ['term 1, ST only', verschiebungen('st'), 1, false],
    ['term 2, BWL', verschiebungen('bwl'), 2, true],
    ['term 2, early ST', verschiebungen('stVorgezogen'), 2, true],
    ['term 2, nothing', verschiebungen(), 2, false],
    ['state 1', { ...verschiebungen('wp'), zwischegespeichert: 1 as const }, 1, false],
  ] as const)('%s → %s', (_n, st, sem, ok) => expect(verschiebungVerfuegbar(st, sem, s)).toBe(ok));

  it('the term-1 modules follow the setting', () => {
    const mitBwl = einstellungen({ verschiebbarImTermin1: ['wp', 'wr', 'bwl'] });
    expect(verschiebungVerfuegbar(verschiebungen('bwl'), 1, mitBwl)).toBe(true);
  });
});

describe('whole-exam withdrawal: day rule (spec §4)', () => {
  it.each([
    ['2025-03-01', '2025-03-01', 'too early'],
    ['2025-03-01', '2025-03-04', 'too early'], // on the date plus 3 days
    ['2025-03-01', '2025-03-05', 'ok'],
    ['2025-02-26', '2025-03-02', 'ok'], // across the end of February
    ['2025-03-01', '2024-12-31', 'too early'],
    ['1900-01-01', '2025-03-05', 'invalid'],
    ['1899-01-01', '2025-03-05', 'invalid'],
    ['2025-02-30', '2025-03-05', 'invalid'],
    ['', '2025-03-05', 'invalid'],
    [null, '2025-03-05', 'invalid'],
  ] as const)('admitted %j, today %s → %s', (datum, today, expected) =>
    expect(gesamtruecktrittTag(datum, today, 3)).toBe(expected),
  );

  it('the offset is a setting (4 days since the 2025 postal law?)', () => {
    expect(gesamtruecktrittTag('2025-03-01', '2025-03-05', 4)).toBe('too early');
    expect(gesamtruecktrittTag('2025-03-01', '2025-03-06', 4)).toBe('ok');
  });

  it.each([
    ['state 2, ok', state({ ersteszulassungsdatum: '2025-03-01' }), '2025-03-05', true],
    ['state 2, too early', state({ ersteszulassungsdatum: '2025-03-01' }), '2025-03-04', false],
    ['state 2, no date', state({ ersteszulassungsdatum: null }), '2025-03-05', false],
    ['state 1', state({ zwischegespeichert: 1, ersteszulassungsdatum: '2025-03-01' }), '2025-03-05', false],
  ] as const)('%s → %s', (_n, st, today, ok) => expect(gesamtruecktrittVerfuegbar(st, today, s)).toBe(ok));

  // the Bekanntgabe offset is a setting (3 = the spec; 4 = § 41 (2) VwVfG since 2025).
  it.each([
    [3, '2025-03-04', false],
    [3, '2025-03-05', true],
    [4, '2025-03-05', false],
    [4, '2025-03-06', true],
  ] as const)('bekanntgabeTage %s: admitted 1 March, on %s → %s', (tage, today, ok) =>
    expect(
      gesamtruecktrittVerfuegbar(
        state({ ersteszulassungsdatum: '2025-03-01' }),
        today,
        einstellungen({ bekanntgabeTage: tage }),
      ),
    ).toBe(ok),
  );
});

describe('application flows (spec §4)', () => {
  it.each([
    ['a part flagged', state({ modulverhindert: flags(PRUEFUNGSTEIL_KEYS, ['bwlmuendlich']) }), true],
    ['nothing flagged', state(), false],
    ['state 1', state({ zwischegespeichert: 1, modulverhindert: flags(PRUEFUNGSTEIL_KEYS, ['wp']) }), false],
  ])('triftiger Grund: %s → %s', (_n, st, ok) => expect(triftigerGrundVerfuegbar(st)).toBe(ok));

  it.each([
    ['submitted, not admitted', state({ ersteszulassungsdatum: null }), true],
    ['admission date is a placeholder', state({ ersteszulassungsdatum: '1900-01-01' }), true],
    ['admitted', state(), false],
    ['no application date', state({ antragsdatum: null, ersteszulassungsdatum: null }), false],
    ['draft', state({ zwischegespeichert: 1, ersteszulassungsdatum: null }), false],
  ])('application withdrawal: %s → %s', (_n, st, ok) => expect(ruecknahmeVerfuegbar(st)).toBe(ok));

  it.each([
    [0, false],
    [1, true],
    [2, true],
  ] as const)('contact change at state %i → %s', (zw, ok) =>
    expect(kontaktdatenVerfuegbar({ zwischegespeichert: zw })).toBe(ok),
  );
});

describe('server: availability from the facts', () => {
  const HERBST = '2025-10-01';

  it('a fresh admitted candidate: registration and credit; withdrawal of the whole exam after 3 days', () => {
    expect(verfuegbarkeitWPAusFakten(zugelassen(), HERBST, s)).toEqual({
      anmeldung: true,
      abmeldung: false,
      verschiebung: false,
      anrechnung: true,
      modulruecktritt: false,
      gesamtruecktritt: true,
      triftigerGrund: false,
      ruecknahme: false,
      kontaktdaten: true,
    });
  });

  it('no whole-exam withdrawal once the overall attempt is lost', () => {
    const verloren = zugelassen({
      module: {
        wr: { anmeldungen: [nichtBestanden('2024/2'), nichtBestanden('2025/1'), nichtBestanden('2025/2')] },
      },
    });
    expect(verfuegbarkeitWPAusFakten(verloren, HERBST, s)).toMatchObject({
      gesamtruecktritt: false,
      anmeldung: false,
    });
    expect(
      verfuegbarkeitWPAusFakten(zugelassen({ gesamtruecktrittAm: '2025-09-01' }), HERBST, s).gesamtruecktritt,
    ).toBe(false);
  });

  it('a submitted application can be withdrawn, an admitted one cannot', () => {
    const eingereicht = zugelassen({
      antrag: { status: 'submitted', ersteszulassungsdatum: null, zulassungsblock: '2026/2' },
      module: { wp: { anmeldungen: [anmeldung({ termin: '2026/2' })] } },
    });
    expect(verfuegbarkeitWPAusFakten(eingereicht, HERBST, s)).toMatchObject({
      ruecknahme: true,
      abmeldung: true,
      verschiebung: true,
      anmeldung: false,
      gesamtruecktritt: false,
    });
  });

  it('aptitude test: withdrawal needs a running attempt; compelling reason needs an invitation', () => {
    const laufend = zugelassen({
      art: 'EIGNUNG',
      eignungVersuche: [eignungVersuch({ geladenAm: { awr: '2025-09-20', ast: null, mp: null } })],
    });
    expect(verfuegbarkeitEignungAusFakten(laufend, HERBST, s)).toEqual({
      gesamtruecktritt: true,
      triftigerGrund: true,
      ruecknahme: false,
      kontaktdaten: true,
    });
    const ohneVersuch = zugelassen({ art: 'EIGNUNG' });
    expect(verfuegbarkeitEignungAusFakten(ohneVersuch, HERBST, s)).toMatchObject({
      gesamtruecktritt: false,
      triftigerGrund: false,
    });
  });
});

describe('selection re-check (spec §5)', () => {
  const v = messages.validation;
  const erlaubt = state({
    modulanmeldungen: anmeldungen('wp', 'wr', 'wrVorgezogen'),
    modulabmeldungen: flags(MODULE, ['st']),
    modulanrechnungen: { wr: false, bwl: true, st: false },
    modulverschiebungen: anmeldungen('bwlVorgezogen'),
    modulgeladenAm: { wp: null, wr: null, bwl: '2026-01-10', st: null },
  });

  it.each<[Modulflow, ModulAuswahl, string | null]>([
    ['anmeldung', { wp: true }, null],
    ['anmeldung', { wr: true, wp: true }, null],
    ['anmeldung', { wrVorgezogen: true }, null],
    ['anmeldung', {}, v.keineModulpruefung],
    ['anmeldung', { wp: false }, v.keineModulpruefung],
    ['anmeldung', { wr: true, wrVorgezogen: true }, v.zweiModuleGleicherArt],
    ['anmeldung', { bwl: true }, messages.generic.nichtAnwendbar],
    ['abmeldung', { st: true }, null],
    ['abmeldung', { wp: true }, messages.generic.nichtAnwendbar],
    ['abmeldung', { stVorgezogen: true }, messages.generic.nichtAnwendbar],
    ['anrechnung', { bwl: true }, null],
    ['anrechnung', { bwl: true, wp: false }, null],
    ['anrechnung', { bwl: true, wp: true }, messages.generic.nichtAnwendbar], // WP is never credited
    ['anrechnung', { wp: true }, messages.generic.nichtAnwendbar],
    ['verschiebung', { bwlVorgezogen: true }, null],
    ['verschiebung', { bwl: true }, messages.generic.nichtAnwendbar],
    ['modulruecktritt', { bwl: true }, null],
    ['modulruecktritt', { wp: true }, messages.generic.nichtAnwendbar],
    ['modulruecktritt', {}, v.keineModulpruefung],
  ])('%s %j → %j', (flow, auswahl, expected) =>
    expect(checkModulauswahl(flow, auswahl, erlaubt)).toBe(expected),
  );

  it.each([
    [{ wp: true }, { wp: true }, 1, null],
    [{ wpmuendlich: true }, { wpmuendlich: true }, 2, null],
    [{ awr: true }, { awr: true, ast: true }, 1, null],
    [{}, { wp: true }, 1, messages.validation.mindestensEinModul],
    [{ wp: true }, { wp: true }, 0, messages.validation.mindestensEinNachweis],
    [{ wr: true }, { wp: true }, 1, messages.generic.nichtAnwendbar],
  ])('triftiger Grund %j with flags %j and %i proofs → %j', (auswahl, verhindert, nachweise, expected) =>
    expect(checkVerhindertAuswahl(auswahl, verhindert, nachweise)).toBe(expected),
  );
});

describe('document deletion (spec §6)', () => {
  it.each([
    ['lebenslauf.pdf', 'AKTENEINGANG', false, true],
    ['lebenslauf.pdf', 'AKTENEINGANG', true, false], // module data loaded
    ['zusammenfassung_triftigergrund_2025.pdf', 'AKTENEINGANG', false, false],
    ['Zusammenfassung-TriftigerGrund.pdf', 'AKTENEINGANG', false, false],
    ['zusammenfassung_anmeldung.pdf', 'AKTENEINGANG', false, true], // only both words together
    ['triftigergrund_attest.pdf', 'AKTENEINGANG', false, true],
    ['zulassung.pdf', 'MANTELAKTE', false, false], // the office's file
    ['anmeldung.pdf', 'WP', false, false],
  ])('%s in %s (module data loaded: %s) → %s', (name, category, geladenFlag, ok) =>
    expect(dokumentLoeschbar({ originalFileName: name, category }, geladenFlag)).toBe(ok),
  );
});
