// German texts of corrections (issue 26 point 6, decision 0032): a leitung corrects an obvious error in
// a recorded result (§ 42 VwVfG) as a draft that a second leitung releases.

export const berichtigungTexte = {
  // The draft and its refusals
  nurLeitungEntwurf:
    'Eine Berichtigung nach § 42 VwVfG kann nur eine Person mit der Rolle Leitung entwerfen.',
  hinweisBerichtigung:
    'Diese Berichtigung muss eine andere Person mit der Rolle Leitung freigeben. Erst mit der Freigabe wird der Bescheid verschickt.',
  ergebnisUnbekannt: 'Dieses Ergebnis gibt es für diese Person nicht.',
  bereitsBerichtigt: (am: string) =>
    `Dieses Ergebnis wurde bereits am ${am} berichtigt. Eine weitere Berichtigung ist nicht möglich.`,
  keineAenderung: 'Das berichtigte Ergebnis muss sich vom erfassten Ergebnis unterscheiden.',
  spaetereAnmeldung:
    'Dieses Ergebnis kann nicht mehr berichtigt werden: Die Person ist danach erneut zu dieser Modulprüfung angemeldet worden.',
  spaetererVersuch:
    'Dieses Ergebnis kann nicht mehr berichtigt werden: Danach wurde ein weiterer Versuch der Eignungsprüfung begonnen.',
  spaetererAntrag:
    'Dieses Ergebnis kann nicht mehr berichtigt werden: Es gehört zu einem früheren Zulassungsantrag, seitdem wurde ein neuer Antrag gestellt.',
  ergebnisFehlt: 'Bitte wählen Sie das berichtigte Ergebnis.',
  begruendungFehlt: 'Bitte geben Sie an, worin die offenbare Unrichtigkeit besteht.',
  begruendungZuLang: 'Die Begründung darf höchstens 5.000 Zeichen lang sein.',
  berichtigt: (email: string, am: string) => `Das Ergebnis vom ${am} für ${email} ist berichtigt.`,
  aktion: 'Ergebnis berichtigt (§ 42 VwVfG)',

  // The decision page's section of recorded results
  ergebnisseTitel: 'Erfasste Ergebnisse',
  ergebnisseText:
    'Ein offenbar unrichtig erfasstes Ergebnis berichtigt die Leitung nach § 42 VwVfG. Die Berichtigung gibt eine andere Person mit der Rolle Leitung frei; das erfasste Ergebnis bleibt im Protokoll erhalten.',
  ergebnisTitel: (pruefung: string, am: string) => `${pruefung}: Ergebnis vom ${am}`,
  ergebnisGilt: 'Es gilt',
  berichtigtAm: 'Berichtigt am',
  nichtBerichtigt: 'nicht berichtigt',
  ergebnisse: { passed: 'bestanden', failed: 'nicht bestanden' },
  berichtigtesErgebnis: 'Berichtigtes Ergebnis',
  begruendungHinweis:
    'Pflicht: Worin besteht die offenbare Unrichtigkeit (z. B. Übertragungsfehler aus der Niederschrift)? Die Begründung steht im Bescheid.',
  nurLeitungHinweis: 'Berichtigungen entwirft die Leitung der Prüfungsstelle.',
  /** The correction form's grades (decision 0056). */
  notenHinweis:
    'Die Noten nach der Niederschrift, z. B. 3,70. Leer lassen, wenn nur das Ergebnis berichtigt wird. Die Prüfungsstelle prüft, ob das Ergebnis zu den Noten passt.',
  entscheidung: 'Berichtigen',
};
