// German texts of the back-office's legal checklist (Prüfliste, issue 26 point 2): the marks, the
// override of an admission with open points, and the server's refusals. The points' own labels are
// in messages-pruefliste.ts (the candidate's wizard names the same proofs).

export const prueflisteTexte = {
  titel: 'Prüfliste',
  einleitung:
    'Jeder Punkt folgt aus den Regeln für den gewählten Weg. Markieren Sie jeden Punkt als „geprüft“ oder „fehlt“. Zulassen können Sie, wenn alle Punkte geprüft sind, oder mit einer schriftlichen Begründung.',
  regel: 'Regel',
  nachweis: 'Nachweis',
  keinNachweis: 'Kein Nachweis hochzuladen; die Prüfungsstelle prüft ihre eigenen Unterlagen.',
  nachweisFehlt: 'Nicht beigefügt',
  oeffnen: (name: string) => `${name} öffnen`,
  markierung: 'Ergebnis der Prüfung',
  geprueft: 'geprüft',
  fehlt: 'fehlt',
  offen: 'offen',
  notiz: 'Notiz (freiwillig)',
  speichern: 'Markierung speichern',
  gespeichert: 'Die Markierung wurde gespeichert.',
  markiertVon: (wer: string, wann: string) => `von ${wer} am ${wann}`,
  stand: (geprueft: number, gesamt: number) => `${geprueft} von ${gesamt} Punkten geprüft`,
  vollstaendig: 'Alle Punkte sind geprüft.',
  fehlendeNachweise: 'Nachweise fehlen',
  keinAntrag: 'Es liegt kein eingereichter Antrag vor.',
  ueberschreibung: 'Begründung für die Zulassung trotz offener Punkte',
  ueberschreibungHinweis:
    'Nur nötig, wenn nicht alle Punkte der Prüfliste geprüft sind. Die Begründung wird im Protokoll festgehalten.',
  ueberschreibungZuLang: 'Die Begründung ist zu lang.',
  offenePunkte: (punkte: string) =>
    `Die Zulassung ist nicht möglich: Nicht alle Punkte der Prüfliste sind geprüft (${punkte}). Prüfen Sie die offenen Punkte oder begründen Sie die Zulassung schriftlich.`,
  ueberschriebenMit: (begruendung: string) => `Zulassung trotz offener Punkte der Prüfliste: ${begruendung}`,
  punktUnbekannt: 'Diesen Punkt hat die Prüfliste dieses Antrags nicht.',
  antragUnbekannt: 'Der Antrag ist nicht bekannt.',
  antragNichtAktuell:
    'Dieser Antrag ist nicht der aktuelle, eingereichte Antrag. Markierungen sind nur für den Antrag möglich, über den noch nicht entschieden ist.',
  notizZuLang: 'Die Notiz ist zu lang.',
  statusFehlt: 'Bitte wählen Sie „geprüft“ oder „fehlt“.',

  // Protokoll
  aktionen: {
    'pruefliste.markieren': 'Punkt der Prüfliste markiert',
    'kandidat.pruefliste.ansehen': 'Prüfliste angesehen',
  } as Record<string, string>,
} as const;
