// German texts of revocations (Rücknahme § 48, Widerruf § 49 VwVfG) and of § 42 corrections of decision
// letters (issue 26 point 6, decision 0055): the form's choices, the refusals and the letters.

export const aufhebungTexte = {
  /** The decision revoked, as the letter and the timeline name it. */
  entscheidungen: {
    zulassung: 'die Zulassung zur Prüfung',
    anrechnung: 'die Anrechnung von Prüfungsleistungen',
    triftigerGrund: 'die Anerkennung Ihres triftigen Grundes',
    nachteilsausgleich: 'die Gewährung eines Nachteilsausgleichs',
  } as Record<string, string>,
  vorschriften: {
    p48: 'Rücknahme (§ 48 VwVfG): die Entscheidung war rechtswidrig',
    p49: 'Widerruf (§ 49 VwVfG): die Entscheidung war rechtmäßig',
  } as Record<string, string>,
  widerrufsgruende: {
    '1': 'Nr. 1: Der Widerruf ist durch Rechtsvorschrift zugelassen oder im Bescheid vorbehalten.',
    '2': 'Nr. 2: Mit dem Bescheid war eine Auflage verbunden, die nicht oder nicht fristgerecht erfüllt wurde.',
    '3': 'Nr. 3: Auf Grund nachträglich eingetretener Tatsachen dürfte der Bescheid nicht erlassen werden, und ohne den Widerruf wäre das öffentliche Interesse gefährdet.',
    '4': 'Nr. 4: Auf Grund einer geänderten Rechtsvorschrift dürfte der Bescheid nicht erlassen werden, und von der Vergünstigung wurde noch kein Gebrauch gemacht.',
    '5': 'Nr. 5: Der Widerruf verhindert oder beseitigt schwere Nachteile für das Gemeinwohl.',
  } as Record<string, string>,
  nurLeitungEntwurf: 'Die Aufhebung einer Entscheidung entwirft nur die Leitung der Prüfungsstelle.',
  hinweisAufhebung: 'Die Aufhebung gibt eine andere Person mit der Rolle Leitung frei.',
  bescheidUnbekannt: 'Diesen Bescheid gibt es in der Akte dieser Person nicht.',
  nichtAufhebbar:
    'Dieser Bescheid enthält keine begünstigende Entscheidung, die im Portal aufgehoben werden kann (Zulassung, Anrechnung, anerkannter triftiger Grund, gewährter Nachteilsausgleich).',
  bereitsAufgehoben: (datum: string) => `Diese Entscheidung wurde bereits am ${datum} aufgehoben.`,
  fristAbgelaufen: (kenntnis: string, ende: string) =>
    `Die Jahresfrist des § 48 Absatz 4 VwVfG ist abgelaufen: Die Prüfungsstelle hat am ${kenntnis} Kenntnis erhalten, die Frist endete am ${ende}. Die Entscheidung kann nicht mehr aufgehoben werden.`,
  erschlichenUngueltig: 'Bitte geben Sie an, ob der Bescheid erschlichen wurde (ja oder nein).',
  erschlichenNurRuecknahme:
    'Ein durch Täuschung, Drohung, Bestechung oder unrichtige Angaben erwirkter Bescheid ist rechtswidrig: Wählen Sie die Rücknahme (§ 48 VwVfG).',
  kenntnisZukunft: 'Der Tag der Kenntnis darf nicht in der Zukunft liegen.',
  kenntnisFehlt: 'Bitte geben Sie an, wann die Prüfungsstelle von den Tatsachen Kenntnis erhalten hat.',
  vorschriftFehlt: 'Bitte wählen Sie: Rücknahme (§ 48 VwVfG) oder Widerruf (§ 49 VwVfG).',
  widerrufsgrundFehlt: 'Bitte wählen Sie den Widerrufsgrund nach § 49 Absatz 2 VwVfG.',
  widerrufsgrundNurWiderruf: 'Einen Widerrufsgrund gibt es nur beim Widerruf (§ 49 VwVfG).',
  grundFehlt: 'Bitte begründen Sie die Aufhebung.',
  grundZuLang: 'Die Begründung darf höchstens 5000 Zeichen lang sein.',
  entscheidungGiltNicht:
    'Die Entscheidung dieses Bescheids gilt nicht mehr (sie betrifft nicht den aktuellen Antrag oder wurde inzwischen anders entschieden). Sie kann nicht aufgehoben werden.',
  // The letter.
  betreffRuecknahme: 'Bescheid über die Rücknahme einer Entscheidung (§ 48 VwVfG)',
  betreffWiderruf: 'Bescheid über den Widerruf einer Entscheidung (§ 49 VwVfG)',
  briefRuecknahme: (vom: string, entscheidung: string, datei: string) =>
    `unser Bescheid vom ${vom} über ${entscheidung} (${datei}) war rechtswidrig. Er wird hiermit nach § 48 des Verwaltungsverfahrensgesetzes (VwVfG) mit Wirkung für die Zukunft zurückgenommen.`,
  briefWiderruf: (vom: string, entscheidung: string, datei: string, nr: string) =>
    `unser Bescheid vom ${vom} über ${entscheidung} (${datei}) wird hiermit nach § 49 Absatz 2 Satz 1 Nummer ${nr} des Verwaltungsverfahrensgesetzes (VwVfG) mit Wirkung für die Zukunft widerrufen.`,
  briefKenntnis: (kenntnis: string, ende: string) =>
    `Die Prüfungsstelle hat von den Tatsachen, die die Aufhebung rechtfertigen, am ${kenntnis} Kenntnis erhalten; die Frist des § 48 Absatz 4 VwVfG endet am ${ende}.`,
  /** § 48 (4) sentence 2 VwVfG: no year for a decision obtained by deceit (decision 0060). */
  briefOhneFrist: (kenntnis: string) =>
    `Die Prüfungsstelle hat von den Tatsachen, die die Rücknahme rechtfertigen, am ${kenntnis} Kenntnis erhalten. Die Frist des § 48 Absatz 4 Satz 1 VwVfG gilt nicht, weil der Bescheid durch arglistige Täuschung, Drohung oder Bestechung oder durch Angaben erwirkt wurde, die in wesentlicher Beziehung unrichtig oder unvollständig waren (§ 48 Absatz 4 Satz 2 in Verbindung mit Absatz 2 Satz 3 Nummer 1 VwVfG).`,
  folgen: {
    zulassung:
      'Sie sind damit nicht mehr zur Prüfung zugelassen. Auf dieser Zulassung beruhende Ladungen werden gegenstandslos.',
    anrechnung: 'Die Prüfungsleistung wird damit nicht mehr angerechnet.',
    triftigerGrund: 'Ihr triftiger Grund gilt damit nicht mehr als anerkannt.',
    nachteilsausgleich: 'Der Nachteilsausgleich wird damit künftig nicht mehr gewährt.',
  } as Record<string, string>,
  briefBetroffen: 'Davon betroffen sind folgende Ladungen:',
  betroffeneLadung: (pruefung: string, teil: string, vom: string) =>
    `${pruefung}, ${teil}: Ladung vom ${vom}`,
  teile: {
    schriftlich: 'schriftliche Prüfung',
    muendlich: 'mündliche Prüfung',
    awr: 'Aufsichtsarbeit Wirtschaftsrecht',
    ast: 'Aufsichtsarbeit Steuerrecht',
    mp: 'mündliche Prüfung',
  } as Record<string, string>,
  briefDateiRuecknahme: 'Ruecknahmebescheid',
  briefDateiWiderruf: 'Widerrufsbescheid',
  /** The candidate's timeline. */
  ereignis: (entscheidung: string, vorschrift: 'p48' | 'p49') =>
    vorschrift === 'p48'
      ? `Aufgehoben: ${entscheidung} (Rücknahme, § 48 VwVfG)`
      : `Aufgehoben: ${entscheidung} (Widerruf, § 49 VwVfG)`,
  aufgehoben: (datei: string) => `Die Entscheidung des Bescheids ${datei} ist aufgehoben.`,
};

