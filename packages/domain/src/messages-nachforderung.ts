// German texts of the Nachforderung (issue 27 point 2) and the processing deadline (point 3), for the
// candidate's /start and answer page, the back-office and the notice filed in the file.

export const nachforderungTexte = {
  titel: 'Nachforderung von Unterlagen',
  stand: {
    offen: (frist: string) => `Nachforderung offen (Frist ${frist})`,
    beantwortet: 'beantwortet',
    abgelaufen: 'Frist abgelaufen',
    erledigt: 'erledigt',
  },
  artDokument: 'Dokument',
  artFrage: 'Angabe',
  verspaetet: 'verspätet',
  fristBis: (frist: string) => `Bitte antworten Sie bis zum ${frist}.`,
  antwortText: 'Ihre Angabe',
  antwortDokument: 'Dokument hochladen',
  antworten: 'Antwort senden',
  antwortEingegangen: (zeitpunkt: string) => `Ihre Antwort ist am ${zeitpunkt} eingegangen.`,
  keineAntwort: 'noch nicht beantwortet',
  offeneAnforderungen: 'Die Prüfungsstelle bittet um folgende Unterlagen oder Angaben',
  vollstaendigSeit: (datum: string) => `Vollständig seit ${datum}`,
  entscheidungBis: (datum: string) => `Entscheidung fällig bis ${datum}`,
  restTage: (n: number) =>
    n < 0 ? `${-n} ${n === -1 ? 'Tag' : 'Tage'} überfällig` : `noch ${n} ${n === 1 ? 'Tag' : 'Tage'}`,
  esFehlt: (was: string) => `Es fehlt noch: ${was}`,

  // Office
  anfordern: 'Nachforderung senden',
  nachfassen: 'Erneut nachfordern',
  erledigen: 'Als erledigt abschließen',
  frist: 'Frist',
  hinweis: 'Hinweis an die Kandidatin oder den Kandidaten',
  bezeichnung: 'Was wird benötigt?',
  bezeichnungHinweis: 'Ein Punkt je Zeile, zum Beispiel „Zeugnis über die Abschlussprüfung“.',
  artWahl: 'Art der Punkte',
  keinTyp: 'keine bestimmte',
  fristHinweis: (tage: number) => `Leer lassen für die übliche Frist von ${tage} Tagen.`,
  keineNachforderungen: 'Bisher wurden keine Unterlagen nachgefordert.',
  dokumentOeffnen: (name: string) => `${name} öffnen`,
  folgeZu: 'Diese Nachforderung ersetzt die bisherige; die bisherige wird abgeschlossen.',
  gesendet: 'Die Nachforderung wurde gesendet und in der Akte abgelegt.',
  abgeschlossen: 'Die Nachforderung wurde abgeschlossen.',
  dokumentTyp: 'Erwartete Dokumentart',
  ausPruefliste: (punkte: string) => `In der Prüfliste als fehlend markiert: ${punkte}`,
  ausPrueflisteUebernehmen: 'Aus der Prüfliste übernehmen',

  // Queues of the Eingang
  queues: {
    'nachforderung-offen': 'Nachforderung offen',
    'nachforderung-beantwortet': 'Nachforderung beantwortet',
    'frist-abgelaufen': 'Frist abgelaufen',
  },
  leer: {
    'nachforderung-offen': 'Es gibt keine offenen Nachforderungen.',
    'nachforderung-beantwortet': 'Es gibt keine beantworteten Nachforderungen zu prüfen.',
    'frist-abgelaufen': 'Bei keiner Nachforderung ist die Frist abgelaufen.',
  },
  was: (punkte: number, frist: string) =>
    `Nachforderung: ${punkte} ${punkte === 1 ? 'Punkt' : 'Punkte'}, Frist ${frist}`,

  // The notice filed in the file
  briefText: (pruefung: string, datum: string) =>
    `für die Entscheidung über Ihren Antrag auf Zulassung ${pruefung} vom ${datum} benötigen wir noch die folgenden Unterlagen oder Angaben:`,
  briefTextOhneDatum: (pruefung: string) =>
    `für die Entscheidung über Ihren Antrag auf Zulassung ${pruefung} benötigen wir noch die folgenden Unterlagen oder Angaben:`,
  briefFrist: (frist: string) =>
    `Bitte reichen Sie diese bis zum ${frist} über das Examensportal ein (Startseite, „Nachforderung von Unterlagen“). Sie können jeden Punkt mit einem Dokument oder einer Angabe beantworten.`,
  briefFolge:
    'Geht bis zum Ablauf der Frist nichts ein, entscheiden wir über Ihren Antrag nach Aktenlage. Eine später eingehende Antwort nehmen wir noch entgegen und berücksichtigen sie, solange nicht entschieden ist.',
  briefPunkt: (art: string, bezeichnung: string) => `${art}: ${bezeichnung}`,

  // Server answers
  punkteFehlen: 'Bitte nennen Sie mindestens eine Unterlage oder Angabe.',
  zuVielePunkte: 'Bitte nennen Sie höchstens 20 Punkte in einer Nachforderung.',
  bezeichnungFehlt: 'Bitte beschreiben Sie, was benötigt wird.',
  bezeichnungZuLang: 'Die Beschreibung darf höchstens 300 Zeichen lang sein.',
  artUngueltig: 'Bitte wählen Sie Dokument oder Angabe.',
  dokumentTypUngueltig: 'Diese Dokumentart gibt es nicht.',
  pruefpunktUngueltig: 'Dieser Prüfpunkt ist ungültig.',
  fristUngueltig: 'Bitte geben Sie die Frist als gültiges Datum an.',
  fristVergangen: 'Die Frist muss nach dem heutigen Tag liegen.',
  hinweisZuLang: 'Der Hinweis darf höchstens 2000 Zeichen lang sein.',
  textFehlt: 'Bitte geben Sie eine Angabe ein oder wählen Sie ein Dokument.',
  textZuLang: 'Die Angabe darf höchstens 5000 Zeichen lang sein.',
  nurEines: 'Bitte senden Sie entweder eine Angabe oder ein Dokument.',
  keinAntrag: 'Es gibt keinen eingereichten Antrag, zu dem Unterlagen nachgefordert werden können.',
  antragEntschieden:
    'Über diesen Antrag ist bereits entschieden oder er wurde zurückgenommen; eine Nachforderung ist nicht mehr möglich.',
  unbekannt: 'Diese Nachforderung gibt es nicht.',
  punktUnbekannt: 'Diesen Punkt gibt es in dieser Nachforderung nicht.',
  bereitsErledigt: 'Diese Nachforderung ist bereits abgeschlossen.',
  dokumentUnbekannt: 'Dieses Dokument gibt es in Ihrer Akte nicht.',
  dokumentVergeben: 'Dieses Dokument gehört bereits zu einer anderen Erklärung oder Antwort.',
} as const;
