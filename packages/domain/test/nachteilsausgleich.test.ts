// The Nachteilsausgleich (issue 26 point 4): the measures as sentences (one wording for the letter,
// each invitation, the lists and the candidate's status), what counts as a request, and its letter –
// a grant lists the measures without legal remedy, a refusal carries the reason and the remedy.
import { describe, expect, it } from 'vitest';
import { bescheide as b } from '../src/messages-pruefungsstelle-bescheide';
import { nachteilsausgleich as n } from '../src/messages-pruefungsstelle-nachteilsausgleich';
import { createBescheid } from '../src/rules/bescheid';
import type { Kontaktdaten } from '../src/rules/facts';
import {
  beantragt,
  hatMassnahme,
  massnahmenSaetze,
  type NachteilsausgleichMassnahmen,
} from '../src/rules/nachteilsausgleich';

const keine: NachteilsausgleichMassnahmen = {
  verlaengerungProzent: null,
  eigenerRaum: false,
  hilfsmittel: [],
  freitext: null,
};

describe('Nachteilsausgleich', () => {
  it.each<[string, Partial<NachteilsausgleichMassnahmen>, string[]]>([
    ['nothing', {}, []],
    ['extra time only', { verlaengerungProzent: 25 }, [n.satzVerlaengerung(25)]],
    [
      'everything, in a fixed order',
      {
        freitext: 'Pausen nach Bedarf',
        hilfsmittel: ['Lupe', 'Lesegerät'],
        eigenerRaum: true,
        verlaengerungProzent: 50,
      },
      [
        n.satzVerlaengerung(50),
        n.satzEigenerRaum,
        n.satzHilfsmittel('Lupe, Lesegerät'),
        'Pausen nach Bedarf',
      ],
    ],
  ])('measures as sentences: %s', (_name, teil, saetze) => {
    const m = { ...keine, ...teil };
    expect(massnahmenSaetze(m)).toEqual(saetze);
    expect(hatMassnahme(m)).toBe(saetze.length > 0);
  });

  it.each<[string, unknown, { behinderung?: boolean } | null, boolean]>([
    ['asked in the application', { kontaktdaten: { behinderung: true } }, { behinderung: false }, true],
    [
      'asked later in the contact data',
      { kontaktdaten: { behinderung: false } },
      { behinderung: true },
      true,
    ],
    ['asked nowhere', { kontaktdaten: { behinderung: false } }, { behinderung: false }, false],
    ['no application, no contact data', null, null, false],
  ])('a request: %s', (_name, payload, kontaktdaten, ja) => {
    expect(beantragt(payload, kontaktdaten)).toBe(ja);
  });

  const empfaenger = {
    vorname: 'Nele',
    nachname: 'N.',
    kontaktdaten: { anrede: 'Frau', vorname: 'Nele', name: 'N.', land: 'DE' } as Kontaktdaten,
  };
  const brief = (entscheidung: 'accepted' | 'rejected', massnahmen: string[], begruendung: string | null) =>
    createBescheid(
      {
        id: '00000000-0000-4000-8000-000000000001',
        accountId: 'abcdef12-0000-4000-8000-000000000000',
        pruefungsart: 'WP',
        datum: '2027-03-01',
        inhalt: { art: 'nachteilsausgleich', entscheidung, massnahmen, begruendung },
      },
      empfaenger,
    );

  it('the letter of a grant lists the measures, filed in the Mantelakte as a Bescheid, no legal remedy', () => {
    const gewaehrt = brief('accepted', [n.satzVerlaengerung(25), n.satzEigenerRaum], null);
    expect(gewaehrt).toMatchObject({
      dateiname: 'Bescheid-Nachteilsausgleich-gewaehrt-2027-03-01.pdf',
      kategorie: 'MANTELAKTE',
      typ: 'BESCHEID',
      betreff: n.betreff,
      absaetze: [n.briefGewaehrt(b.zurPruefung.WP)],
      liste: [n.satzVerlaengerung(25), n.satzEigenerRaum],
      nachsatz: [n.briefFolge],
      begruendung: null,
      rechtsbehelf: null,
    });
    expect(gewaehrt.aktenzeichen).not.toBe('');
  });

  it('the letter of a refusal gives the reason and the legal remedy, and no measures', () => {
    expect(brief('rejected', [], 'Der Nachweis fehlt.')).toMatchObject({
      dateiname: 'Bescheid-Nachteilsausgleich-abgelehnt-2027-03-01.pdf',
      absaetze: [n.briefAbgelehnt(b.zurPruefung.WP)],
      liste: [],
      nachsatz: [],
      begruendung: 'Der Nachweis fehlt.',
      rechtsbehelf: b.rechtsbehelfText,
    });
  });
});
