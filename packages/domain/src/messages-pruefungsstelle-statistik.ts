// Term statistics for the Leitung (issue 28 point 11): labels of the page, the chart and the CSV.
export const statistikTexte = {
  titel: 'Statistik',
  text: 'Zahlen eines Prüfungstermins je Prüfungsart: Anträge und Entscheidungen, Rücktritte, Bestehensquoten je Modul und Sitzung, Bearbeitungszeiten. Die Warteschlangen zeigen den heutigen Stand der Eingänge von Antragstellenden dieses Termins und dieser Prüfungsart.',
  termin: 'Prüfungstermin',
  art: 'Prüfungsart',
  // The Eingang's short name: the select of the same width says it whole at 320 px (WCAG 1.4.10).
  arten: { WP: 'WP-Examen', EIGNUNG: 'Eignungsprüfung' } as Record<string, string>,
  anzeigen: 'Anzeigen',
  csvExport: 'Als CSV herunterladen',
  warteschlangen: 'Offene Eingänge je Warteschlange (heute, Antragstellende dieses Termins)',
  warteschlange: 'Warteschlange',
  antraege: 'Anträge dieses Termins',
  status: {
    eingereicht: 'Eingereicht, nicht entschieden',
    zugelassen: 'Zulassungen',
    abgelehnt: 'Ablehnungen',
    zurueckgezogen: 'Zurückgenommen',
  } as Record<string, string>,
  ruecktritte: 'Rücktritte und Abmeldungen',
  ruecktrittArten: {
    abmeldung: 'Abmeldung von einem Modul',
    modulruecktritt: 'Rücktritt von einem Modul',
    gesamtruecktritt: 'Rücktritt von der gesamten Prüfung',
    eignungruecktritt: 'Rücktritt von der Eignungsprüfung',
  } as Record<string, string>,
  bestehen: 'Bestehensquoten je Modul und Sitzung',
  pruefung: 'Prüfung',
  sitzung: 'Sitzung',
  sitzungen: { juni: 'Juni (vorgezogen)', august: 'August', februar: 'Februar', eignung: 'Termin' } as Record<
    string,
    string
  >,
  ergebnisse: 'Ergebnisse',
  bestanden: 'Bestanden',
  quote: 'Quote',
  berichtigt: 'Davon berichtigt',
  benotet: 'Mit Modulgesamtnote',
  durchschnitt: 'Durchschnittliche Modulgesamtnote',
  keineErgebnisse: 'Noch keine Ergebnisse für diesen Termin.',
  bearbeitung: 'Bearbeitungszeit der Anträge (Eingang bis Entscheidung)',
  entschieden: 'Entschiedene Anträge',
  median: 'Median',
  p90: '90. Perzentil',
  tage: (n: number | null) =>
    n === null
      ? '–'
      : `${n.toLocaleString('de-DE', { maximumFractionDigits: 1 })} ${n === 1 ? 'Tag' : 'Tage'}`,
  prozent: (q: number | null) =>
    q === null ? '–' : `${(q * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`,
  anzahl: 'Anzahl',
  kennzahl: 'Kennzahl',
  wert: 'Wert',
  diagrammTitel: (termin: string) => `Bestehensquoten ${termin}`,
  diagrammBeschreibung: (zeilen: string) =>
    `Balkendiagramm der Bestehensquoten je Prüfung und Sitzung: ${zeilen}. Dieselben Zahlen stehen in der Tabelle daneben.`,
  diagrammZeile: (name: string, quote: string) => `${name} ${quote}`,
  csvAbschnitt: 'Abschnitt',
} as const;
