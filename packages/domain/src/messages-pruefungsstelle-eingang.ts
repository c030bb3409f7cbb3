// German texts of the back-office's Eingang (issue 15): the work queues, their filter and the
// acknowledgement (Kenntnisnahme) of withdrawals and new documents. Apart from `messages`, so the
// candidate bundle does not carry them.
import { nachforderungTexte } from './messages-nachforderung';
import { postfachTexte } from './messages-postfach';
import { freigabe } from './messages-pruefungsstelle-freigabe';

export const EINGANG_QUEUES = [
  'antraege',
  'triftige-gruende',
  'anrechnungen',
  'ruecktritte',
  'dokumente',
  'freigabe',
  // Issue 27 point 2 (decision 0039): the office's requests for documents, by state.
  'nachforderung-offen',
  'nachforderung-beantwortet',
  'frist-abgelaufen',
  'widersprueche',
  // Issue 28 point 2 (decision 0046): follow-up dates the office set itself, due first.
  'wiedervorlage',
  // Issue 27 point 1 (decision 0049): the candidates' messages the office has not read.
  'nachrichten',
] as const;
export type EingangQueue = (typeof EINGANG_QUEUES)[number];

/** Queues whose items the office acknowledges (Kenntnisnahme) instead of deciding. */
export const KENNTNISNAHME_QUEUES = ['ruecktritte', 'dokumente'] as const satisfies readonly EingangQueue[];

