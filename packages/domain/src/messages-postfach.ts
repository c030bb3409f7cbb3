// German texts of the Postfach (issue 27 point 1, decision 0049): the candidate's page /postfach, the
// back-office page and section, the Eingang queue and the mail without content. Lazily imported on
// the candidate's side (never part of the /login entry).

export const BEZUG_ARTEN = ['antrag', 'triftigerGrund', 'anrechnung', 'nachteilsausgleich'] as const;
export type BezugArt = (typeof BEZUG_ARTEN)[number];

export const postfachTexte = {
  titel: 'Postfach',
  einleitung:
    'Hier schreiben Sie der Prüfungsstelle und lesen ihre Nachrichten. Jede Nachricht gehört zu Ihrer digitalen Akte und kann nicht mehr geändert werden.',
  ungelesen: (n: number) => (n === 1 ? '1 ungelesene Nachricht' : `${n} ungelesene Nachrichten`),
  ungelesenKurz: (n: number) => `${n} ungelesen`,
  leer: 'Es gibt noch keine Nachrichten.',
  neu: 'Neue Nachricht',
  betreff: 'Betreff',
  text: 'Nachricht',
  bezug: 'Betrifft',
  allgemein: 'Allgemeine Anfrage',
  bezugArten: {
    antrag: 'Antrag auf Zulassung',
    triftigerGrund: 'Triftiger Grund',
    anrechnung: 'Anrechnung',
    nachteilsausgleich: 'Nachteilsausgleich',
  } satisfies Record<BezugArt, string>,
  anhaenge: 'Anhänge',
  anhangHinzufuegen: 'Dateien anhängen (PDF, JPG, PNG, GIF; höchstens 30 MB je Datei)',
  senden: 'Nachricht senden',
  antworten: 'Antworten',
  antwortSenden: 'Antwort senden',
  gesendet: 'Ihre Nachricht ist gesendet.',
  vonKandidat: 'Sie',
  vonPruefungsstelle: 'Prüfungsstelle',
  gelesenAm: (zeitpunkt: string) => `gelesen am ${zeitpunkt}`,
  nichtGelesen: 'noch nicht gelesen',
  neuMarke: 'neu',
  gesendetAm: (zeitpunkt: string) => `gesendet am ${zeitpunkt}`,
  alsGelesen: 'Als gelesen markieren',
  zumPostfach: 'Zum Postfach',

  // Office
  vorlage: 'Vorlage',
  keineVorlage: 'Ohne Vorlage',
  vorlageUebernehmen: 'Vorlage einsetzen',
  abschnitt: 'Nachrichten',
  kandidatKurz: 'Kandidat/in',

  // Errors
  betreffFehlt: 'Bitte geben Sie einen Betreff ein.',
  betreffZuLang: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
  textFehlt: 'Bitte schreiben Sie eine Nachricht.',
  textZuLang: 'Die Nachricht darf höchstens 10.000 Zeichen lang sein.',
  bezugUngueltig: 'Bitte wählen Sie, worauf sich die Nachricht bezieht.',
  bezugUnbekannt: 'Der gewählte Vorgang gehört nicht zu dieser Akte.',
  unbekannt: 'Diese Nachricht gibt es nicht.',
  antwortAufUnbekannt: 'Die Nachricht, auf die Sie antworten, gibt es nicht.',
  anhangUnbekannt: 'Ein Anhang ist nicht in Ihrem Akteneingang.',
  anhangVergeben: 'Ein Anhang gehört bereits zu einer Erklärung, einem Antrag oder einer anderen Antwort.',
  zuVieleAnhaenge: 'Eine Nachricht kann höchstens 10 Anhänge haben.',
  vorlageUnbekannt: 'Diese Vorlage gibt es nicht.',
  eigeneNachricht: 'Eigene Nachrichten werden nicht als gelesen markiert.',

  // Eingang
  queue: 'Nachrichten',
  queueLeer: 'Es gibt keine ungelesenen Nachrichten von Kandidatinnen und Kandidaten.',
  was: (betreff: string, anhaenge: number) =>
    `Nachricht: ${betreff}${anhaenge === 0 ? '' : anhaenge === 1 ? ' (1 Anhang)' : ` (${anhaenge} Anhänge)`}`,

  // The mail: no content, not even the subject (decision 0049).
  mailBetreff: 'Neue Nachricht im Examensportal',
  mailText: (login: string) =>
    `Sie haben eine neue Nachricht im Examensportal. Bitte melden Sie sich an, um sie zu lesen:\n\n${login}`,
} as const;

/** The office's templates (code, not settings: decision 0049); placeholders in {braces}. */
export const NACHRICHT_VORLAGEN = {
  rueckfrage: {
    name: 'Rückfrage zum Antrag',
    betreff: 'Rückfrage zu Ihrem Antrag ({aktenzeichen})',
    text: '{anrede}\n\nzu Ihrem Antrag vom {antragsdatum} haben wir eine Rückfrage: \n\nBitte antworten Sie uns bis zum {frist} hier im Postfach.\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle',
  },
  eingangsbestaetigung: {
    name: 'Unterlagen eingegangen',
    betreff: 'Ihre Unterlagen ({aktenzeichen})',
    text: '{anrede}\n\nIhre Unterlagen sind am {heute} bei uns eingegangen. Wir melden uns, sobald wir sie geprüft haben.\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle',
  },
  hinweis: {
    name: 'Allgemeiner Hinweis',
    betreff: 'Hinweis der Prüfungsstelle ({aktenzeichen})',
    text: '{anrede}\n\n\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle',
  },
} as const;
export type VorlageSchluessel = keyof typeof NACHRICHT_VORLAGEN;
export const VORLAGEN_SCHLUESSEL = Object.keys(NACHRICHT_VORLAGEN) as [
  VorlageSchluessel,
  ...VorlageSchluessel[],
];