export const bescheidBerichtigungTexte = {
  fehlerarten: {
    schreibfehler: 'einen Schreibfehler',
    rechenfehler: 'einen Rechenfehler',
    offenbar: 'eine ähnliche offenbare Unrichtigkeit',
  } as Record<string, string>,
  fehlerartNamen: {
    schreibfehler: 'Schreibfehler',
    rechenfehler: 'Rechenfehler',
    offenbar: 'ähnliche offenbare Unrichtigkeit',
  } as Record<string, string>,
  nurLeitungEntwurf: 'Die Berichtigung eines Bescheids entwirft nur die Leitung der Prüfungsstelle.',
  nichtBerichtigungsfaehig:
    'Dieser Bescheid kann hier nicht berichtigt werden. Berichtigt werden Bescheide über Zulassung, Ablehnung, Anrechnung, triftigen Grund und Nachteilsausgleich; ein Ergebnis berichtigen Sie beim Ergebnis selbst.',
  gleich: 'Die berichtigte Fassung gleicht der bisherigen. Bitte geben Sie an, was richtig ist.',
  unrichtigFehlt: 'Bitte geben Sie an, was im Bescheid steht.',
  richtigFehlt: 'Bitte geben Sie an, was richtig ist.',
  fehlerartFehlt: 'Bitte wählen Sie die Art des Fehlers.',
  textZuLang: 'Der Text darf höchstens 1000 Zeichen lang sein.',
  betreff: (vom: string) => `Berichtigung unseres Bescheids vom ${vom} (§ 42 VwVfG)`,
  brief: (vom: string, datei: string, fehler: string) =>
    `unser Bescheid vom ${vom} (${datei}) enthält ${fehler}.`,
  briefUnrichtig: (text: string) => `Dort heißt es: „${text}“`,
  briefRichtig: (text: string) => `Richtig ist: „${text}“`,
  briefBerichtigt:
    'Der Bescheid wird insoweit nach § 42 des Verwaltungsverfahrensgesetzes (VwVfG) berichtigt.',
  briefIuebrigen: (vom: string) => `Im Übrigen bleibt der Bescheid vom ${vom} unverändert.`,
  briefDatei: 'Berichtigung-Bescheid',
  // A correction that changes a fact: the admission date (decision 0066).
  zulassungsdatumUngueltig: 'Bitte geben Sie das richtige Zulassungsdatum als Datum an (TT.MM.JJJJ).',
  zulassungsdatumNurZulassung:
    'Ein berichtigtes Zulassungsdatum gibt es nur bei dem Zulassungsbescheid der geltenden Zulassung.',
  zulassungsdatumGleich: (datum: string) => `Das Zulassungsdatum ist bereits der ${datum}.`,
  zulassungsdatumZukunft: 'Das berichtigte Zulassungsdatum darf nicht in der Zukunft liegen.',
  zulassungsdatumVorAntrag: (antrag: string) =>
    `Das berichtigte Zulassungsdatum darf nicht vor dem Antrag vom ${antrag} liegen.`,
  briefZulassungsdatum: (datum: string) =>
    `Als Tag der Zulassung gilt der ${datum}. Fristen, die mit der Zulassung beginnen, werden von diesem Tag an berechnet.`,
  ereignis: (datei: string) => `Bescheid berichtigt (§ 42 VwVfG): ${datei}`,
};

