// German texts of the Kandidat page's objections section (issue 26 point 6, decisions 0038 and 0050):
// recording an objection against a decision letter, its period, and drafting its outcome.

export const widerspruchFormular = {
  titel: 'Widersprüche',
  einleitung:
    'Erfassen Sie einen Widerspruch, sobald er eingegangen ist. Über den Widerspruch wird mit einem Entwurf entschieden, den eine andere Person mit der Rolle Leitung freigibt.',
  keine: 'Zu dieser Person ist kein Widerspruch erfasst.',
  keineBescheide: 'Es gibt noch keinen Bescheid, gegen den ein Widerspruch erfasst werden kann.',

  // Recording
  erfassenTitel: 'Widerspruch erfassen',
  bescheid: 'Bescheid, gegen den sich der Widerspruch richtet',
  bescheidWaehlen: 'Bitte wählen',
  bescheidOption: (datei: string, am: string) => `${datei} vom ${am}`,
  eingegangenAm: 'Eingegangen am',
  eingegangenAmHinweis: 'Der Tag, an dem der Widerspruch bei der Prüfungsstelle eingegangen ist.',
  begruendung: 'Begründung des Widerspruchs',
  begruendungHinweis: 'Wie die Person den Widerspruch begründet (oder „ohne Begründung“).',
  erfassen: 'Widerspruch erfassen',

  // One objection
  widerspruchVom: (eingang: string, datei: string, vom: string) =>
    `Widerspruch vom ${eingang} gegen „${datei}“ vom ${vom}`,
  frist: 'Widerspruchsfrist',
  fristText: (bekanntgabe: string, ende: string) => `Bekanntgabe am ${bekanntgabe}, Frist bis ${ende}`,
  verspaetet: 'verspätet',
  fristgerecht: 'fristgerecht',
  erfasstVon: 'Erfasst von',
  abhilfeWirkung: 'Wirkung einer Abhilfe',
  keineAbhilfe:
    'Keine im Portal: Eine Abhilfe ist für diese Art von Bescheid nicht vorgesehen; weisen Sie den Widerspruch zurück oder bestätigen Sie seine Rücknahme.',
  erledigt: (am: string, ergebnis: string) => `Erledigt am ${am}: ${ergebnis}`,
  bescheidOeffnen: 'Bescheid öffnen',

  // Drafting the outcome
  entscheidenTitel: 'Über den Widerspruch entscheiden',
  ergebnis: 'Erledigung',
  ergebnisse: {
    abgeholfen: 'Abhelfen (der Bescheid wird geändert)',
    zurueckgewiesen: 'Zurückweisen (Widerspruchsbescheid)',
    zurueckgenommen: 'Rücknahme des Widerspruchs bestätigen',
  } as Record<string, string>,
  abhilfe: 'Was der Abhilfebescheid entscheidet',
  abhilfeHinweis: 'Steht im Abhilfebescheid; die Wirkung oben tritt mit der Freigabe ein.',
  massnahmenTitel: 'Maßnahmen, die die Abhilfe gewährt',
  massnahmenHinweis:
    'Mit der Freigabe gilt ein neuer Bescheid über den Nachteilsausgleich mit diesen Maßnahmen; er wird neben dem Abhilfebescheid abgelegt.',
  gruende: 'Gründe',
  gruendeHinweis: 'Für einen Widerspruchsbescheid erforderlich, sonst freiwillig.',
  entwerfen: 'Entwurf speichern',
};
