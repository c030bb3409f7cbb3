// The application as sent (issue 26 point 1): every page of each wizard as label/value rows, tables
// per kind, with umlauts, a § 8a shortening, a Nachteilsausgleich request and an earlier application.
import { describe, expect, it } from 'vitest';
import { antragAnlagen, antragAnsicht, type AntragAnsicht } from '../src/rules/antrag-ansicht';
import { leereEignung } from '../src/schemas/eignung';
import { leereZulassung } from '../src/schemas/zulassung';
import { STANDARD_EINSTELLUNGEN } from '../src/rules/settings';

const kontakt = {
  anrede: 'Frau' as const,
  vorname: 'Jürgen',
  nachname: 'Größe-Müller',
  weitereVornamen: 'Ägidius',
  geburtsname: '',
  geburtsdatum: '1990-04-01',
  geburtsort: 'Lörrach',
  aktArbeitgeber: 'Prüfgesellschaft Süd',
  behinderung: true,
  strasse: 'Hauptstraße 1',
  land: 'AT',
  plz: '1010',
  ort: 'Wien',
  email: 'juergen@example.org',
  telefon: '+43 1 234567',
  bic: '',
  iban: 'DE89370400440532013000',
};

const datei = (documentId: string, originalFileName: string) => ({ documentId, originalFileName });

/** A WP application of term 2/2027 with § 8a, June and August sittings and a Nachteilsausgleich. */
const wp = {
  ...leereZulassung('2/2027'),
  lgs: 5,
  vorzeitigeZulassung: 6,
  wp: true,
  stVorgezogen: true,
  zusatzinformationen: 'Bitte berücksichtigen Sie meine Sehbehinderung.',
  kontaktdaten: kontakt,
  bishierigeZulassungen: { art: 2, datumNichtBestanden1: '2021-06-30', datumNichtBestanden2: '' },
  vorbildung: {
    hochschulstudium: true,
    zehnjaehrigeTaetigkeit: false,
    fuenfjaehrigeBerufserfahrung: false,
    fuenfjaehrigeBerufserfahrungArt: 0,
  },
  taetigkeit: { taetigkeit: 2, berufserfahrung: 0 },
  verkuerzung: {
    vollPruefung: false,
    par8a: true,
    par131: false,
    par132: false,
    par13b1: false,
    par13b2: false,
  },
  versicherung1: true,
  versicherung2: true,
  versicherung3: true,
  dateien: {
    lebenslauf: [datei('11111111-1111-4111-8111-111111111111', 'Lebenslauf_Größe.pdf')],
    attest: [datei('22222222-2222-4222-8222-222222222222', 'Schwerbehindertenausweis.pdf')],
    zeugnis: [datei('33333333-3333-4333-8333-333333333333', 'Masterzeugnis.pdf')],
    verkuerzungbescheinigung: [datei('44444444-4444-4444-8444-444444444444', 'Bescheinigung_8a.pdf')],
  },
};

/** Rows of one section as 'label: value; value'. */
const zeilen = (ansicht: AntragAnsicht, ueberschrift: string) =>
  ansicht.abschnitte
    .find((a) => a.ueberschrift === ueberschrift)
    ?.zeilen.map((z) => `${z.bezeichnung}: ${z.werte.join('; ')}`);

