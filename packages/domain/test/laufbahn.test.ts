// The career rules as tables, written from domain-rules … and
// § 22 (2) / § 33 WiPrPrüfV – not from the code: each row is a candidate's situation and what the
// law says comes next.
import { describe, expect, it } from 'vitest';
import type { Antrag, FruehererAntrag, Verfahrensfakten } from '../src/rules/facts';
import { type Laufbahn, laufbahn, terminErlaubt } from '../src/rules/laufbahn';
import { laufbahnHinweise } from '../src/rules/laufbahnText';
import { parseSemester } from '../src/rules/semester';
import { einstellungen, STANDARD_EINSTELLUNGEN } from '../src/rules/settings';
import { messages } from '../src/messages';
import { anmeldung, bestanden, eignungVersuch, geladen, nichtBestanden, zugelassen } from './support/facts';

const S = STANDARD_EINSTELLUNGEN;
const HEUTE = '2026-10-01';

const mitAntrag = (antrag: Partial<Antrag>, extra: Partial<Verfahrensfakten> = {}) => ({
  ...zugelassen({ antrag }),
  ...extra,
});
const frueher = (over: Partial<FruehererAntrag>): FruehererAntrag => ({
  status: 'withdrawn',
  zulassungsblock: '2026/1',
  antragsdatum: '2025-08-01',
  ersteszulassungsdatum: null,
  versuch: 1,
  ...over,
});
const kurz = (l: Laufbahn) => ({
  stand: l.stand,
  neu: l.neuerAntrag && {
    versuch: l.neuerAntrag.versuch,
    wiederholung: l.neuerAntrag.wiederholung,
    ab: l.neuerAntrag.abTermin?.value ?? null,
  },
});
const dreimal = (termine = ['2024/2', '2025/1', '2025/2']) => ({
  anmeldungen: termine.map((termin) => nichtBestanden(termin)),
});
const alleBestanden = {
  wp: { anmeldungen: [bestanden('2024/2')] },
  wr: { anmeldungen: [bestanden('2024/2')] },
  bwl: { anmeldungen: [bestanden('2025/1')] },
  st: { anmeldungen: [bestanden('2025/2')] },
};

describe('WP career (R-15, R-21, R-62, R-63, R-90)', () => {
  it.each<[string, Verfahrensfakten, ReturnType<typeof kurz>]>([
    [
      'never applied: the first application',
      mitAntrag({ status: 'none', ersteszulassungsdatum: null, antragsdatum: null }),
      { stand: 'keinAntrag', neu: { versuch: 1, wiederholung: false, ab: null } },
    ],
    [
      'a draft is continued, for the same attempt',
      mitAntrag({ status: 'draft', ersteszulassungsdatum: null, antragsdatum: null }),
      { stand: 'entwurf', neu: { versuch: 1, wiederholung: false, ab: null } },
    ],
    [
      'submitted: nothing new while it is open (R-15)',
      mitAntrag({ status: 'submitted', ersteszulassungsdatum: null }),
      { stand: 'eingereicht', neu: null },
    ],
    [
      'withdrawn (Rücknahme): nothing consumed, a new application from the following term (R-21)',
      mitAntrag({ status: 'withdrawn', zulassungsblock: '2027/1', ersteszulassungsdatum: null }),
      { stand: 'zurueckgenommen', neu: { versuch: 1, wiederholung: false, ab: '2027/2' } },
    ],
    [
      'a draft after a Rücknahme keeps the term rule',
      mitAntrag(
        { status: 'draft', ersteszulassungsdatum: null, antragsdatum: null },
        { fruehereAntraege: [frueher({ zulassungsblock: '2027/1' })] },
      ),
      { stand: 'entwurf', neu: { versuch: 1, wiederholung: false, ab: '2027/2' } },
    ],
    [
      'rejected: decided, not open, nothing consumed',
      mitAntrag({ status: 'rejected', ersteszulassungsdatum: null }),
      { stand: 'abgelehnt', neu: { versuch: 1, wiederholung: false, ab: null } },
    ],
    [
      'admitted, modules running: no new application while the attempt runs',
      zugelassen({ module: { wp: { anmeldungen: [anmeldung({ termin: '2027/1' })] } } }),
      { stand: 'versuchLaeuft', neu: null },
    ],
    [
      'admitted, one failed attempt in a module: still running',
      zugelassen({ module: { wr: { anmeldungen: [nichtBestanden('2024/2')] } } }),
      { stand: 'versuchLaeuft', neu: null },
    ],
    [
      'every module passed: the exam is passed (§ 18 (3))',
      zugelassen({ module: alleBestanden }),
      { stand: 'bestanden', neu: null },
    ],
    [
      'passed with ST dropped by the § 13 shortening',
      zugelassen({
        antrag: { entfalleneModule: ['st'] },
        module: { ...alleBestanden, st: { anmeldungen: [] } },
      }),
      { stand: 'bestanden', neu: null },
    ],
    [
      'whole-exam withdrawal: the overall attempt is lost, one new admission (R-90, § 22 (2))',
      zugelassen({ gesamtruecktrittAm: '2025-03-01' }),
      { stand: 'versuchVerloren', neu: { versuch: 2, wiederholung: true, ab: null } },
    ],
    [
      'a module finally failed (third attempt): the overall attempt is lost (R-62)',
      zugelassen({ module: { wr: dreimal(), wp: { anmeldungen: [bestanden('2024/2')] } } }),
      { stand: 'versuchVerloren', neu: { versuch: 2, wiederholung: true, ab: null } },
    ],
    [
      'the second overall attempt lost: nothing more (R-63)',
      zugelassen({ antrag: { versuch: 2 }, gesamtruecktrittAm: '2029-03-01' }),
      { stand: 'keineVersucheMehr', neu: null },
    ],
    [
      'a rejected application for the second attempt: the second attempt is still to come',
      mitAntrag({ status: 'rejected', versuch: 2, ersteszulassungsdatum: null }),
      { stand: 'abgelehnt', neu: { versuch: 2, wiederholung: true, ab: null } },
    ],
    [
      'a withdrawn application for the second attempt: still the second, from the next term',
      mitAntrag({ status: 'withdrawn', versuch: 2, zulassungsblock: '2027/2', ersteszulassungsdatum: null }),
      { stand: 'zurueckgenommen', neu: { versuch: 2, wiederholung: true, ab: '2028/1' } },
    ],
  ])('%s', (_name, facts, erwartet) => {
    expect(kurz(laufbahn(facts, HEUTE, S))).toEqual(erwartet);
  });
});