/** The Kandidat page's forms of a leitung beside a filed decision letter (decision 0055). */
export const aufhebungFormular = {
  bescheidTitel: (datei: string, am: string) => `Bescheid „${datei}“ vom ${am}`,
  zulassungsdatum: 'Richtiges Zulassungsdatum (nur bei einem Zulassungsbescheid)',
  zulassungsdatumHinweis:
    'Nur ausfüllen, wenn der Fehler das Datum der Zulassung betrifft: Status, Fristen und Akte lesen dann dieses Datum.',
  aufhebenTitel: 'Bescheid aufheben (§§ 48, 49 VwVfG)',
  vorschrift: 'Art der Aufhebung',
  widerrufsgrund: 'Widerrufsgrund (§ 49 Absatz 2 VwVfG)',
  kenntnisAm: 'Kenntnis erhalten am',
  erschlichen:
    'Der Bescheid wurde durch arglistige Täuschung, Drohung oder Bestechung oder durch wesentlich unrichtige oder unvollständige Angaben erwirkt (§ 48 Absatz 2 Satz 3 Nummer 1 VwVfG)',
  erschlichenHinweis:
    'Dann gilt die Jahresfrist des § 48 Absatz 4 VwVfG nicht (Satz 2). Nur bei der Rücknahme; die Begründung muss es belegen.',
  kenntnisHinweis:
    'Der Tag, an dem die Prüfungsstelle von den Tatsachen erfahren hat, die die Aufhebung rechtfertigen. Ab diesem Tag läuft die Jahresfrist des § 48 Absatz 4 VwVfG.',
  begruendung: 'Begründung',
  aufhebenEntwerfen: 'Aufhebung entwerfen',
  berichtigenTitel: 'Bescheid berichtigen (§ 42 VwVfG)',
  fehlerart: 'Art des Fehlers',
  unrichtig: 'Was im Bescheid steht',
  richtig: 'Was richtig ist',
  berichtigenEntwerfen: 'Berichtigung entwerfen',
};
