// Applications and declarations after their class ended (decision 0062), written from R-112
// (§ 1a WiPrPrüfV), not from the code: three candidates and the first day each class may go.
//   passed: result notified 20.08.2021, final 20.09.2021 → Antrag/Erklärungen from 21.09.2031,
//     the proof of the result from 21.09.2071 (so the account stays till then);
//   withdrawn before a decision on 10.05.2021 → end of the year 31.12.2021 + 2 years → everything from
//     01.01.2024, the whole account at once (no result to keep);
//   rejected, notified 10.03.2020, final 10.04.2020 → Antrag/Erklärungen from 11.04.2030, no result to
//     keep: the whole account goes that day.
import { describe, expect, it } from 'vitest';
import { antragAnsicht } from '../src/rules/antrag-ansicht';
import { aufbewahrung, AUFBEWAHRUNG_STANDARD as F, type Antragsende } from '../src/rules/aufbewahrung';
import { inhaltGeloeschtAm, inhaltGeloeschtText } from '../src/rules/inhalt-geloescht';
import { STANDARD_EINSTELLUNGEN } from '../src/rules/settings';

const mit = (ende: Antragsende) => ({
  registriertAm: '2018-11-02',
  bestaetigt: true,
  letzteAktivitaet: '2021-08-20',
  antraege: [{ ende, rechtsbehelfAnhaengig: false }],
});
const ab = (ende: Antragsende, klasse: string) =>
  aufbewahrung(mit(ende), F, '2100-01-01').klassen.find((k) => k.klasse === klasse)?.ab;

describe('which class is due when (R-112)', () => {
  const bestanden: Antragsende = {
    art: 'entschieden',
    ergebnis: 'bestanden',
    bekanntgegebenAm: '2021-08-20',
  };
  const zurueck: Antragsende = { art: 'zurueckgenommen', am: '2021-05-10' };
  const abgelehnt: Antragsende = {
    art: 'entschieden',
    ergebnis: 'abgelehnt',
    bekanntgegebenAm: '2020-03-10',
  };
  it.each([
    ['passed', bestanden, 'antrag', '2031-09-21'],
    ['passed', bestanden, 'erklaerung', '2031-09-21'],
    ['passed', bestanden, 'ergebnis', '2071-09-21'],
    ['passed', bestanden, 'konto', '2071-09-21'],
    ['withdrawn', zurueck, 'antrag', '2024-01-01'],
    ['withdrawn', zurueck, 'erklaerung', '2024-01-01'],
    ['withdrawn', zurueck, 'konto', '2024-01-01'],
    ['rejected', abgelehnt, 'antrag', '2030-04-11'],
    ['rejected', abgelehnt, 'erklaerung', '2030-04-11'],
    ['rejected', abgelehnt, 'konto', '2030-04-11'],
  ])('%s: %s from %s', (_, ende, klasse, erwartet) => {
    expect(ab(ende, klasse)).toBe(erwartet);
  });

  it('the day before is not due, the day itself is', () => {
    const am = (heute: string) =>
      aufbewahrung(mit(bestanden), F, heute).klassen.find((k) => k.klasse === 'antrag')?.faellig;
    expect(am('2031-09-20')).toBe(false);
    expect(am('2031-09-21')).toBe(true);
  });
});

describe('the redacted payload', () => {
  it('is recognised only in the marker’s exact shape', () => {
    expect(inhaltGeloeschtAm({ geloescht: '2031-09-21' })).toBe('2031-09-21');
    expect(inhaltGeloeschtAm({ geloescht: 'bald' })).toBeNull();
    expect(inhaltGeloeschtAm({ nachname: 'X' })).toBeNull();
    expect(inhaltGeloeschtAm(null)).toBeNull();
    expect(inhaltGeloeschtText({ geloescht: '2031-09-21' })).toBe(
      'Inhalt gelöscht am 21.09.2031 (Aufbewahrungsfrist abgelaufen)',
    );
  });

  it('the application as sent says in German that its content was deleted, and when', () => {
    const ansicht = antragAnsicht('WP', { geloescht: '2031-09-21' }, STANDARD_EINSTELLUNGEN);
    expect(JSON.stringify(ansicht.abschnitte)).toContain(
      'Inhalt gelöscht am 21.09.2031 (Aufbewahrungsfrist abgelaufen)',
    );
    expect(ansicht.abschnitte).toHaveLength(1);
  });
});
