// German texts of the remedy as a fact (issue 26 point 6, decision 0050): what an „abgeholfen“ objection
// changes in the same transaction as its release, and the refusals when it cannot.

export const abhilfeTexte = {
  /** What the release of „abgeholfen“ does, shown beside the objection. */
  arten: {
    zulassung: 'Zulassung zur Prüfung (der abgelehnte Antrag wird zugelassen)',
    ergebnisBerichtigung: 'Ergebnis „bestanden“ (Berichtigung des Ergebnisses nach § 42 VwVfG)',
    triftigerGrund: 'Der triftige Grund wird anerkannt (die versäumten Teile werden neu geladen)',
    anrechnung: 'Die Anrechnung wird gewährt (das Modul wird nicht geprüft)',
    nachteilsausgleich: 'Nachteilsausgleich mit den Maßnahmen, die die Abhilfe nennt',
  } as Record<string, string>,
  keineAbhilfe:
    'Für einen Bescheid dieser Art ist eine Abhilfe im Portal nicht vorgesehen. Bitte weisen Sie den Widerspruch zurück oder erledigen Sie ihn als zurückgenommen und treffen Sie die neue Entscheidung gesondert.',
  antragNichtMehrAbgelehnt:
    'Der Antrag, den der Bescheid abgelehnt hat, ist nicht mehr der aktuelle abgelehnte Antrag dieser Person (inzwischen wurde ein neuer Antrag angelegt). Eine Abhilfe durch Zulassung ist nicht mehr möglich.',
  ergebnisUnbekannt: 'Das Ergebnis, gegen das sich der Widerspruch richtet, ist nicht mehr zu finden.',
  grundUnbekannt:
    'Der abgelehnte triftige Grund, gegen dessen Ablehnung sich der Widerspruch richtet, ist nicht mehr zu finden.',
  anrechnungUnbekannt:
    'Die abgelehnte Anrechnung, gegen deren Ablehnung sich der Widerspruch richtet, ist nicht mehr zu finden (oder ein neuerer Antrag wurde angelegt).',
  bereitsAbgeholfen: (datum: string) => `Dieser Entscheidung wurde bereits am ${datum} abgeholfen.`,
  nachteilsausgleichNichtMehrGeltend:
    'Der Bescheid über den Nachteilsausgleich ist nicht mehr die geltende Entscheidung (inzwischen wurde neu entschieden). Eine Abhilfe ist nicht mehr möglich.',
  massnahmenFehlen:
    'Bitte geben Sie an, welche Maßnahmen des Nachteilsausgleichs die Abhilfe gewährt (mindestens eine).',
  massnahmenNurFuerNachteilsausgleich:
    'Maßnahmen eines Nachteilsausgleichs gibt es nur bei einer Abhilfe gegen einen Bescheid über den Nachteilsausgleich.',
  abhilfeGrund: (datum: string) =>
    `Ihr triftiger Grund wird anerkannt. Den Bescheid vom ${datum} erhalten Sie gesondert.`,
  abhilfeAnrechnung: (datum: string) =>
    `Die Anrechnung wird gewährt. Den Bescheid vom ${datum} erhalten Sie gesondert.`,
  abhilfeNachteilsausgleich: (datum: string) =>
    `Der Nachteilsausgleich wird gewährt. Den Bescheid vom ${datum} mit den Maßnahmen erhalten Sie gesondert.`,
  abhilfeZulassung: (datum: string) =>
    `Sie werden zur Prüfung zugelassen. Den Zulassungsbescheid vom ${datum} erhalten Sie gesondert.`,
  abhilfeErgebnis: (datum: string) =>
    `Das Ergebnis wird auf „bestanden“ berichtigt. Den Berichtigungsbescheid vom ${datum} erhalten Sie gesondert.`,
};
