// German texts of the Nachteilsausgleich decision (issue 26 point 4): the back-office's form, the
// letter, the measures as sentences and the candidate's status line.

export const nachteilsausgleich = {
  titel: 'Nachteilsausgleich',
  beantragt: 'Nachteilsausgleich beantragt',
  gewaehrt: 'Nachteilsausgleich gewährt',
  abgelehnt: 'Nachteilsausgleich abgelehnt',
  nichtBeantragt: 'Kein Nachteilsausgleich beantragt',
  einleitung:
    'Die Kandidatin oder der Kandidat hat einen Nachteilsausgleich beantragt. Legen Sie die Maßnahmen fest oder lehnen Sie den Antrag mit Begründung ab. Eine spätere Entscheidung ersetzt eine frühere.',
  bisher: 'Bisherige Entscheidung',
  keineEntscheidung: 'Noch nicht entschieden',
  entschiedenAm: (datum: string) => `entschieden am ${datum}`,
  entscheidung: 'Entscheidung über den Nachteilsausgleich',
  gewaehren: 'Gewähren',
  ablehnen: 'Ablehnen',
  verlaengerung: 'Verlängerung der Bearbeitungszeit (Prozent)',
  verlaengerungHinweis: (min: number, max: number) =>
    `Ganze Zahl von ${min} bis ${max}; leer lassen, wenn keine Verlängerung gewährt wird.`,
  eigenerRaum: 'Bearbeitung in einem gesonderten Raum',
  hilfsmittel: 'Zusätzliche Hilfsmittel',
  hilfsmittelHinweis: 'Ein Hilfsmittel je Zeile, zum Beispiel „Vergrößerungssoftware“.',
  freitext: 'Weitere Maßnahme',
  begruendung: 'Begründung',
  begruendungHinweis: 'Bei einer Ablehnung Pflicht; sie steht im Bescheid.',
  ablehnungHinweis: 'Eine Ablehnung gibt eine Person mit der Rolle Leitung frei.',

  // Field errors (the server answers the same, 422 with the field).
  entscheidungFehlt: 'Bitte wählen Sie eine Entscheidung.',
  verlaengerungUngueltig: (min: number, max: number) =>
    `Bitte geben Sie die Verlängerung als ganze Zahl von ${min} bis ${max} Prozent an.`,
  keineMassnahme: 'Bitte legen Sie mindestens eine Maßnahme fest.',
  hilfsmittelZuViele: (max: number) => `Bitte nennen Sie höchstens ${max} Hilfsmittel.`,
  hilfsmittelZuLang: (max: number) => `Jedes Hilfsmittel darf höchstens ${max} Zeichen lang sein.`,
  freitextZuLang: (max: number) => `Die weitere Maßnahme darf höchstens ${max} Zeichen lang sein.`,
  begruendungFehlt: 'Bitte begründen Sie die Ablehnung.',
  begruendungZuLang: 'Die Begründung ist zu lang.',

  // Refusals (409).
  nichtBeantragt409:
    'Für diese Person liegt kein Antrag auf Nachteilsausgleich vor; die Prüfungsstelle entscheidet darüber nur auf Antrag.',
  keinAntrag: 'Für diese Person liegt kein eingereichter Antrag auf Zulassung vor.',
  antragNichtAktuell:
    'Der Antrag dieses Entwurfs ist nicht mehr der aktuelle Antrag der Person; bitte verwerfen Sie den Entwurf.',

  // The measures as sentences.
  satzVerlaengerung: (prozent: number) =>
    `Verlängerung der Bearbeitungszeit der Aufsichtsarbeiten um ${prozent} Prozent`,
  satzEigenerRaum: 'Bearbeitung der Aufsichtsarbeiten in einem gesonderten Raum',
  satzHilfsmittel: (liste: string) => `Zusätzlich zugelassene Hilfsmittel: ${liste}`,

  // The letter.
  betreff: 'Bescheid über Ihren Antrag auf Nachteilsausgleich',
  briefGewaehrt: (pruefung: string) =>
    `auf Ihren Antrag gewähren wir Ihnen für die Prüfungen ${pruefung} einen Nachteilsausgleich. Es gelten folgende Maßnahmen:`,
  briefAbgelehnt: (pruefung: string) =>
    `Ihr Antrag auf Nachteilsausgleich für die Prüfungen ${pruefung} wird abgelehnt.`,
  briefFolge:
    'Die Maßnahmen gelten für alle Aufsichtsarbeiten, zu denen wir Sie laden; jede Ladung nennt sie. Eine spätere Entscheidung über Ihren Nachteilsausgleich ersetzt diese.',

  // The candidate's status (/start) and the lists.
  standGewaehrt: 'Ihr Nachteilsausgleich ist gewährt. Es gelten folgende Maßnahmen:',
  standAbgelehnt: 'Ihr Antrag auf Nachteilsausgleich wurde abgelehnt. Den Bescheid finden Sie in Ihrer Akte.',
  standOffen: 'Über Ihren Antrag auf Nachteilsausgleich ist noch nicht entschieden.',
  spalteMassnahmen: 'Nachteilsausgleich',
  keine: '–',
} as const;