describe('six-year limit ends the overall attempt (R-03, open question 4: a setting)', () => {
  const alt = (module = {}) =>
    zugelassen({
      antrag: { ersteszulassungsdatum: '2019-06-15', zulassungsblock: '2019/2' },
      module: { wp: { anmeldungen: [bestanden('2020/1')] }, ...module },
    });
  it('after six years with modules missing and none running: lost, next attempt open', () => {
    expect(laufbahn(alt(), '2025-06-16', S).stand).toBe('versuchVerloren');
    expect(laufbahn(alt(), '2025-06-15', S).stand).toBe('versuchLaeuft');
  });
  it('a registration made in time still runs', () => {
    const laufend = alt({ wr: { anmeldungen: [anmeldung({ termin: '2025/2', ...geladen('2025-07-01') })] } });
    expect(laufbahn(laufend, '2025-08-01', S).stand).toBe('versuchLaeuft');
  });
  it('with the setting off the office decides: the attempt stays', () => {
    const aus = einstellungen({ fristablaufBeendetGesamtversuch: false });
    expect(laufbahn(alt(), '2026-01-01', aus).stand).toBe('versuchLaeuft');
  });
});

describe('aptitude-test career (R-64, § 32, § 33)', () => {
  const ep = (versuche: Parameters<typeof eignungVersuch>[0][], antrag: Partial<Antrag> = {}) =>
    zugelassen({ art: 'EIGNUNG', antrag, eignungVersuche: versuche.map(eignungVersuch) });
  it.each<[string, Verfahrensfakten, ReturnType<typeof kurz>]>([
    ['the attempt runs', ep([{}]), { stand: 'versuchLaeuft', neu: null }],
    ['passed', ep([{ ergebnis: 'passed' }]), { stand: 'bestanden', neu: null }],
    [
      'first attempt failed: a new admission for the second (§ 33)',
      ep([{ ergebnis: 'failed' }]),
      { stand: 'versuchVerloren', neu: { versuch: 2, wiederholung: true, ab: null } },
    ],
    [
      'a withdrawal counts as failed (§ 32): the third attempt',
      ep([{ ergebnis: 'failed' }, { ruecktrittAm: '2027-01-01' }], { versuch: 2 }),
      { stand: 'versuchVerloren', neu: { versuch: 3, wiederholung: true, ab: null } },
    ],
    [
      'a rejected compelling reason counts as a withdrawal',
      ep([
        {
          geladenAm: { awr: '2026-01-10', ast: null, mp: null },
          triftigeGruende: [
            { teil: 'awr', ladungVom: '2026-01-10', gemeldetAm: '2026-01-11', status: 'rejected' },
          ],
        },
      ]),
      { stand: 'versuchVerloren', neu: { versuch: 2, wiederholung: true, ab: null } },
    ],
    [
      'three attempts used: nothing more',
      ep([{ ergebnis: 'failed' }, { ergebnis: 'failed' }, { ergebnis: 'failed' }], { versuch: 3 }),
      { stand: 'keineVersucheMehr', neu: null },
    ],
    [
      'withdrawn application before admission: nothing consumed (R-101)',
      ep([{ ergebnis: 'failed' }], { status: 'withdrawn', versuch: 2, zulassungsblock: '2027/1' }),
      { stand: 'zurueckgenommen', neu: { versuch: 2, wiederholung: true, ab: '2027/2' } },
    ],
  ])('%s', (_name, facts, erwartet) => {
    expect(kurz(laufbahn(facts, HEUTE, S))).toEqual(erwartet);
  });
});

describe('the term after a Rücknahme', () => {
  const l = laufbahn(
    mitAntrag({ status: 'withdrawn', zulassungsblock: '2027/1', ersteszulassungsdatum: null }),
    '2026-06-01', // window of 2027/1 open; 2027/2 opens on 1 September
    S,
  );
  it('only a later term is allowed, and the start page names when its window opens', () => {
    const neu = l.neuerAntrag!;
    expect(terminErlaubt(neu, parseSemester('2027/1')!)).toBe(false);
    expect(terminErlaubt(neu, parseSemester('2027/2')!)).toBe(true);
    expect(l.moeglichAb).toBe('2026-09-01');
    const facts = mitAntrag({ status: 'withdrawn', zulassungsblock: '2027/1', ersteszulassungsdatum: null });
    expect(laufbahnHinweise(l, facts)).toEqual([
      messages.laufbahn.zurueckgenommen('2/2027'),
      messages.laufbahn.moeglichAb('01.09.2026'),
    ]);
  });
});
