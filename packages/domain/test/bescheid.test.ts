import { describe, expect, it } from 'vitest';
import { bescheide as b } from '../src/messages-pruefungsstelle-bescheide';
import { bescheidBerichtigungTexte as bb } from '../src/messages-pruefungsstelle-aufhebung';
import { createBescheid, type BescheidAnlass } from '../src/rules/bescheid';
import type { Kontaktdaten } from '../src/rules/facts';

const kontaktdaten = {
  anrede: 'Frau',
  vorname: 'Erna',
  name: 'Prüfling',
  strasse: 'Kaiserstraße 5',
  plz: '53113',
  ort: 'Bonn',
  land: 'DE',
} as Kontaktdaten;
const empfaenger = { vorname: 'E.', nachname: 'P.', kontaktdaten };
const anlass = (inhalt: BescheidAnlass['inhalt']): BescheidAnlass => ({
  id: '00000000-0000-4000-8000-000000000001',
  accountId: 'abcdef12-0000-4000-8000-000000000000',
  pruefungsart: 'WP',
  datum: '2027-03-01',
  inhalt,
});

describe('decision letters', () => {
  it('admission: address from the contact data, date, reference, modules, no legal remedy', () => {
    const brief = createBescheid(
      anlass({
        art: 'zulassung',
        ersteszulassungsdatum: '2027-03-01',
        termin: '2/2027',
        module: [
          { modul: 'st', vorgezogen: false },
          { modul: 'wr', vorgezogen: true },
        ],
        lgs: 'Düsseldorf',
      }),
      empfaenger,
    );
    expect(brief).toMatchObject({
      dateiname: 'Bescheid-Zulassung-2027-03-01.pdf',
      kategorie: 'MANTELAKTE',
      typ: 'ZULASSUNG',
      anschrift: ['Frau Erna Prüfling', 'Kaiserstraße 5', '53113 Bonn'],
      datumZeile: 'Berlin, 01.03.2027',
      aktenzeichen: 'WP-ABCD-EF12-0000',
      betreff: 'Bescheid über die Zulassung zur Prüfung',
      anrede: 'Sehr geehrte Frau Prüfling,',
      liste: ['Steuerrecht', 'Wirtschaftsrecht (vorgezogen im Juni)'],
      begruendung: null,
      rechtsbehelf: null,
    });
    expect(brief.absaetze[0]).toBe(b.zulassungText(b.zurPruefung.WP, '01.03.2027', '2/2027'));
    expect(brief.absaetze[1]).toBe(b.zulassungLgs('Düsseldorf'));
  });

  it('adverse decisions carry the reason and the Rechtsbehelfsbelehrung', () => {
    const ablehnung = createBescheid(
      anlass({ art: 'ablehnung', antragsdatum: '2027-02-01', begruendung: '  Nachweise fehlen. ' }),
      { vorname: 'Max', nachname: 'Muster', kontaktdaten: null },
    );
    expect(ablehnung).toMatchObject({
      dateiname: 'Bescheid-Ablehnung-2027-03-01.pdf',
      anschrift: ['Max Muster'],
      anrede: 'Guten Tag Max Muster,',
      begruendung: 'Nachweise fehlen.',
      rechtsbehelf: b.rechtsbehelfText,
    });
    const credit = createBescheid(
      anlass({ art: 'anrechnung', modul: 'st', entscheidung: 'rejected', begruendung: 'Zu alt.' }),
      empfaenger,
    );
    expect(credit).toMatchObject({
      dateiname: 'Bescheid-Anrechnung-Steuerrecht-abgelehnt-2027-03-01.pdf',
      kategorie: 'ST',
      rechtsbehelf: b.rechtsbehelfText,
    });
    const grund = createBescheid(
      anlass({
        art: 'triftigerGrund',
        modul: 'wp',
        teil: 'schriftlich',
        teilName: 'schriftliche Prüfung',
        ladungVom: '2027-02-10',
        entscheidung: 'accepted',
        begruendung: null,
      }),
      empfaenger,
    );
    expect(grund).toMatchObject({ kategorie: 'WP', typ: 'ATTEST', rechtsbehelf: null, begruendung: null });
  });

  it('invitations and results are filed on the module page (WP) or in the Mantelakte (aptitude test)', () => {
    const ladung = createBescheid(
      anlass({
        art: 'ladung',
        modul: 'st',
        teil: 'schriftlich',
        teilName: 'schriftliche Prüfung',
        termin: '2/2027',
        tage: ['2027-08-10', '2027-08-11'],
      }),
      empfaenger,
    );
    expect(ladung).toMatchObject({
      dateiname: 'Ladung-Steuerrecht-schriftlich-2027-03-01.pdf',
      kategorie: 'ST',
      // Issue 26 point 8: an invitation is filed as a Ladung, no longer as an ANMELDUNG.
      typ: 'LADUNG',
      liste: ['10.08.2027', '11.08.2027'],
    });
    expect(ladung.absaetze).toContain(b.ladungTage);
    expect(ladung.nachsatz).toEqual([b.ladungHinweis]);
    const ergebnis = createBescheid(
      { ...anlass({ art: 'ergebnis', modul: null, ergebnis: 'failed' }), pruefungsart: 'EIGNUNG' },
      empfaenger,
    );
    expect(ergebnis).toMatchObject({
      dateiname: 'Ergebnis-Eignungspruefung-2027-03-01.pdf',
      kategorie: 'MANTELAKTE',
      typ: 'BESCHEID',
      rechtsbehelf: b.rechtsbehelfText,
    });
  });

  it('an invitation names the sitting, each day with its start time, the venue of the LGS and what to bring', () => {
    const ladung = createBescheid(
      anlass({
        art: 'ladung',
        modul: 'wr',
        teil: 'schriftlich',
        teilName: 'schriftliche Prüfung',
        termin: '2/2027',
        tage: ['2027-06-22'],
        sitzung: 'juni',
        beginn: ['09:00'],
        lgs: 'Düsseldorf',
        ort: 'Düsseldorf, Tersteegenstraße 14',
      }),
      empfaenger,
    );
    expect(ladung.absaetze).toContain(b.ladungSitzung('Juni (vorgezogen)'));
    expect(ladung.liste).toEqual(['22.06.2027, Beginn 09:00 Uhr']);
    expect(ladung.nachsatz).toEqual([
      b.ladungOrt('Düsseldorf, Tersteegenstraße 14', 'Düsseldorf'),
      b.ladungMitbringen,
      b.ladungHinweis,
    ]);
    // No venue set yet, no time yet, granted measures: each said as such.
    const ohne = createBescheid(
      anlass({
        art: 'ladung',
        modul: 'st',
        teil: 'schriftlich',
        teilName: 'schriftliche Prüfung',
        termin: '2/2027',
        tage: ['2027-08-10'],
        sitzung: 'august',
        beginn: [null],
        lgs: 'Berlin',
        ort: null,
        massnahmen: ['Schreibzeitverlängerung um 25 %'],
      }),
      empfaenger,
    );
    expect(ohne.liste).toEqual([b.ladungTag('10.08.2027', null)]);
    expect(ohne.nachsatz).toEqual([
      b.ladungOrtFolgt('Berlin'),
      b.ladungMassnahmen,
      'Schreibzeitverlängerung um 25 %',
      b.ladungMitbringen,
      b.ladungHinweis,
    ]);
  });

  // Three attempts in all (R-60 per module, R-64 for the aptitude test).
  const uebrig = (versuch: number, modul = true) =>
    b.ergebnisVersucheUebrig(versuch, 3, modul ? b.wiederholungModul : b.wiederholungEignung);
  it.each<[string, 'passed' | 'failed', 'wp' | 'st' | null, number, string]>([
    ['first failure of a module', 'failed', 'wp', 1, uebrig(1)],
    ['second failure of a module', 'failed', 'wp', 2, uebrig(2)],
    ['third failure of a module', 'failed', 'wp', 3, b.ergebnisKeineVersuche(3)],
    ['aptitude test, second attempt failed', 'failed', null, 2, uebrig(2, false)],
    ['passed in the second attempt', 'passed', 'st', 2, b.ergebnisBestandenVersuch(2)],
  ])('result letter: %s says attempts used and left', (_name, ergebnis, modul, versuch, satz) => {
    const versuche = { versuch, moeglich: 3 };
    const brief = createBescheid(anlass({ art: 'ergebnis', modul, ergebnis, versuche }), empfaenger);
    expect(brief.absaetze.at(-1)).toBe(satz);
  });
  it('the result letter names each paper before the written grade (decision 0068)', () => {
    const noten = { noteSchriftlich: 400, noteMuendlich: 350, modulnote: 380, arbeiten: [430, 370] };
    const brief = createBescheid(
      anlass({
        art: 'ergebnis',
        modul: 'wp',
        ergebnis: 'passed',
        noten,
        versuche: { versuch: 1, moeglich: 3 },
      }),
      empfaenger,
    );
    const text = brief.absaetze.join('\n');
    expect(text).toContain(
      'Noten der Aufsichtsarbeiten: 1. Aufsichtsarbeit 4,30, 2. Aufsichtsarbeit 3,70. Die Note der schriftlichen Prüfung ist ihr Durchschnitt',
    );
    expect(text).toContain('Note der schriftlichen Prüfung: 4,00; Note der mündlichen Prüfung: 3,50');
  });
  it('the attempt sentences read as German', () => {
    expect(b.ergebnisVersucheUebrig(2, 3, b.wiederholungModul)).toBe(
      'Damit haben Sie 2 von 3 Prüfungsversuchen verbraucht; es bleibt 1 weiterer Versuch. Für die Wiederholung melden Sie sich zu einem der nächsten Prüfungstermine erneut zu dieser Modulprüfung an.',
    );
  });
});

describe('a § 42 correction of the admission date (decision 0066)', () => {
  const berichtigung = (zulassungsdatum?: string) =>
    createBescheid(
      anlass({
        art: 'bescheidBerichtigung',
        bescheidVom: '2026-10-20',
        bescheidDatei: 'Bescheid-Zulassung-2026-10-20.pdf',
        fehlerart: 'schreibfehler',
        unrichtig: 'zugelassen am 20.10.2026',
        richtig: 'zugelassen am 12.10.2026',
        begruendung: 'Datum verschrieben.',
        ...(zulassungsdatum ? { zulassungsdatum } : {}),
      }),
      empfaenger,
    );

  it('names the admission date that applies and that deadlines run from it', () => {
    expect(berichtigung('2026-10-12').absaetze).toContain(bb.briefZulassungsdatum('12.10.2026'));
  });

  it('a correction of text alone says nothing of a date', () => {
    expect(berichtigung().absaetze.join(' ')).not.toContain('Als Tag der Zulassung');
  });
});