export const eingang = {
  titel: 'Eingang',
  einleitung:
    'Was bei der Prüfungsstelle eingegangen ist und noch bearbeitet werden muss. Anträge, triftige Gründe und Anrechnungen verlassen den Eingang mit der Entscheidung; Rücktritte, Rücknahmen und neue Dokumente mit der Kenntnisnahme.',
  queues: {
    antraege: 'Anträge auf Zulassung',
    'triftige-gruende': 'Triftige Gründe',
    anrechnungen: 'Anrechnungen',
    ruecktritte: 'Rücktritte und Rücknahmen',
    dokumente: 'Neue Dokumente',
    freigabe: freigabe.queue,
    ...nachforderungTexte.queues,
    widersprueche: 'Widersprüche',
    wiedervorlage: 'Wiedervorlage',
    nachrichten: postfachTexte.queue,
  } satisfies Record<EingangQueue, string>,
  leer: {
    antraege: 'Es liegen keine eingereichten Anträge zur Entscheidung vor.',
    'triftige-gruende': 'Es liegen keine triftigen Gründe zur Entscheidung vor.',
    anrechnungen: 'Es liegen keine Anträge auf Anrechnung zur Entscheidung vor.',
    ruecktritte:
      'Es gibt keine Rücktritte, Abmeldungen oder Rücknahmen, die noch zur Kenntnis zu nehmen sind.',
    dokumente: 'Es gibt keine neuen Dokumente in den digitalen Akten.',
    freigabe: freigabe.queueLeer,
    ...nachforderungTexte.leer,
    widersprueche: 'Es liegen keine offenen Widersprüche vor.',
    wiedervorlage: 'Es ist keine Wiedervorlage offen.',
    nachrichten: postfachTexte.queueLeer,
  } satisfies Record<EingangQueue, string>,
  arbeitsliste: 'Arbeitslisten',
  anzahl: (n: number) => `${n} ${n === 1 ? 'Eintrag' : 'Einträge'}`,
  offen: 'offen',
  offenAnzahl: (name: string, n: number) => `${name}: ${n} offen`,

  // Table
  spalten: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    art: 'Verfahren',
    was: 'Eingegangen',
    nachweis: 'Nachweis',
    eingang: 'Eingegangen am',
    alter: 'Alter',
    halter: 'Zuständig',
    auswahl: 'Auswahl',
  },
  arten: { WP: 'WP-Examen', EIGNUNG: 'Eignungsprüfung' } as Record<string, string>,
  alleArten: 'Alle Verfahren',
  suche: 'Name oder E-Mail-Adresse',
  filtern: 'Filtern',
  zuruecksetzen: 'Filter zurücksetzen',
  sortierenNach: (spalte: string) => `Nach ${spalte} sortieren`,
  keinNachweis: 'kein Nachweis',
  /** The processing deadline's badge (issue 27 point 3). */
  faellig: (datum: string) => `Entscheidung fällig bis ${datum}`,
  ueberfaellig: 'überfällig',
  zumKandidaten: (name: string) => `${name} – Kandidatenseite öffnen`,
  auswaehlen: (name: string, was: string) => `${name}: ${was} auswählen`,
  alleAuswaehlen: 'Alle Einträge dieser Seite auswählen',
  kenntnisnehmen: 'Zur Kenntnis genommen',
  nichtsAusgewaehlt: 'Bitte wählen Sie mindestens einen Eintrag aus.',
  kenntnisGenommen: (n: number) =>
    n === 1 ? 'Ein Eintrag wurde zur Kenntnis genommen.' : `${n} Einträge wurden zur Kenntnis genommen.`,
  laden: 'Der Eingang wird geladen …',
  ladefehler: 'Der Eingang konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  erneutVersuchen: 'Erneut versuchen',

  // What arrived
  was: {
    zulassungsantrag: (termin: string) => `Antrag auf Zulassung zum WP-Examen, Prüfungstermin ${termin}`,
    eignungsantrag: (termin: string) => `Antrag auf Zulassung zur Eignungsprüfung, Prüfungstermin ${termin}`,
    triftigerGrund: (teil: string, ladungVom: string) => `Triftiger Grund: ${teil} (Ladung vom ${ladungVom})`,
    anrechnung: (modul: string) => `Anrechnung: ${modul}`,
    ruecktritt: {
      abmeldung: 'Abmeldung von Modulprüfungen',
      modulruecktritt: 'Rücktritt von Modulprüfungen',
      gesamtruecktritt: 'Rücktritt von der gesamten Prüfung',
      gesamtruecktrittEignung: 'Rücktritt von der Eignungsprüfung',
      ruecknahme: 'Rücknahme des Antrags auf Zulassung zum WP-Examen',
      ruecknahmeEignung: 'Rücknahme des Antrags auf Zulassung zur Eignungsprüfung',
    } as Record<string, string>,
    termin: (was: string, termin: string) => `${was}, Prüfungstermin ${termin}`,
    dokument: (name: string) => `Dokument: ${name}`,
    /** An open objection (decision 0038): the letter objected to, and whether it came late. */
    widerspruch: (datei: string, fristEnde: string, verspaetet: boolean) =>
      `Widerspruch gegen „${datei}“ (Frist bis ${fristEnde}${verspaetet ? ', verspätet' : ''})`,
    /** A Wiedervorlage (decision 0046): its day, its reason and who set it. */
    wiedervorlage: (datum: string, grund: string, von: string) =>
      `Wiedervorlage am ${datum}: ${grund} (${von})`,
  },

  // Server answers
  queueUnbekannt: 'Diese Arbeitsliste gibt es nicht.',
  sortUngueltig: 'Bitte sortieren Sie nach Eingangsdatum oder Name.',
  richtungUngueltig: 'Bitte wählen Sie aufsteigend oder absteigend.',
  artUngueltig: 'Bitte wählen Sie WP-Examen oder Eignungsprüfung.',
  sucheZuLang: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.',
  seiteUngueltig: 'Bitte geben Sie eine gültige Seitenzahl an.',
  eintraegeFehlen: 'Bitte wählen Sie mindestens einen Eintrag aus.',
  zuVieleEintraege: 'Bitte wählen Sie höchstens 200 Einträge auf einmal.',
  eintragUngueltig: 'Dieser Eintrag kann nicht zur Kenntnis genommen werden.',
  eintragUnbekannt:
    'Mindestens einer der ausgewählten Einträge ist nicht mehr im Eingang. Bitte laden Sie die Seite neu.',
} as const;
