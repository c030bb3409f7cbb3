// German texts of the application as sent (issue 26 point 1): the rows the wizard's summary has no
// label for, and the copy of the application the candidate gets as a PDF in the digital file. The
// wizard's own labels stay in messages.antrag; these only add around them (decision 0027).

export const antragskopie = {
  titel: 'Antrag wie eingereicht',
  dokumenttitel: (antrag: string) => `Kopie: ${antrag}`,
  einleitung: (zeitpunkt: string) =>
    `Dies ist eine Kopie Ihres Antrags mit allen Angaben und Anlagen, wie er am ${zeitpunkt} Uhr bei der Prüfungsstelle eingegangen ist.`,
  fusszeile:
    'Diese Kopie wurde automatisch erstellt. Maßgeblich ist der bei der Prüfungsstelle eingegangene Antrag. Sie finden die Kopie in Ihrer digitalen Akte.',
  /** ASCII file name, like the receipts (Antrag-<Teil>-<YYYY-MM-DD>.pdf). */
  dateiname: (teil: string, datum: string) => `Antrag-${teil}-${datum}.pdf`,
  aktenzeichen: 'Aktenzeichen',
  entfallendeModule: 'Entfallende Modulprüfungen',
  keineEntfallenden: 'Keine',
  bestaetigt: 'Bestätigt',
  nichtBestaetigt: 'Nicht bestätigt',
  gebuehr: (posten: string, termin: string) => `${posten} (${termin})`,
  faellig: (betrag: string) => `fällig werden ${betrag}`,
  keineGebuehren: 'Keine Gebühren',
  /** The receipt's list of what was sent: the headings of the application's parts. */
  gesendeteAbschnitte: 'Gesendete Angaben',
} as const;
