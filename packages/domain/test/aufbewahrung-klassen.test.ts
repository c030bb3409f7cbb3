// One class at a time (decision 0058), written from R-112 (§ 1a WiPrPrüfV): a candidate admitted in
// 2019 who failed one module in 2020 and passed the exam in 2021 (the deciding result notified on
// 20 August 2021, final one month later, 20 September 2021). Which class is due on which day of the
// portal clock – the day before, the day of and the day after each end – while the others stay.
import { describe, expect, it } from 'vitest';
import {
  aufbewahrung,
  AUFBEWAHRUNG_STANDARD as F,
  type Aufbewahrungsklasse,
  type Verlauf,
} from '../src/rules/aufbewahrung';

const v: Verlauf = {
  registriertAm: '2018-11-02',
  bestaetigt: true,
  letzteAktivitaet: '2021-08-20',
  // The failed module does not end the procedure: one application, ended by passing.
  antraege: [
    {
      ende: { art: 'entschieden', ergebnis: 'bestanden', bekanntgegebenAm: '2021-08-20' },
      rechtsbehelfAnhaengig: false,
    },
  ],
};

const faellig = (heute: string) =>
  aufbewahrung(v, F, heute)
    .klassen.filter((k) => k.faellig)
    .map((k) => k.klasse)
    .sort();

const AKTE: Aufbewahrungsklasse[] = [
  'antrag',
  'bescheid',
  'eingangsbestaetigung',
  'erklaerung',
  'nachweis',
  'protokoll',
];

describe('admitted 2019, one module failed 2020, passed 2021: class × event × period', () => {
  it.each<[string, string, Aufbewahrungsklasse[]]>([
    ['the day the result is notified', '2021-08-20', []],
    ['finality, the period starts', '2021-09-20', []],
    ['discarded drafts: last day (1 year [I], decision 0070)', '2022-09-20', []],
    ['discarded drafts: first due day', '2022-09-21', ['entwurf']],
    ['mails: last day (2 years [I])', '2023-09-20', ['entwurf']],
    ['mails: first due day', '2023-09-21', ['entwurf', 'nachricht']],
    ['Aufsichtsarbeiten: last day (3 years)', '2024-09-20', ['entwurf', 'nachricht']],
    ['Aufsichtsarbeiten: first due day', '2024-09-21', ['aufsichtsarbeit', 'entwurf', 'nachricht']],
    ['file: last day (10 years)', '2031-09-20', ['aufsichtsarbeit', 'entwurf', 'nachricht']],
    [
      'file: first due day',
      '2031-09-21',
      [...AKTE, 'aufsichtsarbeit', 'entwurf', 'nachricht'].sort() as Aufbewahrungsklasse[],
    ],
    [
      'proof: last day (50 years)',
      '2071-09-20',
      [...AKTE, 'aufsichtsarbeit', 'entwurf', 'nachricht'].sort() as Aufbewahrungsklasse[],
    ],
    [
      'proof: first due day – the whole account',
      '2071-09-21',
      [
        ...AKTE,
        'aufsichtsarbeit',
        'entwurf',
        'ergebnis',
        'konto',
        'nachricht',
      ].sort() as Aufbewahrungsklasse[],
    ],
  ])('%s (%s)', (_, heute, erwartet) => {
    expect(faellig(heute)).toEqual(erwartet);
    const stand = aufbewahrung(v, F, heute);
    // The account stays while the proof of the result runs; the event counted from is finality.
    expect(stand.kontoLoeschbar).toBe(heute >= '2071-09-21');
    for (const k of stand.klassen) expect(k.beginn).toBe('2021-09-20');
  });

  it('an objection pending keeps every class, whatever the day', () => {
    const offen: Verlauf = { ...v, antraege: [{ ...v.antraege[0]!, rechtsbehelfAnhaengig: true }] };
    expect(aufbewahrung(offen, F, '2040-01-01').klassen.filter((k) => k.faellig)).toEqual([]);
  });
});
