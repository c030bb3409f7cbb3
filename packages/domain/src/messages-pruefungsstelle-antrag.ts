// German texts of the back-office's view of the application as sent (issue 26 point 1, decision
// 0027): the Kandidat page, the decision page and the Eingang's badge. The rows themselves carry the
// wizard's own labels (rules/antrag-ansicht.ts).

export const antragTexte = {
  titel: 'Antrag wie eingereicht',
  einleitung:
    'Alle Angaben und Anlagen, wie die Kandidatin oder der Kandidat sie mit dem Antrag gesendet hat. Eine Anlage öffnet sich in der Dokumentansicht.',
  laden: 'Der Antrag wird geladen …',
  keinAntrag: 'Es ist noch kein Antrag eingegangen.',
  antrag: (versuch: number, termin: string) => `Antrag für den Prüfungstermin ${termin} (Versuch ${versuch})`,
  eingereichtAm: (zeitpunkt: string) => `Eingegangen am ${zeitpunkt} Uhr`,
  aktuell: 'Aktueller Antrag',
  fruehere: 'Frühere Anträge',
  anzeigen: (titel: string) => `${titel} anzeigen`,
  nachteilsausgleich: 'Nachteilsausgleich beantragt',
  anlageOeffnen: (name: string) => `Anlage ${name} ansehen`,
  anlageFehlt: (name: string) => `${name} (nicht mehr in der Akte)`,
} as const;
