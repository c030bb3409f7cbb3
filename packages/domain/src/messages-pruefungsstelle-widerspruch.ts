// German texts of objections (Widerspruch, issue 26 point 6, decision 0038): recording one against a
// released decision letter, the period hint, deciding it as a draft (abgeholfen, zurückgewiesen,
// zurückgenommen) and its letters.

export const widerspruchTexte = {
  // Recording
  erfasst: (eingang: string) => `Der Widerspruch vom ${eingang} ist erfasst.`,
  bescheidUnbekannt: 'Diesen Bescheid gibt es für diese Person nicht.',
  widerspruchUnbekannt: 'Diesen Widerspruch gibt es für diese Person nicht.',
  bescheidFehlt: 'Bitte wählen Sie den Bescheid, gegen den sich der Widerspruch richtet.',
  eingangFehlt: 'Bitte geben Sie an, wann der Widerspruch eingegangen ist (TT.MM.JJJJ).',
  eingangZukunft: 'Der Eingang des Widerspruchs darf nicht in der Zukunft liegen.',
  eingangVorBescheid: (datum: string) =>
    `Der Widerspruch kann nicht vor dem Bescheid vom ${datum} eingegangen sein.`,
  begruendungFehlt: 'Bitte geben Sie die Begründung des Widerspruchs an (oder „ohne Begründung“).',
  begruendungZuLang: 'Der Text darf höchstens 5.000 Zeichen lang sein.',
  fristHinweis: (bekanntgabe: string, ende: string) =>
    `Bekanntgabe am ${bekanntgabe}, Widerspruchsfrist bis ${ende} (§ 70 VwGO).`,
  verspaetet: 'verspätet',
  rechtzeitig: 'fristgerecht',

  // Deciding
  hinweisWiderspruch:
    'Die Entscheidung über den Widerspruch muss eine andere Person mit der Rolle Leitung freigeben. Erst mit der Freigabe wird der Bescheid verschickt.',
  ergebnisFehlt: 'Bitte wählen Sie, wie der Widerspruch erledigt wird.',
  abhilfeFehlt: 'Bitte geben Sie an, welche Entscheidung der Abhilfebescheid trifft.',
  gruendeFehlen: 'Ein Widerspruchsbescheid braucht eine Begründung.',
  bereitsErledigt: (am: string, ergebnis: string) =>
    `Dieser Widerspruch ist bereits am ${am} erledigt (${ergebnis}).`,
  erledigt: (email: string, ergebnis: string) => `Der Widerspruch von ${email} ist erledigt: ${ergebnis}.`,
  ergebnisse: {
    abgeholfen: 'abgeholfen',
    zurueckgewiesen: 'zurückgewiesen',
    zurueckgenommen: 'zurückgenommen',
  } as Record<string, string>,
  aktionErfassen: 'Widerspruch erfasst',
  aktionEntscheiden: 'Widerspruch erledigt',
};
