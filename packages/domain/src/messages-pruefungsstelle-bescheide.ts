// German texts of the office's decision letters (Bescheide) and of the mail that announces a new
// document in the digital file (issue 15). The letter layout follows the chamber's letters: sender
// line, address block, date and reference, subject 'Bescheid über …', body, reasons, legal remedy.

export const bescheide = {
  absender: 'Wirtschaftsprüferkammer – Prüfungsstelle für das Wirtschaftsprüfungsexamen',
  absenderZeile: 'Prüfungsstelle für das Wirtschaftsprüfungsexamen bei der Wirtschaftsprüferkammer',
  ort: 'Berlin',
  datumZeile: (ort: string, datum: string) => `${ort}, ${datum}`,
  aktenzeichen: 'Aktenzeichen',
  datum: 'Datum',
  anredeFrau: (nachname: string) => `Sehr geehrte Frau ${nachname},`,
  anredeHerr: (nachname: string) => `Sehr geehrter Herr ${nachname},`,
  anredeNeutral: (vorname: string, nachname: string) => `Guten Tag ${vorname} ${nachname},`,
  begruendung: 'Begründung',
  rechtsbehelfsbelehrung: 'Rechtsbehelfsbelehrung',
  // [I] § 70 VwGO, § 58 VwGO: one month from notification; the office of the chamber receives it.
  rechtsbehelfText:
    'Gegen diesen Bescheid kann innerhalb eines Monats nach seiner Bekanntgabe Widerspruch erhoben werden. Der Widerspruch ist schriftlich, in elektronischer Form nach § 3a Absatz 2 des Verwaltungsverfahrensgesetzes oder zur Niederschrift bei der Prüfungsstelle für das Wirtschaftsprüfungsexamen bei der Wirtschaftsprüferkammer einzulegen.',
  gruss: 'Mit freundlichen Grüßen',
  unterschrift: 'Ihre Prüfungsstelle',
  maschinell: 'Dieser Bescheid wurde maschinell erstellt und ist ohne Unterschrift gültig.',
  autor: 'Prüfungsstelle für das Wirtschaftsprüfungsexamen',

  betreff: {
    zulassung: 'Bescheid über die Zulassung zur Prüfung',
    ablehnung: 'Bescheid über die Ablehnung Ihres Antrags auf Zulassung zur Prüfung',
    triftigerGrund: 'Bescheid über Ihren triftigen Grund',
    anrechnung: 'Bescheid über Ihren Antrag auf Anrechnung',
    ladung: 'Ladung zur Prüfung',
    ergebnis: 'Bescheid über das Ergebnis der Prüfung',
    berichtigung: 'Berichtigung des Bescheids über das Ergebnis der Prüfung',
    abhilfe: 'Abhilfebescheid zu Ihrem Widerspruch',
    widerspruchsbescheid: 'Widerspruchsbescheid',
    ruecknahmeWiderspruch: 'Bestätigung der Rücknahme Ihres Widerspruchs',
  },
  /** With the preposition the sentences need ('zugelassen zum …'). */
  zurPruefung: { WP: 'zum Wirtschaftsprüfungsexamen', EIGNUNG: 'zur Eignungsprüfung' },
  eignungspruefung: 'Eignungsprüfung',
  modulpruefung: (modul: string) => `Modulprüfung ${modul}`,

  zulassungText: (zurPruefung: string, datum: string, termin: string) =>
    `auf Ihren Antrag werden Sie mit Wirkung vom ${datum} ${zurPruefung} zugelassen. Die Zulassung gilt für den Prüfungstermin ${termin}.`,
  zulassungLgs: (lgs: string) => `Zuständig ist die Landesgeschäftsstelle ${lgs}.`,
  zulassungModule: 'Sie sind zu folgenden Modulprüfungen angemeldet:',
  modulJuni: (modul: string) => `${modul} (vorgezogen im Juni)`,
  zulassungVersuch: 'Ihr Prüfungsversuch der Eignungsprüfung ist angelegt.',
  zulassungHinweis:
    'Das Datum der ersten Zulassung ist der Beginn der Frist, in der die Prüfung abzulegen ist. Die Ladungen zu den einzelnen Prüfungsteilen erhalten Sie gesondert.',
  ablehnungText: (zurPruefung: string, antragsdatum: string) =>
    `Ihr Antrag vom ${antragsdatum} auf Zulassung ${zurPruefung} wird abgelehnt.`,
  ablehnungTextOhneDatum: (zurPruefung: string) => `Ihr Antrag auf Zulassung ${zurPruefung} wird abgelehnt.`,
  grundText: (teil: string, pruefung: string, ladungVom: string, entscheidung: string) =>
    `der von Ihnen geltend gemachte triftige Grund für das Versäumen des Prüfungsteils „${teil}“ (${pruefung}, Ladung vom ${ladungVom}) wird ${entscheidung}.`,
  grundAnerkanntFolge:
    'Die noch nicht erledigten Prüfungsteile können Sie in einem späteren Prüfungstermin ablegen; Sie werden dazu erneut geladen. Bereits erbrachte Prüfungsleistungen bleiben bestehen.',
  grundAbgelehntFolge:
    'Das Versäumen des Prüfungsteils gilt damit als Rücktritt von der Modulprüfung; der Prüfungsversuch wird gezählt.',
  anrechnungText: (modul: string, entscheidung: string) =>
    `Ihr Antrag auf Anrechnung von Prüfungsleistungen für die Modulprüfung ${modul} wird ${entscheidung}.`,
  anrechnungAnerkanntFolge:
    'Die schriftliche und die mündliche Prüfung dieses Moduls entfallen. Eine noch nicht geladene Anmeldung zu diesem Modul ist damit beendet.',
  ladungText: (teil: string, pruefung: string, termin: string) =>
    `hiermit laden wir Sie zu folgendem Prüfungsteil: ${pruefung}, ${teil} (Prüfungstermin ${termin}).`,
  ladungTextOhneTermin: (teil: string, pruefung: string) =>
    `hiermit laden wir Sie zu folgendem Prüfungsteil: ${pruefung}, ${teil}.`,
  ladungTage: 'Die Aufsichtsarbeiten werden an folgenden Tagen geschrieben:',
  ladungHinweis:
    'Bitte bringen Sie zur Prüfung einen gültigen amtlichen Lichtbildausweis mit. Wenn Sie aus einem triftigen Grund nicht teilnehmen können, teilen Sie uns dies bitte unverzüglich mit und weisen Sie den Grund nach.',
  /** The sitting of the papers: February/August, or the June sitting of term 2 (R-33). */
  ladungSitzung: (monat: string) => `Die Aufsichtsarbeiten finden in der Sitzung im ${monat} statt.`,
  sitzungMonat: { februar: 'Februar', juni: 'Juni (vorgezogen)', august: 'August' },
  ladungTag: (tag: string, beginn: string | null) =>
    beginn ? `${tag}, Beginn ${beginn} Uhr` : `${tag}, die Uhrzeit teilen wir Ihnen noch mit`,
  ladungOrt: (ort: string, lgs: string) => `Prüfungsort: ${ort} (Landesgeschäftsstelle ${lgs}).`,
  ladungOrtFolgt: (lgs: string) =>
    `Den Prüfungsort teilt Ihnen die Landesgeschäftsstelle ${lgs} rechtzeitig vor der Prüfung mit.`,
  /** What to bring [I] (decision 0028): the rules name no list; the usual one of the WP exam. */
  ladungMitbringen:
    'Bitte bringen Sie mit: diese Ladung, einen gültigen amtlichen Lichtbildausweis, Schreibzeug und zu den Aufsichtsarbeiten nur die zugelassenen Hilfsmittel (die von der Prüfungsstelle bekannt gegebenen Gesetzestexte und einen nicht programmierbaren Taschenrechner). Bitte seien Sie 30 Minuten vor Beginn am Prüfungsort.',
  /** Granted Nachteilsausgleich measures, when the letter carries them (issue 26 point 4). */
  ladungMassnahmen: 'Für Sie gelten folgende Maßnahmen des Nachteilsausgleichs:',
  ergebnisText: (pruefung: string, ergebnis: string) => `Sie haben die ${pruefung} ${ergebnis}.`,
  // The parts and the module grade (issue 26 point 7, decision 0056; WiPrPrüfV §§ 13 (2), 17, 18).
  ergebnisNoten: (schriftlich: string, muendlich: string, modulnote: string) =>
    `Note der schriftlichen Prüfung: ${schriftlich}; Note der mündlichen Prüfung: ${muendlich}; Modulgesamtnote (6 × schriftlich + 4 × mündlich) / 10: ${modulnote}. Bestanden ist ein Modul mit einer Modulgesamtnote von 4,00 oder besser (§ 18 WiPrPrüfV).`,
  /** The papers before the written grade (decision 0068): "1. Aufsichtsarbeit 4,30, 2. Aufsichtsarbeit 3,70". */
  ergebnisArbeiten: (arbeiten: string) =>
    `Noten der Aufsichtsarbeiten: ${arbeiten}. Die Note der schriftlichen Prüfung ist ihr Durchschnitt, nach der zweiten Nachkommastelle abgeschnitten (§ 7 Abs. 2, 3 WiPrPrüfV).`,
  ergebnisAusschluss: (schriftlich: string) =>
    `Note der schriftlichen Prüfung: ${schriftlich}. Sie ist schlechter als 5,00; damit sind Sie von der mündlichen Prüfung ausgeschlossen und das Modul ist nicht bestanden (§ 13 Abs. 2 WiPrPrüfV).`,
  /** R-60, R-64: attempts used and left. */
  ergebnisBestandenVersuch: (versuch: number) => `Sie haben die Prüfung im ${versuch}. Versuch bestanden.`,
  ergebnisVersucheUebrig: (versuch: number, moeglich: number, wiederholung: string) => {
    const uebrig = moeglich - versuch;
    return `Damit haben Sie ${versuch} von ${moeglich} Prüfungsversuchen verbraucht; ${uebrig === 1 ? 'es bleibt 1 weiterer Versuch' : `es bleiben ${uebrig} weitere Versuche`}. ${wiederholung}`;
  },
  wiederholungModul:
    'Für die Wiederholung melden Sie sich zu einem der nächsten Prüfungstermine erneut zu dieser Modulprüfung an.',
  wiederholungEignung: 'Für die Wiederholung beantragen Sie eine neue Zulassung zur Eignungsprüfung.',
  ergebnisKeineVersuche: (moeglich: number) =>
    `Damit haben Sie alle ${moeglich} Prüfungsversuche verbraucht; die Prüfung ist endgültig nicht bestanden.`,
  /** § 42 VwVfG: which letter of which date is corrected, what applies now (issue 26 point 6). */
  berichtigungText: (datum: string, pruefung: string, vorher: string) =>
    `unser Bescheid vom ${datum} über das Ergebnis der ${pruefung} enthält eine offenbare Unrichtigkeit: Als Ergebnis ist dort „${vorher}“ angegeben. Der Bescheid wird hiermit nach § 42 des Verwaltungsverfahrensgesetzes (VwVfG) berichtigt.`,
  berichtigungNun: (ergebnis: string) => `Es gilt nun: ${ergebnis}`,
  /** The corrected letter's outcome with its grades (decision 0056). */
  mitNoten: (ergebnis: string, noten: string) => `${ergebnis}, ${noten}`,
  berichtigungIuebrigen: (datum: string) =>
    `Im Übrigen bleibt der Bescheid vom ${datum} unverändert. Bitte legen Sie diese Berichtigung zu dem Bescheid.`,
  /** Objections (issue 26 point 6, decision 0038): which letter, which outcome. */
  widerspruchAbgeholfen: (eingang: string, vom: string, datei: string) =>
    `Ihrem Widerspruch vom ${eingang} gegen unseren Bescheid vom ${vom} („${datei}“) wird abgeholfen (§ 72 VwGO).`,
  widerspruchAbhilfe: 'Es gilt nun:',
  widerspruchIuebrigen: (vom: string) =>
    `Soweit dieser Bescheid nichts anderes bestimmt, bleibt der Bescheid vom ${vom} unverändert. Kosten werden nicht erhoben.`,
  widerspruchZurueckgewiesen: (eingang: string, vom: string, datei: string) =>
    `Ihr Widerspruch vom ${eingang} gegen unseren Bescheid vom ${vom} („${datei}“) wird zurückgewiesen (§ 73 VwGO).`,
  widerspruchVerspaetet: (fristEnde: string) =>
    `Der Widerspruch ist nach Ablauf der Widerspruchsfrist am ${fristEnde} eingegangen.`,
  widerspruchZurueckgenommen: (eingang: string, vom: string, datei: string) =>
    `Sie haben Ihren Widerspruch vom ${eingang} gegen unseren Bescheid vom ${vom} („${datei}“) zurückgenommen. Wir bestätigen die Rücknahme.`,
  widerspruchBeendet: 'Das Widerspruchsverfahren ist damit beendet.',
  // [I] § 74, § 81 VwGO: the action at the administrative court; the court is a setting (WIDERSPRUCH_GERICHT).
  klageText: (vom: string, gericht: string) =>
    `Gegen den Bescheid vom ${vom} in der Gestalt dieses Widerspruchsbescheids kann innerhalb eines Monats nach Zustellung Klage erhoben werden bei dem ${gericht}. Die Klage ist schriftlich, zur Niederschrift des Urkundsbeamten der Geschäftsstelle des Gerichts oder in elektronischer Form nach § 55a der Verwaltungsgerichtsordnung zu erheben.`,
  gerichtUnbekannt: 'zuständigen Verwaltungsgericht',
  entscheidungen: { accepted: 'anerkannt', rejected: 'abgelehnt' },
  ergebnisse: { passed: 'bestanden', failed: 'nicht bestanden' },

  // Command line
  begruendungFehlt: (wann: string) => `Bitte geben Sie mit --begruendung an, warum ${wann}.`,
  begruendungZuLang: 'Die Begründung ist zu lang (höchstens 5.000 Zeichen).',
  wannAblehnung: 'der Antrag abgelehnt wird',
  wannGrund: 'der triftige Grund abgelehnt wird',
  wannAnrechnung: 'die Anrechnung abgelehnt wird',
  bescheidFolgt: (datei: string) => `Der Bescheid „${datei}“ wird in die digitale Akte gelegt.`,

  // The mail: no content of the letter, only that a document is there (issue 15).
  neuesDokumentBetreff: 'Neues Dokument in Ihrer digitalen Akte',
  // With consent to notification by retrieval: the notice of § 41 (2a) VwVfG (decision 0033).
  bereitgestelltText: (bis: string, login: string) =>
    `in Ihrer digitalen Akte im Examensportal ist ein Bescheid der Prüfungsstelle für Sie zum Abruf bereitgestellt. Er gilt am Tag nach Ihrem ersten Abruf als bekannt gegeben. Rufen Sie ihn bitte bis zum ${bis} ab; danach endet die Bereitstellung und die Prüfungsstelle gibt Ihnen den Bescheid per Post bekannt. Bitte melden Sie sich an, um ihn aufzurufen:\n\n${login}`,
  neuesDokumentText: (login: string) =>
    `in Ihrer digitalen Akte im Examensportal liegt ein neues Dokument der Prüfungsstelle für Sie bereit. Bitte melden Sie sich an, um es aufzurufen:\n\n${login}`,
} as const;
