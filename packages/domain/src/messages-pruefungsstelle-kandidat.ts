// German texts of the back-office's Kandidaten area (issue 15): search, the candidate page with the
// procedure as the rules derive it, the declarations' timeline and the digital file's viewer.
// Apart from `messages`, so the candidate bundle does not carry them.

import { ERKLAERUNGEN } from './erklaerungen/index';

export const kandidatTexte = {
  // Server answers
  kandidatUnbekannt: 'Diese Kandidatin oder diesen Kandidaten gibt es nicht.',
  dokumentUnbekannt: 'Dieses Dokument gibt es in der Akte dieser Kandidatin oder dieses Kandidaten nicht.',
  idUngueltig: 'Die Kennung ist ungültig.',
  sucheZuLang: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.',
  seiteUngueltig: 'Bitte geben Sie eine gültige Seitenzahl ein.',

  // Protokoll: readable names of the actions
  aktionen: {
    'kandidat.ansehen': 'Kandidatenakte angesehen',
    'kandidat.dokument.ansehen': 'Dokument angesehen',
    'kandidat.antrag.ansehen': 'Antrag wie eingereicht angesehen',
    'datenkopie.pruefungsstelle': 'Datenkopie (Art. 15 DSGVO) erstellt',
    'datenkopie.kandidat': 'Datenkopie (Art. 15 DSGVO) selbst heruntergeladen',
    'kandidat.passkey.hinzugefuegt': 'Passkey selbst hinzugefügt',
    'kandidat.passkey.entfernt': 'Passkey selbst entfernt',
  } as Record<string, string>,

  // Search page
  kandidaten: 'Kandidaten',
  sucheText:
    'Suchen Sie nach Name, Geburtsname, Geburtsdatum (TT.MM.JJJJ), Geburtsort, E-Mail-Adresse oder Aktenzeichen. Groß- und Kleinschreibung, Akzente und Schreibweisen wie ß/ss, ä/ae oder ı/i spielen keine Rolle; mehrere Wörter müssen alle passen. Ohne Suchbegriff werden alle Kandidatinnen und Kandidaten angezeigt.',
  suchbegriff: 'Name, Geburtsdatum, Geburtsort, E-Mail-Adresse oder Aktenzeichen',
  suchen: 'Suchen',
  treffer: (n: number) =>
    n === 1 ? '1 Kandidatin oder Kandidat gefunden' : `${n} Kandidatinnen und Kandidaten gefunden`,
  keineTreffer: 'Keine Kandidatin und kein Kandidat passt zu diesem Suchbegriff.',
  spalten: {
    name: 'Name',
    email: 'E-Mail-Adresse',
    aktenzeichen: 'Aktenzeichen',
    nameUndAktenzeichen: 'Name und Aktenzeichen',
    geburtsdatum: 'Geburtsdatum',
    art: 'Art',
    antrag: 'Aktueller Antrag',
  },
  doppelungHinweis: 'Möglicherweise dieselbe Person (gleicher Name und gleiches Geburtsdatum):',
  doppelungText:
    'Möglicherweise dieselbe Person: Ein anderes Konto hat denselben Namen und dasselbe Geburtsdatum. Prüfen Sie, ob dieselbe Person zwei Konten angelegt hat:',

  // Kinds and states
  arten: { WP: 'Wirtschaftsprüfungsexamen', EIGNUNG: 'Eignungsprüfung' } as Record<string, string>,
  /** A revoked admission (§§ 48, 49 VwVfG, decision 0055) in place of its status. */
  zulassungAufgehoben: (am: string) => `Zulassung aufgehoben am ${am}`,
  antragStatus: {
    none: 'Kein Antrag',
    draft: 'Entwurf',
    submitted: 'Eingereicht',
    admitted: 'Zugelassen',
    rejected: 'Abgelehnt',
    withdrawn: 'Zurückgenommen',
  } as Record<string, string>,
  laufbahnStand: {
    keinAntrag: 'Kein Antrag',
    entwurf: 'Antrag im Entwurf',
    eingereicht: 'Antrag eingereicht',
    versuchLaeuft: 'Versuch läuft',
    bestanden: 'Bestanden',
    zurueckgenommen: 'Antrag zurückgenommen',
    abgelehnt: 'Antrag abgelehnt',
    versuchVerloren: 'Versuch verloren',
    keineVersucheMehr: 'Keine Versuche mehr',
  } as Record<string, string>,
  modulStatus: {
    offen: 'Offen',
    laufend: 'Laufend',
    bestanden: 'Bestanden',
    angerechnet: 'Angerechnet',
    endgueltigNichtBestanden: 'Endgültig nicht bestanden',
  } as Record<string, string>,
  module: { wp: 'WP', wr: 'WR', bwl: 'BWL', st: 'ST' } as Record<string, string>,
  ergebnis: { passed: 'Bestanden', failed: 'Nicht bestanden' } as Record<string, string>,
  entscheidung: { pending: 'Offen', accepted: 'Anerkannt', rejected: 'Abgelehnt' } as Record<string, string>,
  teile: {
    schriftlich: 'schriftlich',
    muendlich: 'mündlich',
    awr: 'Aufsichtsarbeit Wirtschaftsrecht',
    ast: 'Aufsichtsarbeit Steuerrecht',
    mp: 'mündliche Prüfung',
  } as Record<string, string>,
  kategorien: {
    AKTENEINGANG: 'Akteneingang',
    MANTELAKTE: 'Mantelakte',
    WP: 'Modulprüfung WP',
    WR: 'Modulprüfung WR',
    BWL: 'Modulprüfung BWL',
    ST: 'Modulprüfung ST',
  } as Record<string, string>,
  quellen: { candidate: 'Kandidat/in', office: 'Prüfungsstelle', receipt: 'Eingangsbestätigung' } as Record<
    string,
    string
  >,
  // The declarations' names in the timeline, by stored `vorgang`: the receipt's titles (registry).
  vorgaenge: Object.fromEntries(
    Object.values(ERKLAERUNGEN).map((d) => [d.vorgang, d.quittung.titel]),
  ) as Record<string, string>,

  // Candidate page
  tabelle: (name: string) => `Tabelle: ${name}`,
  identitaet: 'Angaben zur Person',
  aktenzeichen: 'Aktenzeichen',
  email: 'E-Mail-Adresse',
  art: 'Art',
  zurSuche: 'Zurück zur Suche',
  verfahren: 'Verfahren',
  stand: 'Stand',
  versuchLabel: 'Versuch',
  aktuell: '(aktuell)',
  sechsJahresFrist: 'Ende der Sechsjahresfrist',
  letzterTermin: 'Letzter anmeldbarer Prüfungstermin',
  nichtZugelassen: 'noch nicht zugelassen',
  antraege: 'Anträge',
  keineAntraege: 'Keine Anträge.',
  antragSpalten: [
    'Versuch',
    'Art',
    'Stand',
    'Prüfungstermin',
    'Eingereicht am',
    'Entschieden am',
    'Zulassung am',
  ],
  modulpruefungen: 'Modulprüfungen',
  modulSpalten: ['Modul', 'Stand', 'Versuche', 'Anmeldungen', 'Anrechnung'],
  versucheVon: (n: number, von: number) => `${n} von ${von}`,
  keineAnmeldungen: 'keine',
  /** The term and its sitting (rules/sitzung.ts): '2/2027, Sitzung im Juni'. */
  anmeldung: (termin: string, sitzung: string) => (sitzung ? `${termin}, ${sitzung}` : termin),
  angemeldetAm: (datum: string) => `angemeldet am ${datum}`,
  abgemeldetAm: (datum: string) => `abgemeldet am ${datum}`,
  verschobenNach: (termin: string, datum: string) => `verschoben nach ${termin} am ${datum}`,
  geladenAm: (teil: string, datum: string) => `Ladung ${teil} vom ${datum}`,
  ruecktrittAm: (datum: string) => `Rücktritt am ${datum}`,
  triftigerGrundFall: (teil: string, datum: string, status: string) =>
    `triftiger Grund (${teil}) gemeldet am ${datum}: ${status}`,
  ergebnisText: (ergebnis: string) => `Ergebnis: ${ergebnis}`,
  /** § 42 VwVfG (decision 0032): the result shown is the corrected one. */
  berichtigt: (am: string) => `berichtigt am ${am} (§ 42 VwVfG)`,
  anrechnungText: (datum: string, status: string) => `beantragt am ${datum}: ${status}`,
  eignungVersuche: 'Versuche der Eignungsprüfung',
  eignungSpalten: ['Versuch', 'Prüfungstermin', 'Ladungen', 'Rücktritt', 'Triftige Gründe', 'Ergebnis'],
  keineEignungVersuche: 'Noch kein Versuch.',
  verbleibend: (n: number) => `Verbleibende Versuche: ${n}`,
  erklaerungen: 'Erklärungen',
  erklaerungenText: 'Jede Erklärung der Kandidatin oder des Kandidaten, die neueste zuerst. Nur zur Ansicht.',
  keineErklaerungen: 'Noch keine Erklärung.',
  eingegangenAm: (zeitpunkt: string) => `Eingegangen am ${zeitpunkt} Uhr`,
  pruefungstermin: (termin: string) => `Prüfungstermin ${termin}`,
  vonPruefungsstelle: 'von der Prüfungsstelle erfasst',
  quittungAnsehen: 'Eingangsbestätigung ansehen',
  quittungFehlt: 'Keine Eingangsbestätigung in der Akte.',
  aktionenDerPruefungsstelle: 'Aktionen der Prüfungsstelle',
  keineAktionen: 'Noch keine Aktion der Prüfungsstelle.',
  aktionSpalten: ['Zeitpunkt', 'Wer', 'Aktion', 'Quelle'],
  akte: 'Digitale Akte',
  keineDokumente: 'Die Akte ist leer.',
  dokumentSpalten: ['Dokument', 'Typ', 'Herkunft', 'Abgelegt am', 'Größe'],
  ansehen: 'Ansehen',
  ansehenName: (name: string) => `${name} ansehen`,
  herunterladen: 'Herunterladen',
  herunterladenName: (name: string) => `${name} herunterladen`,
  schliessen: 'Ansicht schließen',
  viewer: 'Dokumentansicht',
  viewerTitel: (name: string) => `Dokument: ${name}`,
  keineVorschau:
    'Für diesen Dateityp gibt es keine Ansicht im Browser. Bitte laden Sie das Dokument herunter.',
  dokumentLaden: 'Das Dokument wird geladen …',
  entscheidungen: 'Entscheidungen',
  entscheidungenLink: 'Zu den Entscheidungen über diese Kandidatin oder diesen Kandidaten',
  // The copy of the candidate's data for a written request (Art. 15 DSGVO, issue 30 point 2).
  datenkopie: 'Auskunft nach Art. 15 DSGVO',
  datenkopieText:
    'Auf schriftlichen Antrag erhält die Kandidatin oder der Kandidat eine Kopie aller gespeicherten Daten: eine ZIP-Datei mit der Datei „daten.json“ und allen Dokumenten der digitalen Akte. Das Erstellen wird protokolliert.',
  datenkopieKnopf: 'Datenkopie herunterladen',
  groesse: (bytes: number) =>
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`
      : `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`,
};
