import { describe, expect, it } from 'vitest';
import {
  effektiverTermin,
  eignungVersucheVerbleibend,
  gesamtversuchVerloren,
  istLaufend,
  modulAkte,
  sechsJahresFrist,
  verbrauchtVersuch,
} from '../src/rules/attempts';
import type { Modulanmeldung } from '../src/rules/facts';
import { STANDARD_EINSTELLUNGEN as s } from '../src/rules/settings';
import { anmeldung, eignungVersuch, geladen, zugelassen } from './support/facts';

const tg = (status: 'pending' | 'accepted' | 'rejected') => ({
  ...geladen('2025-01-10'),
  triftigeGruende: [
    { teil: 'schriftlich' as const, ladungVom: '2025-01-10', gemeldetAm: '2025-01-11', status },
  ],
});

describe('attempt ledger (R-60, R-61)', () => {
  it.each<[string, Partial<Modulanmeldung>, boolean, boolean]>([
    ['registered', {}, false, true],
    ['invited', geladen('2025-01-10'), false, true],
    ['failed', { ...geladen('2025-01-10'), ergebnis: 'failed' }, true, false],
    ['passed', { ...geladen('2025-01-10'), ergebnis: 'passed' }, false, false],
    ['withdrawn', { ...geladen('2025-01-10'), ruecktrittAm: '2025-01-12' }, true, false],
    ['deregistered', { abgemeldetAm: '2024-12-01' }, false, false],
    ['postponed', { verschiebung: { am: '2024-12-01', nachTermin: '2025/2' } }, false, true],
    ['compelling reason pending', tg('pending'), false, true],
    ['compelling reason accepted', tg('accepted'), false, true],
    ['compelling reason rejected', tg('rejected'), true, false],
  ])('%s: attempt used %s, running %s', (_n, overrides, verbraucht, laufend) => {
    const a = anmeldung(overrides);
    expect(verbrauchtVersuch(a)).toBe(verbraucht);
    expect(istLaufend(a)).toBe(laufend);
  });

  it('a postponed registration is for its new term', () => {
    expect(effektiverTermin(anmeldung({ termin: '2025/1' }))?.value).toBe('2025/1');
    expect(
      effektiverTermin(
        anmeldung({ termin: '2025/1', verschiebung: { am: '2024-12-01', nachTermin: '2025/2' } }),
      )?.value,
    ).toBe('2025/2');
  });

  it('module record: status, attempts, running registration', () => {
    const laufend = anmeldung({ termin: '2026/1' });
    const facts = zugelassen({
      module: { wr: { anmeldungen: [anmeldung({ ergebnis: 'failed' }), laufend] } },
    });
    expect(modulAkte(facts, 'wr', s)).toEqual({
      modul: 'wr',
      status: 'laufend',
      versucheVerbraucht: 1,
      laufendeAnmeldung: laufend,
      anrechnungOffen: false,
    });
    expect(gesamtversuchVerloren(facts, s)).toBe(false);
  });

  it.each([
    ['2018-06-15', '2024-06-15'],
    ['2020-02-29', '2026-02-28'],
    [null, null],
    ['1900-01-01', null],
  ])('admitted %j: six-year limit %j (R-03)', (datum, frist) =>
    expect(sechsJahresFrist(zugelassen({ antrag: { ersteszulassungsdatum: datum } }), s)).toBe(frist),
  );
});

describe('aptitude test attempts (R-64, spec §4)', () => {
  const failed = eignungVersuch({ ergebnis: 'failed' });
  const withdrawn = eignungVersuch({ ruecktrittAm: '2025-09-01' });
  it.each([
    [[], 3],
    [[failed], 2], // after the first attempt, two repeats
    [[failed, withdrawn], 1], // after the second, one more; a withdrawal ends the attempt
    [[failed, withdrawn, failed], 0],
    [[eignungVersuch()], 3], // running
    [[eignungVersuch({ ergebnis: 'passed' })], 3],
  ])('%# → %i left', (versuche, left) =>
    expect(eignungVersucheVerbleibend(zugelassen({ art: 'EIGNUNG', eignungVersuche: versuche }), s)).toBe(
      left,
    ),
  );
});