describe('the WP application as sent', () => {
  const ansicht = antragAnsicht('WP', wp, STANDARD_EINSTELLUNGEN);

  it('groups the rows as the wizard does', () => {
    expect(ansicht.abschnitte.map((a) => a.ueberschrift)).toEqual([
      'Modulanmeldung',
      'Kontaktdaten',
      'Bisherige Zulassungsanträge',
      'Akademische Vorbildung',
      'Praktische Vorbildung',
      'Prüfungsverkürzung',
      'Versicherungen',
      'Voraussichtliche Gebühren',
    ]);
    expect(ansicht.nachteilsausgleich).toBe(true);
    expect(ansicht.termin).toBe('2/2027');
  });

  it.each<[string, string[]]>([
    [
      'Modulanmeldung',
      [
        'Prüfungstermin: 2/2027',
        'Landesgeschäftsstelle: München',
        'Vorzeitige Zulassung: Masterabschluss nach § 8a WPO',
        'Modulprüfungen: Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht – im August; Steuerrecht – vorgezogen im Juni',
        'Zusatzinformationen: Bitte berücksichtigen Sie meine Sehbehinderung.',
      ],
    ],
    [
      'Kontaktdaten',
      [
        'Anrede: Frau',
        'Vorname: Jürgen',
        'Nachname: Größe-Müller',
        'Weitere Vornamen: Ägidius',
        'Geburtsname: Keine Angabe',
        'Geburtsdatum: 01.04.1990',
        'Geburtsort: Lörrach',
        'Aktueller Arbeitgeber: Prüfgesellschaft Süd',
        'Straße & Hausnr.: Hauptstraße 1',
        'Land: Österreich',
        'PLZ: 1010',
        'Ort: Wien',
        'E-Mail-Adresse: juergen@example.org',
        'Telefon: +43 1 234567',
        'BIC: Keine Angabe',
        'IBAN: DE89 3704 0044 0532 0130 00',
        'Ich bin schwerbehindert oder gleichgestellt und beantrage einen Nachteilsausgleich.: Ja',
        'Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest): Schwerbehindertenausweis.pdf',
        'Lebenslauf: Lebenslauf_Größe.pdf',
      ],
    ],
    [
      'Bisherige Zulassungsanträge',
      [
        'Bisherige Zulassungen zum Wirtschaftsprüfungsexamen: Ich war einmal zugelassen und habe die Prüfung nicht bestanden.',
        'Datum des ersten Nichtbestehens: 30.06.2021',
      ],
    ],
    [
      'Akademische Vorbildung',
      [
        'Abgeschlossenes Hochschulstudium (§ 8 Abs. 1 WPO): Ja',
        'Hochschulzeugnis: Masterzeugnis.pdf',
        expect.stringMatching(/^Mindestens zehnjährige Tätigkeit .*: Nein$/) as unknown as string,
        expect.stringMatching(/^Mindestens fünfjährige Berufserfahrung .*: Nein$/) as unknown as string,
      ],
    ],
    [
      'Praktische Vorbildung',
      [
        'Tätigkeit (§ 9 WPO): Masterabschluss nach § 8a WPO: Zulassung ohne Nachweis der Tätigkeit (§ 9 Abs. 6 WPO)',
        'Tätigkeitsnachweis des Arbeitgebers: Keine Dateien',
        'Stattdessen: 15 Jahre Berufserfahrung (§ 9 Abs. 4 WPO): Keine Angabe',
      ],
    ],
    [
      'Prüfungsverkürzung',
      [
        'Ich lege die vollständige Prüfung ab (keine Verkürzung).: Nein',
        'Anrechnung nach § 8a WPO (Masterstudiengang): Wirtschaftsrecht und Angewandte BWL/VWL entfallen.: Ja',
        'Verkürzte Prüfung nach § 13 WPO: Steuerrecht entfällt – als bestellte Steuerberaterin / bestellter Steuerberater: Nein',
        'Verkürzte Prüfung nach § 13 WPO: Steuerrecht entfällt – nach bestandener Steuerberaterprüfung: Nein',
        'Anrechnung gleichwertiger Prüfungsleistungen nach § 13b WPO – Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre: Nein',
        'Anrechnung gleichwertiger Prüfungsleistungen nach § 13b WPO – Wirtschaftsrecht: Nein',
        'Entfallende Modulprüfungen: Wirtschaftsrecht, Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre',
        'Nachweise zur Prüfungsverkürzung: Bescheinigung_8a.pdf',
      ],
    ],
  ])('page %s', (ueberschrift, erwartet) => {
    expect(zeilen(ansicht, ueberschrift)).toEqual(erwartet);
  });

  it('lists the fees that fall due: the admission fee and the exam fee of each module not dropped', () => {
    const gebuehren = zeilen(ansicht, 'Voraussichtliche Gebühren') ?? [];
    expect(gebuehren[0]).toMatch(/^Zulassungsgebühr \(2\/2027\): /);
    expect(gebuehren.filter((z) => z.startsWith('Prüfungsgebühr'))).toEqual([
      expect.stringMatching(/^Prüfungsgebühr – Wirtschaftliches Prüfungswesen.* \(2\/2027\): [\d.,]+\s€$/),
      expect.stringMatching(/^Prüfungsgebühr – Steuerrecht \(2\/2027\): [\d.,]+\s€$/),
    ]);
    expect(gebuehren.at(-1)).toMatch(/^Summe: [\d.,]+\s€$/);
  });

  it('keeps each attachment beside its field, with its document id', () => {
    expect(antragAnlagen(ansicht).map((d) => d.name)).toEqual([
      'Schwerbehindertenausweis.pdf',
      'Lebenslauf_Größe.pdf',
      'Masterzeugnis.pdf',
      'Bescheinigung_8a.pdf',
    ]);
    expect(antragAnlagen(ansicht)[0]?.documentId).toBe('22222222-2222-4222-8222-222222222222');
  });

  it('shows a term-1 module without a sitting and no certificate row without a request', () => {
    const frueher = antragAnsicht(
      'WP',
      {
        ...leereZulassung('1/2026'),
        wr: true,
        kontaktdaten: { ...kontakt, behinderung: false },
        bishierigeZulassungen: { art: 1, datumNichtBestanden1: '', datumNichtBestanden2: '' },
      },
      STANDARD_EINSTELLUNGEN,
    );
    expect(zeilen(frueher, 'Modulanmeldung')?.[3]).toBe('Modulprüfungen: Wirtschaftsrecht');
    expect(frueher.nachteilsausgleich).toBe(false);
    expect(
      zeilen(frueher, 'Kontaktdaten')?.some((z) => z.startsWith('Nachweis zum Nachteilsausgleich')),
    ).toBe(false);
    expect(zeilen(frueher, 'Bisherige Zulassungsanträge')).toEqual([
      'Bisherige Zulassungen zum Wirtschaftsprüfungsexamen: Ich war noch nie zum Wirtschaftsprüfungsexamen zugelassen.',
    ]);
    expect(zeilen(frueher, 'Versicherungen')?.every((z) => z.endsWith(': Nicht bestätigt'))).toBe(true);
  });

  it('reads a payload it cannot parse as the empty form', () => {
    const leer = antragAnsicht('WP', 'kaputt', STANDARD_EINSTELLUNGEN);
    expect(zeilen(leer, 'Modulanmeldung')?.[0]).toBe('Prüfungstermin: Keine Angabe');
  });
});

