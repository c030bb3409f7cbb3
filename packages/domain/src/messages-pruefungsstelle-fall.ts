// German texts of case work in the back-office (issue 28 points 1, 2, 4; decision 0046): who holds a
// case, internal notes, Wiedervorlagen and "Nächster Fall". Back-office only (its lazy chunk).
export const fallTexte = {
  // Assignment
  zuweisung: 'Zuständig',
  niemand: 'nicht zugewiesen',
  zugewiesenAn: (name: string) => `Zugewiesen an ${name}`,
  mirZuweisen: 'Mir zuweisen',
  zuweisenAn: 'Zuweisen an …',
  zuweisenAnLabel: 'Bitte wählen',
  zuweisen: 'Zuweisen',
  aufheben: 'Zuweisung aufheben',
  zugewiesen: (name: string) => `Der Fall ist jetzt ${name} zugewiesen.`,
  aufgehoben: 'Die Zuweisung wurde aufgehoben.',
  nichtAktiv: 'Diese Person ist nicht als aktive Mitarbeiterin oder aktiver Mitarbeiter eingerichtet.',
  schonZugewiesen: (name: string) => `Der Fall ist bereits ${name} zugewiesen.`,
  nichtZugewiesen: 'Der Fall ist niemandem zugewiesen.',
  // A decision by someone else on a held case (point 1)
  trotzdemFrage: (name: string) => `Dieser Fall ist ${name} zugewiesen. Trotzdem entscheiden?`,
  // A batch cannot ask per case (decision 0061): a case another person holds stays out of it.
  fallZugewiesenSammel: (name: string) =>
    `Dieser Fall ist ${name} zugewiesen und wird nicht in der Sammelbearbeitung entschieden. Entscheiden Sie ihn einzeln oder bitten Sie ${name}, ihn abzugeben.`,
  trotzdemEntscheiden: 'Trotzdem entscheiden',
  abbrechen: 'Abbrechen',
  fallZugewiesen: (name: string) =>
    `Dieser Fall ist ${name} zugewiesen. Bitte bestätigen Sie, dass Sie trotzdem entscheiden möchten.`,
  trotzZuweisungUngueltig: 'Bitte bestätigen Sie mit ja oder nein, ob Sie trotz der Zuweisung entscheiden.',
  // A losing concurrent decision (point 1)
  bereitsEntschieden: (wer: string, am: string) =>
    `Dieser Fall wurde inzwischen von ${wer} am ${am} entschieden. Bitte laden Sie die Seite neu.`,
  bereitsErledigt: (status: string, wer: string, am: string) =>
    `Dieser Entwurf wurde bereits am ${am} von ${wer} ${status}.`,

  // Notes
  notizen: 'Interne Notizen',
  notizenHinweis:
    'Nur für die Prüfungsstelle sichtbar; nicht in der Datenkopie der Kandidatin oder des Kandidaten.',
  keineNotizen: 'Es gibt noch keine Notizen.',
  notiz: 'Neue Notiz',
  notizSpeichern: 'Notiz speichern',
  notizGespeichert: 'Die Notiz wurde gespeichert.',
  notizFehlt: 'Bitte geben Sie eine Notiz ein.',
  notizZuLang: (max: number) => `Die Notiz darf höchstens ${max} Zeichen lang sein.`,
  vonAm: (wer: string, am: string) => `${wer}, ${am}`,

  // Wiedervorlage
  wiedervorlagen: 'Wiedervorlage',
  keineWiedervorlagen: 'Es ist keine Wiedervorlage gesetzt.',
  wiedervorlageDatum: 'Wiedervorlage am',
  wiedervorlageGrund: 'Grund',
  wiedervorlageSetzen: 'Wiedervorlage setzen',
  wiedervorlageGesetzt: (datum: string) => `Die Wiedervorlage zum ${datum} wurde gesetzt.`,
  wiedervorlageErledigen: 'Erledigt',
  wiedervorlageAufheben: 'Aufheben',
  wiedervorlageErledigt: 'Die Wiedervorlage ist erledigt.',
  wiedervorlageAufgehoben: 'Die Wiedervorlage wurde aufgehoben.',
  wiedervorlageAm: (datum: string, grund: string) => `${datum}: ${grund}`,
  wiedervorlageStatus: { offen: 'offen', erledigt: 'erledigt', aufgehoben: 'aufgehoben' } as Record<
    string,
    string
  >,
  wiedervorlageFaellig: 'fällig',
  datumUngueltig: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
  datumVergangen: 'Eine Wiedervorlage kann nicht in der Vergangenheit liegen.',
  grundFehlt: 'Bitte geben Sie den Grund der Wiedervorlage an.',
  grundZuLang: (max: number) => `Der Grund darf höchstens ${max} Zeichen lang sein.`,
  artUngueltig: 'Bitte wählen Sie „erledigt“ oder „aufgehoben“.',
  wiedervorlageUnbekannt: 'Diese Wiedervorlage gibt es nicht.',
  wiedervorlageSchonBeendet: (status: string) => `Diese Wiedervorlage ist bereits ${status}.`,
  fallUnbekannt: 'Diese Kandidatin oder diesen Kandidaten gibt es nicht.',

  // Eingang (points 1 and 3)
  alleFaelle: 'Alle Fälle',
  meineFaelle: 'Meine Fälle',
  nichtZugewieseneFaelle: 'Nicht zugewiesen',
  zuweisungFilter: 'Zuständigkeit',
  zuweisungFilterUngueltig: 'Bitte wählen Sie „Meine Fälle“ oder „Nicht zugewiesen“.',
  alter: 'Alter',
  alterTage: (n: number) => (n === 1 ? '1 Tag' : `${n} Tage`),
  zielUeberschritten: (ziel: number) => `über Ziel (${ziel} ${ziel === 1 ? 'Tag' : 'Tage'})`,
  zielText: (ziel: number) => `Ziel: ${ziel} ${ziel === 1 ? 'Tag' : 'Tage'}`,
  zurEntscheidung: (name: string) => `${name} – zur Entscheidung`,
  entscheidenLink: 'Zur Entscheidung',

  // Decide from the top (point 4)
  naechsterFall: 'Nächster Fall',
  keinNaechsterFall: 'In dieser Arbeitsliste ist kein weiterer Fall offen.',
  zurueckZumEingang: 'Zurück zum Eingang',
  antragBeiDerEntscheidung: 'Der Antrag, wie er eingereicht wurde',

  // Protokoll (pruefungsstelle.aktionen)
  aktionen: {
    'fall.zuweisen': 'Fall zugewiesen',
    'fall.zuweisung.aufheben': 'Zuweisung aufgehoben',
    'fall.notiz': 'Interne Notiz angelegt',
    'fall.wiedervorlage': 'Wiedervorlage gesetzt',
    'fall.wiedervorlage.erledigt': 'Wiedervorlage erledigt',
    'fall.wiedervorlage.aufgehoben': 'Wiedervorlage aufgehoben',
  } as Record<string, string>,
} as const;
