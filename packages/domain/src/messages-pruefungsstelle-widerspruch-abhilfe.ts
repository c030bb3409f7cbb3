// German texts of the remedy as a fact (issue 26 point 6, decision 0050): what an „abgeholfen“ objection
// changes in the same transaction as its release, and the refusals when it cannot.

export const abhilfeTexte = {
  /** What the release of „abgeholfen“ does, shown beside the objection. */
  arten: {
    zulassung: 'Zulassung zur Prüfung (der abgelehnte Antrag wird zugelassen)',
    ergebnisBerichtigung: 'Ergebnis „bestanden“ (Berichtigung des Ergebnisses nach § 42 VwVfG)',
  } as Record<string, string>,
  keineAbhilfe:
    'Für einen Bescheid dieser Art ist eine Abhilfe im Portal nicht vorgesehen. Bitte weisen Sie den Widerspruch zurück oder erledigen Sie ihn als zurückgenommen und treffen Sie die neue Entscheidung gesondert.',
  antragNichtMehrAbgelehnt:
    'Der Antrag, den der Bescheid abgelehnt hat, ist nicht mehr der aktuelle abgelehnte Antrag dieser Person (inzwischen wurde ein neuer Antrag angelegt). Eine Abhilfe durch Zulassung ist nicht mehr möglich.',
  ergebnisUnbekannt: 'Das Ergebnis, gegen das sich der Widerspruch richtet, ist nicht mehr zu finden.',
  abhilfeZulassung: (datum: string) =>
    `Sie werden zur Prüfung zugelassen. Den Zulassungsbescheid vom ${datum} erhalten Sie gesondert.`,
  abhilfeErgebnis: (datum: string) =>
    `Das Ergebnis wird auf „bestanden“ berichtigt. Den Berichtigungsbescheid vom ${datum} erhalten Sie gesondert.`,
};
