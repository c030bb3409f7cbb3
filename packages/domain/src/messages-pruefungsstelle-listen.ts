// German texts of the back-office's lists that scale (issue 28 point 6: filters, sort, export) and of
// the batch work (point 4: a batch drafts, a leitung releases a batch). Apart from `messages`, so the
// candidate bundle does not carry them.

/** The part in a column title of the Ladungen export. */
const GELADEN_SPALTE: Readonly<Record<string, string>> = {
  schriftlich: 'schriftlich',
  muendlich: 'mündlich',
  awr: 'Aufsichtsarbeit Wirtschaftsrecht',
  ast: 'Aufsichtsarbeit Steuerrecht',
  mp: 'mündliche Prüfung',
};

export const listenTexte = {
  // Filters and sort
  filter: 'Filter',
  filterAnwenden: 'Anwenden',
  filterZuruecksetzen: 'Filter zurücksetzen',
  alle: 'Alle',
  stand: 'Stand',
  termin: 'Prüfungstermin',
  terminFeld: 'Prüfungstermin (zum Beispiel 1/2027)',
  art: 'Art',
  lgs: 'Landesgeschäftsstelle',
  sitzung: 'Sitzung',
  sortierung: 'Sortieren nach',
  richtung: 'Reihenfolge',
  richtungen: { auf: 'aufsteigend', ab: 'absteigend' } as Record<string, string>,
  sortierungen: {
    name: 'Name',
    aktenzeichen: 'Aktenzeichen',
    geburtsdatum: 'Geburtsdatum',
    termin: 'Prüfungstermin',
    terminFeld: 'Prüfungstermin (zum Beispiel 1/2027)',
    status: 'Stand des Antrags',
  } as Record<string, string>,
  /** The state filter reads the current application; the column shows the career the rules derive. */
  standFilter: {
    keinAntrag: 'Kein Antrag',
    entwurf: 'Antrag im Entwurf',
    eingereicht: 'Antrag eingereicht',
    zugelassen: 'Zugelassen (Versuch läuft, bestanden oder beendet)',
    zurueckgenommen: 'Antrag zurückgenommen',
    abgelehnt: 'Antrag abgelehnt',
  } as Record<string, string>,
  bearbeitung: 'Bearbeitung',
  terminUngueltig: 'Bitte geben Sie einen gültigen Prüfungstermin ein, zum Beispiel 1/2027 oder 2/2027.',
  filterUngueltig: 'Dieser Filterwert ist nicht vorgesehen.',
  sucheZuLang: 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.',
  sucheLadungen: 'Name oder E-Mail-Adresse',
  sitzungFilter: { juni: 'Juni (vorgezogen)', regulaer: 'Regulär (Februar oder August)' } as Record<
    string,
    string
  >,

  // Export
  export: 'Exportieren',
  exportCsv: 'Liste als CSV herunterladen',
  exportXlsx: 'Liste als Excel-Datei (XLSX) herunterladen',
  exportHinweis: (n: number) =>
    `Der Export enthält genau die gefilterte Liste (${n === 1 ? '1 Eintrag' : `${n.toLocaleString('de-DE')} Einträge`}), in der gewählten Sortierung.`,
  exportZuGross: (max: number) =>
    `Die gefilterte Liste ist zu lang für einen Export (höchstens ${max.toLocaleString('de-DE')} Einträge). Bitte grenzen Sie sie mit den Filtern ein.`,
  formatUngueltig: 'Bitte wählen Sie CSV oder XLSX.',
  kandidatenSpalten: [
    'Aktenzeichen',
    'Nachname',
    'Vorname',
    'E-Mail-Adresse',
    'Geburtsdatum',
    'Art',
    'Landesgeschäftsstelle',
    'Prüfungstermin',
    'Stand',
  ],
  /**
   * One "Geladen …" column per part of the exam (WP two, the aptitude test three); a WP module's list
   * also has the grades that apply (decision 0056), the aptitude test has none.
   */
  ladungenSpalten: (teile: readonly string[], mitNoten = false): string[] => [
    'Name',
    'E-Mail-Adresse',
    'Prüfungstermin',
    'Prüfung',
    'Sitzung',
    'Angemeldet am',
    'Stand',
    ...teile.map((teil) => `Geladen ${GELADEN_SPALTE[teil] ?? teil}`),
    // The papers' grades after the parts (decision 0068), empty where only the written grade was entered.
    ...(mitNoten
      ? [
          'Note schriftlich',
          'Note mündlich',
          'Modulnote',
          'Note 1. Aufsichtsarbeit',
          'Note 2. Aufsichtsarbeit',
        ]
      : []),
    'Zuständig',
  ],
  aktionen: {
    'kandidaten.export': 'Kandidatenliste exportiert',
    'ladungen.export': 'Ladungsliste exportiert',
    'sammel.entwerfen': 'Sammelbearbeitung: Entwürfe angelegt',
    'sammel.freigeben': 'Sammelbearbeitung: Entwürfe freigegeben',
    'sammel.kenntnisnahme': 'Sammelbearbeitung: Kenntnis genommen',
    'sammel.ladung': 'Sammelbearbeitung: Ladungen versandt',
    'sammel.ergebnis': 'Sammelbearbeitung: Ergebnisse erfasst',
  } as Record<string, string>,

  // Batch work
  sammel: 'Sammelbearbeitung',
  sammelFreigabe: 'Sammelfreigabe',
  sammelFreigabeNurLeitung:
    'Die offenen Entwürfe. Eine Sammelfreigabe kann nur die Leitung der Prüfungsstelle vornehmen.',
  nurLeitung: 'nur Leitung',
  sammelLink: 'Sammelbearbeitung: mehrere vollständige Anträge auf einmal zulassen',
  sammelFreigabeLink: 'Sammelfreigabe: mehrere Entwürfe auf einmal freigeben',
  sammelText:
    'Wählen Sie eingereichte Anträge aus (höchstens 500). Die Vorschau zeigt, welche zugelassen werden können: Nur Anträge, deren Prüfliste vollständig geprüft ist, kommen für die Sammelbearbeitung in Frage. Jeder Antrag wird für sich als Entwurf gespeichert; eine zweite Person gibt die Entwürfe frei.',
  sammelFreigabeText:
    'Wählen Sie offene Entwürfe aus (höchstens 500). Jeder Entwurf wird für sich freigegeben: Ein abgelehnter Entwurf hält die anderen nicht auf. Eigene Entwürfe können Sie nicht freigeben.',
  auswahl: 'Auswahl',
  alleAuswaehlen: 'Alle auf dieser Seite auswählen',
  ausgewaehlt: (n: number) => (n === 1 ? '1 ausgewählt' : `${n} ausgewählt`),
  vorschau: 'Vorschau anzeigen',
  vorschauTitel: 'Vorschau',
  moeglich: 'Möglich',
  nichtMoeglich: 'Nicht möglich',
  entwuerfeAnlegen: (n: number) =>
    n === 1 ? 'Zulassung für 1 Antrag entwerfen' : `Zulassungen für ${n} Anträge entwerfen`,
  entwerfenHinweis: (moeglich: number, n: number) =>
    `${moeglich} von ${n} Anträgen können zugelassen werden. Jeder Antrag wird für sich bearbeitet; der Bericht nennt jeden, der nicht möglich ist, mit dem Grund.`,
  freigeben: (n: number) => (n === 1 ? '1 Entwurf freigeben' : `${n} Entwürfe freigeben`),
  bericht: 'Bericht',
  erledigt: (n: number) => (n === 1 ? '1 erledigt' : `${n} erledigt`),
  abgelehnt: (n: number) => (n === 1 ? '1 nicht möglich' : `${n} nicht möglich`),
  ergebnisOk: 'Erledigt',
  ergebnisFehler: 'Nicht möglich',
  keineEintraege: 'Keine Einträge.',
  technischerFehler:
    'Technischer Fehler: Dieser Eintrag wurde nicht bearbeitet. Bitte versuchen Sie es einzeln erneut.',
  berichtText: (erledigt: number, fehlgeschlagen: number) =>
    `${erledigt === 1 ? '1 Eintrag' : `${erledigt} Einträge`} erledigt, ${fehlgeschlagen === 1 ? '1 Eintrag' : `${fehlgeschlagen} Einträge`} nicht möglich.`,

  zuViele: 'Höchstens 500 Einträge auf einmal.',
  kenntnisGenommen: 'Zur Kenntnis genommen.',
  kenntnisBereits: 'Bereits zur Kenntnis genommen.',
  geladen: 'Geladen; der Ladungsbrief ist erstellt.',
  ergebnisErfasst: 'Ergebnis erfasst; der Ergebnisbescheid ist erstellt.',
  /** The batch Kenntnisnahme page (Eingang queues of withdrawals and new documents). */
  sammelKenntnisnahme: 'Sammel-Kenntnisnahme',
  sammelKenntnisnahmeLink: 'Sammel-Kenntnisnahme: mehrere Einträge auf einmal zur Kenntnis nehmen',
  sammelKenntnisnahmeText:
    'Wählen Sie Rücktritte, Rücknahmen und neue Unterlagen aus (höchstens 500). Jeder Eintrag wird für sich zur Kenntnis genommen; der Bericht nennt jeden, der nicht möglich war, mit dem Grund. Eine Kenntnisnahme entscheidet nichts.',
  kenntnisnehmen: (n: number) =>
    n === 1 ? '1 Eintrag zur Kenntnis nehmen' : `${n} Einträge zur Kenntnis nehmen`,
  kenntnisBestaetigen: (n: number) =>
    `Sie nehmen ${n === 1 ? '1 Eintrag' : `${n} Einträge`} zur Kenntnis. Das wird im Protokoll vermerkt.`,
  keineAuswahl: 'Bitte wählen Sie mindestens einen Eintrag aus.',
  idUngueltig: 'Die Kennung ist ungültig.',
  entwurfUnbekannt: 'Diesen Entwurf gibt es nicht.',
  spalten: {
    kandidat: 'Kandidatin oder Kandidat',
    aktenzeichen: 'Aktenzeichen',
    eingereicht: 'Eingereicht am',
    pruefliste: 'Prüfliste',
    ergebnis: 'Ergebnis',
    grund: 'Grund',
    art: 'Art',
    entscheidung: 'Entscheidung',
    entworfenVon: 'Entworfen von',
  },
  prueflisteVollstaendig: 'vollständig geprüft',
  prueflisteOffen: (n: number) => (n === 1 ? '1 Punkt offen' : `${n} Punkte offen`),
  zumFall: 'Zum Fall',
};
