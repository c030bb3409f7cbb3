// German texts of the back-office page "Ladungen und Ergebnisse" (issue 15): the registered candidates
// of a term and module, invitations, results one by one and the CSV import of results.

export const ladungenTexte = {
  seite: 'Ladungen und Ergebnisse',
  einleitung:
    'Wählen Sie Prüfungstermin und Prüfung. Die Liste zeigt die angemeldeten Kandidatinnen und Kandidaten mit Ladungen und Ergebnis.',
  termin: 'Prüfungstermin',
  pruefung: 'Prüfung',
  eignung: 'Eignungsprüfung',
  modul: (modul: string) => `Modul ${modul}`,
  anzeigen: 'Anzeigen',
  keineKandidaten: 'Für diesen Prüfungstermin und diese Prüfung ist niemand angemeldet.',
  anzahl: (n: number) => (n === 1 ? '1 Kandidatin oder Kandidat' : `${n} Kandidatinnen und Kandidaten`),
  auswaehlen: (name: string) => `${name} auswählen`,
  name: 'Name',
  email: 'E-Mail-Adresse',
  angemeldetAm: 'Angemeldet am',
  stand: 'Stand',
  geladen: 'Geladen',
  ergebnis: 'Ergebnis',
  keinErgebnis: 'offen',
  status: {
    angemeldet: 'angemeldet',
    geladen: 'geladen',
    abgemeldet: 'abgemeldet',
    verschoben: 'verschoben',
    zurueckgetreten: 'zurückgetreten',
    bestanden: 'bestanden',
    nichtBestanden: 'nicht bestanden',
    beendet: 'beendet',
  },
  teile: {
    schriftlich: 'schriftliche Prüfung',
    muendlich: 'mündliche Prüfung',
    awr: 'Aufsichtsarbeit Wirtschaftsrecht',
    ast: 'Aufsichtsarbeit Steuerrecht',
    mp: 'mündliche Prüfung',
  } as Record<string, string>,
  ergebnisse: { passed: 'bestanden', failed: 'nicht bestanden' } as Record<string, string>,

  // Invitations, a batch of single ones (decision 0061)
  ladenTitel: 'Laden',
  ladenText:
    'Wählen Sie die Kandidatinnen und Kandidaten in der Liste (höchstens 500, auch über mehrere Seiten), den Teil der Prüfung und das Datum der Ladung. Die Vorschau zeigt, wer geladen werden kann und wer nicht, mit dem Grund; jede Ladung wird für sich versandt.',
  ladenVorschau: 'Vorschau der Ladungen anzeigen',
  ladenBestaetigen: (n: number) =>
    n === 1 ? '1 Kandidatin oder Kandidaten laden' : `${n} Kandidatinnen und Kandidaten laden`,
  ladenHinweis: (moeglich: number, n: number) =>
    `${moeglich} von ${n} können geladen werden. Jede Ladung wird für sich versandt; der Bericht nennt jede, die nicht möglich ist, mit dem Grund.`,
  nichtsGewaehlt: 'Wählen Sie zuerst Kandidatinnen und Kandidaten in der Liste aus.',
  teil: 'Teil der Prüfung',
  datum: 'Datum',
  datumHinweis: 'Leer lassen für heute.',
  keineAuswahl: 'Bitte wählen Sie mindestens eine Kandidatin oder einen Kandidaten aus.',
  zuVieleAuswahl: 'Bitte laden Sie höchstens 500 Kandidatinnen und Kandidaten auf einmal.',
  nichtImTermin: (termin: string) =>
    `Keine laufende Anmeldung zu dieser Prüfung im Prüfungstermin ${termin}.`,
  kandidatUnbekannt: 'Diese Kandidatin oder diesen Kandidaten gibt es nicht.',

  // Results one by one
  ergebnisTitel: (name: string) => `Ergebnis für ${name}`,
  ergebnisSpeichern: 'Ergebnis speichern',
  ergebnisGespeichert: (name: string) => `Das Ergebnis für ${name} wurde gespeichert.`,
  ergebnisFehlt: 'Bitte wählen Sie das Ergebnis: bestanden oder nicht bestanden.',
  // Results of the chosen candidates, a batch of single ones (decision 0061)
  ergebnisseTitel: 'Ergebnisse der Ausgewählten',
  ergebnisseFormTitel: 'Ergebnisse eingeben',
  ergebnisseText:
    'Tragen Sie für jede ausgewählte Kandidatin und jeden ausgewählten Kandidaten das Ergebnis ein, auf Wunsch mit den Noten; das Datum gilt für alle. Die Vorschau prüft jedes Ergebnis, ohne etwas zu speichern; danach wird jedes für sich erfasst und sein Ergebnisbescheid erstellt.',
  ergebnisseEingeben: (n: number) =>
    n === 1 ? 'Ergebnis für 1 Ausgewählte eingeben' : `Ergebnisse für ${n} Ausgewählte eingeben`,
  ergebnisseVorschau: 'Vorschau der Ergebnisse anzeigen',
  ergebnisseBestaetigen: (n: number) => (n === 1 ? '1 Ergebnis erfassen' : `${n} Ergebnisse erfassen`),
  ergebnisseHinweis: (moeglich: number, n: number) =>
    `${moeglich} von ${n} Ergebnissen können erfasst werden. Jedes wird für sich erfasst; der Bericht nennt jedes, das nicht möglich ist, mit dem Grund.`,
  ergebnisFeld: (name: string, feld: string) => `${name}: ${feld}`,
  // Results per part (decision 0056).
  noteUngueltig:
    'Bitte geben Sie die Note zwischen 1,00 und 6,00 mit höchstens zwei Nachkommastellen an, z. B. 3,70.',
  muendlichOhneSchriftlich: 'Bitte geben Sie zur mündlichen Note auch die Note der schriftlichen Prüfung an.',
  // Grades per paper (decision 0068).
  arbeitZweiteOhneErste: 'Bitte geben Sie zuerst die Note der 1. Aufsichtsarbeit an.',
  arbeitenZuViele:
    'Im Modul WR wird nur eine Aufsichtsarbeit geschrieben (§ 7 Abs. 3 WiPrPrüfV); eine 2. Note ist nicht möglich.',
  arbeitenZuWenige:
    'In diesem Modul werden zwei Aufsichtsarbeiten geschrieben (§ 7 Abs. 2 WiPrPrüfV); bitte geben Sie auch die Note der 2. Aufsichtsarbeit an.',
  arbeit: (nummer: number) => `Note ${nummer}. Aufsichtsarbeit (optional)`,
  arbeitenHinweis: 'Aus den Aufsichtsarbeiten folgt die schriftliche Note (Durchschnitt, abgeschnitten).',
  noteSchriftlich: 'Note schriftlich (optional)',
  noteMuendlich: 'Note mündlich (optional)',
  notenBeispiel: 'z. B. 3,70; leer: nur das Ergebnis',
  teilFehlt: 'Bitte wählen Sie den Teil der Prüfung.',
  pruefungFehlt: 'Bitte wählen Sie eine Prüfung.',
  terminFehlt: 'Bitte wählen Sie einen Prüfungstermin.',
  datumUngueltig: 'Bitte geben Sie ein gültiges Datum ein.',

  // CSV import
  importTitel: 'Ergebnisse aus CSV-Datei übernehmen',
  importText:
    'Eine Zeile je Ergebnis, erste Zeile mit den Spaltennamen: E-Mail;Modul;Ergebnis;Datum (statt E-Mail auch Aktenzeichen). Spalten durch Semikolon, Komma oder Tabulator getrennt, UTF-8 oder Windows-1252, wie Excel speichert. Modul ist WP, WR, BWL, ST oder Eignungsprüfung; Ergebnis ist „bestanden“ oder „nicht bestanden“; Datum als TT.MM.JJJJ, T.M.JJ, JJJJ-MM-TT oder Excel-Datum (leer: heute). Erst die Vorschau prüft jede Zeile, ohne etwas zu speichern; übernommen werden alle Zeilen oder keine.',
  datei: 'CSV-Datei',
  oderText: 'oder Inhalt einfügen',
  csvText: 'Inhalt der CSV-Datei',
  vorschauKnopf: 'Vorschau',
  importKnopf: 'Alle Ergebnisse übernehmen',
  vorschauTitel: 'Vorschau',
  vorschauOk: (n: number) =>
    n === 1
      ? '1 Zeile ist in Ordnung. Es wurde noch nichts gespeichert.'
      : `${n} Zeilen sind in Ordnung. Es wurde noch nichts gespeichert.`,
  vorschauFehler: (n: number) =>
    n === 1
      ? '1 Fehler. Es wurde nichts gespeichert. Bitte korrigieren Sie die Datei und prüfen Sie erneut.'
      : `${n} Fehler. Es wurde nichts gespeichert. Bitte korrigieren Sie die Datei und prüfen Sie erneut.`,
  importiert: (n: number) =>
    n === 1 ? '1 Ergebnis wurde übernommen.' : `${n} Ergebnisse wurden übernommen.`,
  importAbgelehnt: 'Es wurde nichts übernommen, weil nicht alle Zeilen in Ordnung sind.',
  zeile: 'Zeile',
  spalte: 'Spalte',
  hinweis: 'Hinweis',
  wirkung: 'Wirkung',
  fehlerInZeile: (zeile: number, spalte: string | undefined, text: string) =>
    spalte ? `Zeile ${zeile}, Spalte „${spalte}“: ${text}` : `Zeile ${zeile}: ${text}`,

  // CSV checks (row by row)
  csvLeer:
    'Die CSV-Datei ist leer. Die erste Zeile muss die Spaltennamen enthalten: E-Mail (oder Aktenzeichen);Modul;Ergebnis;Datum.',
  csvZuGross: (max: string) => `Die CSV-Datei ist zu groß (höchstens ${max} Zeichen).`,
  csvZuVieleZeilen: (max: number) =>
    `Die CSV-Datei hat zu viele Zeilen (höchstens ${max} Ergebnisse auf einmal).`,
  csvUnlesbar:
    'Die CSV-Datei kann ab dieser Zeile nicht gelesen werden. Bitte prüfen Sie die Anführungszeichen und das Trennzeichen (Semikolon, Komma oder Tabulator, wie in der ersten Zeile).',
  csvSpalteFehlt: (spalte: string) => `Die Spalte „${spalte}“ fehlt in der ersten Zeile.`,
  csvSpalteDoppelt: (spalte: string) => `Die Spalte „${spalte}“ steht mehrmals in der ersten Zeile.`,
  csvKeineZeilen: 'Die CSV-Datei enthält keine Ergebnisse.',
  csvSpaltenzahl: (erwartet: number, ist: number) =>
    `Die Zeile hat ${ist} Spalten, die erste Zeile ${erwartet}. Bitte trennen Sie die Spalten mit demselben Zeichen wie in der ersten Zeile und setzen Sie Werte mit diesem Zeichen in Anführungszeichen.`,
  csvWertFehlt: 'Der Wert fehlt.',
  csvEmailUngueltig: 'Das ist keine gültige E-Mail-Adresse.',
  csvModulUngueltig: 'Bitte geben Sie WP, WR, BWL, ST oder Eignungsprüfung an.',
  csvErgebnisUngueltig: 'Bitte geben Sie „bestanden“ oder „nicht bestanden“ an.',
  csvDatumUngueltig:
    'Bitte geben Sie ein gültiges Datum an, z. B. 27.11.2026, 27.11.26 oder 2026-11-27 (auch als Excel-Datum).',
  csvKandidatSpalteFehlt:
    'Die erste Zeile braucht eine Spalte „E-Mail“ oder „Aktenzeichen“, damit jede Zeile eine Person nennt.',
  csvAktenzeichenUngueltig: 'Das ist kein vollständiges Aktenzeichen (z. B. WP-3F2A-9C1B-7D4E).',
  csvAktenzeichenUnbekannt: 'Zu diesem Aktenzeichen gibt es keine Person im Portal.',
  csvEmailPasstNicht: 'Die E-Mail-Adresse gehört nicht zur Person mit diesem Aktenzeichen.',
  csvDoppelt: (zeile: number) => `Dasselbe Ergebnis steht schon in Zeile ${zeile}.`,
  wuerdeErfassen: (ergebnis: string, pruefung: string, datum: string) =>
    `Ergebnis „${ergebnis}“ für ${pruefung} am ${datum}`,
} as const;

/** Protokoll names of the actions of this page. */
export const ladungenAktionen: Record<string, string> = {
  ladung: 'Ladung',
  ergebnis: 'Ergebnis erfasst',
  'ergebnis.import': 'Ergebnisse aus CSV übernommen',
};
