// German texts of the office's decisions in the browser (issue 15): the page that lists what is open
// for one candidate (application, triftige Gründe, credits) and the answers of its routes.

export const entscheidungen = {
  titel: 'Entscheidungen',
  einleitung:
    'Hier entscheiden Sie über den eingereichten Zulassungsantrag, gemeldete triftige Gründe und Anträge auf Anrechnung. Jede Entscheidung wird zuerst als Entwurf gespeichert; eine zweite Person sieht den Bescheid an und gibt ihn frei. Erst dann liegt der Bescheid als PDF in der digitalen Akte und die Person erhält eine E-Mail ohne Inhalt des Bescheids.',
  kandidat: 'Kandidatin oder Kandidat',
  email: 'E-Mail-Adresse',
  art: 'Prüfungsart',
  arten: { WP: 'Wirtschaftsprüfungsexamen', EIGNUNG: 'Eignungsprüfung' },
  nichtsOffen: 'Für diese Person ist derzeit nichts zu entscheiden.',
  laden: 'Die offenen Entscheidungen werden geladen …',

  // Application
  antragTitel: 'Zulassungsantrag',
  termin: 'Prüfungstermin',
  eingereichtAm: 'Eingereicht am',
  antragsdatum: 'Antragsdatum',
  module: 'Angemeldete Module',
  lgs: 'Landesgeschäftsstelle',
  keineModule: 'Keine (Eignungsprüfung)',
  entscheidung: 'Entscheidung',
  zulassen: 'Zulassen',
  ablehnen: 'Ablehnen',
  zulassungsdatum: 'Datum der ersten Zulassung',
  zulassungsdatumHinweis:
    'Format: TT.MM.JJJJ. Das Datum darf nicht in der Zukunft und nicht vor dem Antragsdatum liegen.',
  begruendung: 'Begründung',
  begruendungHinweisPflicht: 'Die Begründung steht im Bescheid. Bei einer Ablehnung ist sie Pflicht.',

  // Triftiger Grund and credit
  gruendeTitel: 'Triftige Gründe',
  grundTitel: (pruefung: string, teil: string) => `${pruefung}: ${teil}`,
  ladungVom: 'Ladung vom',
  gemeldetAm: 'Gemeldet am',
  nachweise: 'Nachweise',
  keineNachweise: 'Keine Nachweise hochgeladen',
  anrechnungenTitel: 'Anträge auf Anrechnung',
  anrechnungTitel: (modul: string) => `Anrechnung: ${modul}`,
  beantragtAm: 'Beantragt am',
  anerkennen: 'Anerkennen',
  modulpruefung: (modul: string) => `Modulprüfung ${modul}`,
  eignungspruefung: 'Eignungsprüfung',

  // Answers
  entscheidungFehlt: 'Bitte wählen Sie eine Entscheidung.',
  begruendungFehlt: 'Bitte geben Sie eine Begründung an.',
  begruendungZuLang: 'Die Begründung darf höchstens 5.000 Zeichen lang sein.',
  datumFehlt: 'Bitte geben Sie das Datum der ersten Zulassung an.',
  kandidatUnbekannt: 'Diese Person gibt es nicht.',
  keinEingereichterAntrag: 'Für diese Person liegt kein eingereichter Zulassungsantrag vor.',
  fallUnbekannt: 'Diesen Vorgang gibt es für diese Person nicht.',
  bereitsEntschieden: 'Über diesen Vorgang wurde bereits entschieden.',
  /** A stored draft whose inputs no longer fit the shape its kind stores (issue 31 point 7). */
  entwurfUnlesbar:
    'Dieser Entwurf lässt sich nicht mehr lesen. Bitte verwerfen Sie ihn und entscheiden Sie neu.',
  fehlerTitel: 'Bitte korrigieren Sie Folgendes',
} as const;