describe('the aptitude-test application as sent', () => {
  const ansicht = antragAnsicht(
    'EIGNUNG',
    {
      ...leereEignung('1/2027'),
      land: 'FR',
      wahlfach: 2,
      kontaktdaten: { ...kontakt, staatsangehoerigkeit: 'sonst', geburtsort: '' },
      bishierigeZulassungenEP: {
        art: 3,
        datumNichtBestanden1: '2024-03-01',
        datumNichtBestanden2: '2025-09-15',
      },
      verkuerzungEP: {
        verkuerzung1: false,
        verkuerzung2: true,
        verkuerzung3: false,
        verkuerzung4: true,
        verkuerzung5: false,
      },
      versicherung1: true,
      versicherung2: true,
      versicherung3: true,
      dateien: { nachweise: [datei('55555555-5555-4555-8555-555555555555', 'Bescheinigung_Frankreich.pdf')] },
    },
    STANDARD_EINSTELLUNGEN,
  );

  it.each<[string, string[]]>([
    [
      'Anmeldung',
      [
        'Prüfungstermin: 1/2027',
        'Land der Zulassung als Abschlussprüferin / Abschlussprüfer: Frankreich',
        'Wahlfach der mündlichen Prüfung: Insolvenzrecht',
      ],
    ],
    [
      'Erklärung',
      [
        'Bisherige Zulassungen zur Eignungsprüfung: Ich war zweimal zugelassen und habe die Eignungsprüfung nicht bestanden.',
        'Datum des ersten Nichtbestehens: 01.03.2024',
        'Datum des zweiten Nichtbestehens: 15.09.2025',
        'Ich lege die vollständige Eignungsprüfung ab (keine Verkürzung).: Nein',
        'Verkürzte Prüfung als bestellte Steuerberaterin / bestellter Steuerberater (§ 13 WPO): Ja',
        'Verkürzte Prüfung nach bestandener Steuerberaterprüfung (§ 13 WPO): Nein',
        'Verzicht auf Prüfungsgebiete aufgrund von Prüfungszeugnissen (§ 28 Abs. 2 WiPrPrüfV): Ja',
        'Verzicht auf Prüfungsgebiete aufgrund von Berufserfahrung (§ 28 Abs. 3 WiPrPrüfV): Nein',
        'Nachweise (Bescheinigung der zuständigen Stelle, Nachweis der Staatsangehörigkeit): Bescheinigung_Frankreich.pdf',
        'Zeugnisse: Keine Dateien',
        'Erklärung zum Wahlfach: Keine Dateien',
      ],
    ],
  ])('page %s', (ueberschrift, erwartet) => {
    expect(zeilen(ansicht, ueberschrift)).toEqual(erwartet);
  });

  it('shows the nationality, an optional place of birth and the request', () => {
    const kd = zeilen(ansicht, 'Kontaktdaten') ?? [];
    expect(kd).toContain('Staatsangehörigkeit: sonstiger Staat');
    expect(kd).toContain('Geburtsort: Keine Angabe');
    expect(ansicht.nachteilsausgleich).toBe(true);
    expect(ansicht.abschnitte.map((a) => a.ueberschrift)).toEqual([
      'Anmeldung',
      'Kontaktdaten',
      'Erklärung',
      'Versicherungen',
      'Voraussichtliche Gebühren',
    ]);
    expect(zeilen(ansicht, 'Voraussichtliche Gebühren')?.map((z) => z.split(':')[0])).toEqual([
      'Zulassungsgebühr Eignungsprüfung (1/2027)',
      'Prüfungsgebühr Eignungsprüfung (1/2027)',
      'Summe',
    ]);
  });
});
