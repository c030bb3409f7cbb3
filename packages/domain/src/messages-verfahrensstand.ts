// German texts of the procedure status on /start and of the reasons why a flow or an option is not
// available (issue 16 point 2, decision 0020). Apart from messages.ts so the reasons live next to the
// rules that make them (rules/verfahrensstand.ts, rules/gruende.ts).

export const verfahrensstand = {
  ueberschrift: 'Stand Ihres Verfahrens',
  /** The Nachteilsausgleich (issue 26 point 4): the request and the office's decision that counts. */
  nachteilsausgleichTitel: 'Ihr Nachteilsausgleich',
  nachteilsausgleichGewaehrt: (datum: string) =>
    `Die Prüfungsstelle hat Ihnen am ${datum} einen Nachteilsausgleich gewährt. Für Ihre Aufsichtsarbeiten gilt:`,
  nachteilsausgleichAbgelehnt: (datum: string) =>
    `Die Prüfungsstelle hat Ihren Antrag auf Nachteilsausgleich am ${datum} abgelehnt. Den Bescheid mit der Begründung finden Sie in Ihrer digitalen Akte.`,
  nachteilsausgleichOffen:
    'Sie haben einen Nachteilsausgleich beantragt. Die Prüfungsstelle hat darüber noch nicht entschieden.',
  antragTitel: 'Ihr aktueller Antrag',
  zeitleisteTitel: 'Zeitleiste',
  zeitleisteLeer: 'Noch keine Ereignisse.',
  fruehereTitel: 'Frühere Anträge',
  modulTitel: 'Ihre Modulprüfungen',
  eignungTitel: 'Ihre Versuche der Eignungsprüfung',
  funktionenTitel: 'Was Sie jetzt tun können',
  terminTitel: 'Offener Prüfungstermin',
  nichtGeladen: 'Der Stand Ihres Verfahrens konnte nicht geladen werden.',
  /** Beside a letter provided for retrieval: where to retrieve it. */
  zurAkte: 'In der digitalen Akte abrufen',

  // Summary list keys
  schluessel: {
    antrag: 'Antrag',
    pruefungstermin: 'Prüfungstermin',
    versuch: 'Versuch',
    zulassungBekanntgabe: 'Bescheid über die Zulassung',
    termin: 'Offener Prüfungstermin',
    anmeldeschluss: 'Anmeldeschluss',
    sechsJahresfrist: 'Ende der Sechsjahresfrist (§ 5 Abs. 2 WiPrPrüfV)',
    letzterTermin: 'Letzter anmeldbarer Prüfungstermin',
    versuche: 'Verbrauchte Versuche',
    laufenderVersuch: 'Laufender Versuch',
  },

  // Application states
  antragStand: {
    keiner: 'Noch kein Antrag',
    entwurf: 'Entwurf (zwischengespeichert, nicht abgesendet)',
    inPruefung: (am: string) => `Eingereicht am ${am} – in Prüfung`,
    zugelassen: (am: string) => `Zugelassen am ${am}`,
    abgelehnt: 'Abgelehnt',
    zurueckgenommen: 'Zurückgenommen',
  },
  frueherVersuch: (versuch: number, termin: string) => `${versuch}. Versuch, Prüfungstermin ${termin}`,
  versuchVon: (versuch: number, von: number) => `${versuch}. von ${von}`,
  versucheVon: (verbraucht: number, von: number) => `${verbraucht} von ${von}`,
  keinerLaeuft: 'Keiner',
  laeuft: (termin: string) => `Ja, Prüfungstermin ${termin}`,

  // Module table
  modulSpalten: { modul: 'Modul', stand: 'Stand', versuche: 'Verbrauchte Versuche' },
  modulStand: {
    offen: 'Nicht angemeldet',
    angemeldet: (termin: string) => `Angemeldet für den Prüfungstermin ${termin}`,
    geladen: (termin: string, am: string) => `Angemeldet für den Prüfungstermin ${termin}, geladen am ${am}`,
    bestanden: 'Bestanden',
    angerechnet: 'Angerechnet',
    endgueltigNichtBestanden: 'Endgültig nicht bestanden',
    beendet: 'Beendet mit dem Ende Ihres Gesamtversuchs',
    beendetAbgelehnt: 'Nicht wirksam: Ihr Zulassungsantrag wurde abgelehnt',
    anrechnungBeantragt: 'Anrechnung beantragt',
    /** The grades of the module's latest result (decision 0056) beside its state. */
    mitNoten: (stand: string, noten: string) => `${stand} – ${noten}`,
    letztesErgebnis: (stand: string, ergebnis: string, noten: string) =>
      `${stand} – letztes Ergebnis: ${ergebnis}, ${noten}`,
  },

  // Timeline entries
  ereignis: {
    antragEingereicht: 'Zulassungsantrag eingereicht',
    zugelassen: 'Zugelassen',
    angemeldet: (modul: string, termin: string) => `${modul}: angemeldet für den Prüfungstermin ${termin}`,
    abgemeldet: (modul: string) => `${modul}: abgemeldet`,
    verschoben: (modul: string, termin: string) => `${modul}: verschoben auf den Prüfungstermin ${termin}`,
    geladenSchriftlich: (modul: string) => `${modul}: geladen zur schriftlichen Prüfung`,
    geladenMuendlich: (modul: string) => `${modul}: geladen zur mündlichen Prüfung`,
    zurueckgetreten: (modul: string) => `${modul}: Rücktritt von der Modulprüfung`,
    triftigerGrund: (teil: string) => `Triftiger Grund gemeldet: ${teil}`,
    anrechnungBeantragt: (modul: string) => `${modul}: Anrechnung beantragt`,
    gesamtruecktritt: 'Rücktritt von der gesamten Prüfung',
    eignungGeladen: (teil: string) => `Geladen: ${teil}`,
    eignungRuecktritt: 'Rücktritt von der Eignungsprüfung',
    /** § 42 VwVfG: the result letter was corrected; the status shows the corrected result. */
    ergebnisse: { passed: 'bestanden', failed: 'nicht bestanden' },
    eignungspruefung: 'Eignungsprüfung',
    /** Objections (decision 0038): received, and how they ended. */
    widerspruchEingegangen: (bescheidVom: string) =>
      `Widerspruch gegen den Bescheid vom ${bescheidVom} eingegangen`,
    widerspruchErledigt: {
      abgeholfen: (eingang: string) => `Widerspruch vom ${eingang}: abgeholfen (Abhilfebescheid)`,
      zurueckgewiesen: (eingang: string) =>
        `Widerspruch vom ${eingang}: zurückgewiesen (Widerspruchsbescheid)`,
      zurueckgenommen: (eingang: string) => `Widerspruch vom ${eingang}: zurückgenommen`,
    },
    ergebnisBerichtigt: (pruefung: string, ergebnis: string) =>
      `${pruefung}: Ergebnis berichtigt (§ 42 VwVfG) – es gilt „${ergebnis}“`,
    /** The result with its parts (decision 0056), on the day of its letter. */
    ergebnisMitNoten: (pruefung: string, ergebnis: string, noten: string) =>
      `${pruefung}: Ergebnis „${ergebnis}“ – ${noten}`,
    /** A correction's parts (decision 0056): the grades that apply now. */
    berichtigtMitNoten: (ergebnis: string, noten: string) => `${ergebnis}, ${noten}`,
  },

  // Flows (the start page's list of functions)
  funktion: {
    zulassungsantrag: 'Zulassungsantrag',
    anmeldung: 'Anmeldung zu Modulprüfungen',
    abmeldung: 'Abmeldung von Modulprüfungen',
    verschiebung: 'Verschiebung von Modulprüfungen',
    anrechnung: 'Anrechnung von Modulprüfungen',
    modulruecktritt: 'Rücktritt von Modulprüfungen',
    gesamtruecktritt: 'Rücktritt von der gesamten Prüfung',
    triftigerGrund: 'Triftiger Grund',
    ruecknahme: 'Rücknahme des Antrags',
    kontaktdaten: 'Änderung der Kontaktdaten',
  },
  verfuegbar: 'Möglich',
  nichtVerfuegbar: 'Zur Zeit nicht möglich',
  grundTitel: 'Grund:',

  // Reasons: one German sentence each
  grund: {
    keinAntrag: 'Sie haben noch keinen Zulassungsantrag gestellt.',
    entwurf: 'Ihr Zulassungsantrag ist zwischengespeichert, aber noch nicht abgesendet.',
    inPruefung: 'Ihr Antrag ist noch nicht entschieden; das ist erst nach der Zulassung möglich.',
    abgelehnt: 'Ihr Antrag wurde abgelehnt; dafür ist zuerst eine neue Zulassung nötig.',
    zurueckgenommen: 'Sie haben Ihren Antrag zurückgenommen; dafür ist zuerst eine neue Zulassung nötig.',
    bestanden: 'Sie haben die Prüfung bereits bestanden.',
    gesamtversuchBeendet: 'Ihr Prüfungsversuch ist beendet; dafür ist zuerst eine neue Zulassung nötig.',
    fristAbgelaufen: (am: string) => `Ihre Sechsjahresfrist für Modulanmeldungen ist am ${am} abgelaufen.`,
    papierverfahren:
      'Ihr Verfahren hat vor dem Prüfungstermin 1/2023 begonnen; weitere Module melden Sie bitte schriftlich an.',
    antragEingereicht: 'Ihr Antrag ist abgesendet und wird geprüft; ein zweiter Antrag ist nicht möglich.',
    versuchLaeuft:
      'Sie sind bereits zugelassen; ein neuer Antrag ist erst nach dem Ende dieses Versuchs möglich.',
    keineVersucheMehr: 'Sie haben alle Versuche verbraucht; eine erneute Zulassung ist nicht möglich.',
    fensterOeffnet: (termin: string, am: string) =>
      `Ein neuer Antrag ist erst für den Prüfungstermin ${termin} möglich; der Antragszeitraum dafür beginnt am ${am}.`,
    ruecknahmeNachZulassung:
      'Sie sind bereits zugelassen; zurücknehmen lässt sich ein Antrag nur vor der Zulassung.',
    ruecknahmeOhneAntrag: 'Sie haben keinen abgesendeten Antrag, den Sie zurücknehmen könnten.',
    ruecknahmeSchonZurueck: 'Sie haben Ihren Antrag bereits zurückgenommen.',
    ruecknahmeAbgelehnt:
      'Ihr Antrag ist bereits abgelehnt; zurücknehmen lässt sich nur ein Antrag, der noch nicht entschieden ist.',
    kontaktdatenOhneAntrag:
      'Ihre Kontaktdaten können Sie ändern, sobald Sie einen Antrag zwischengespeichert oder abgesendet haben.',
    gesamtruecktrittAb: (am: string) =>
      `Der Rücktritt von der gesamten Prüfung ist erst ab dem ${am} möglich (nach Bekanntgabe der Zulassung).`,
    keineAnmeldbar:
      'Jede Modulprüfung ist bereits angemeldet, bestanden, angerechnet oder ohne verbleibenden Versuch.',
    keineAbmeldbar:
      'Sie haben keine Modulanmeldung, zu der Sie noch nicht geladen sind; abmelden können Sie sich nur vor der Ladung.',
    keineVerschiebbar: (termin: string) =>
      `Sie haben keine Modulanmeldung für den Prüfungstermin ${termin}, die sich noch verschieben lässt.`,
    keineAnrechenbar:
      'Keine Modulprüfung lässt sich zur Zeit anrechnen: sie ist bestanden, angerechnet, ohne Versuch oder die Anrechnung ist schon beantragt.',
    nichtGeladen: 'Sie sind zu keiner Modulprüfung geladen; zurücktreten können Sie erst nach der Ladung.',
    keinTeilVerhinderbar:
      'Sie sind zu keinem Prüfungsteil geladen, für den Sie noch einen triftigen Grund melden können.',
    eignungKeinVersuch: 'Für Sie läuft kein Versuch der Eignungsprüfung, von dem Sie zurücktreten könnten.',
    sonst: 'Die Voraussetzungen dafür sind zur Zeit nicht erfüllt.',
  },

  // Reasons next to a disabled option (module checkbox)
  option: {
    bestanden: 'Diese Modulprüfung haben Sie bereits bestanden.',
    angerechnet: 'Diese Modulprüfung ist angerechnet oder entfällt durch Ihre Prüfungsverkürzung.',
    keinVersuch: (von: number) =>
      `Für diese Modulprüfung ist kein Versuch mehr übrig (${von} von ${von} verbraucht).`,
    schonAngemeldet: (termin: string) =>
      `Sie sind für diese Modulprüfung im Prüfungstermin ${termin} bereits angemeldet.`,
    laeuft: (termin: string) =>
      `Ihre Anmeldung zu dieser Modulprüfung für den Prüfungstermin ${termin} läuft noch.`,
    anrechnungOffen: 'Über Ihren Antrag auf Anrechnung dieser Modulprüfung ist noch nicht entschieden.',
    teilzulassung:
      'Mit der Zulassung nach § 9 Abs. 7 WPO ist das Modul Wirtschaftliches Prüfungswesen ausgeschlossen.',
    keinJuni: (termin: string) =>
      `Im Prüfungstermin ${termin} gibt es für dieses Modul keinen Termin im Juni.`,
    nichtAngemeldet: 'Sie sind für diese Modulprüfung nicht angemeldet.',
    geladen: (am: string) =>
      `Sie sind am ${am} geladen worden; abmelden oder verschieben lässt sich nur vor der Ladung.`,
    schonVerschoben: 'Diese Anmeldung wurde bereits einmal verschoben; ein zweites Mal ist nicht möglich.',
    andererTermin: (termin: string) =>
      `Verschieben lässt sich nur eine Anmeldung für den Prüfungstermin ${termin}.`,
    nichtImTermin1: (module: string) => `Im Prüfungstermin 1 lassen sich nur ${module} verschieben.`,
    nachFrist: (am: string) =>
      `Der folgende Prüfungstermin liegt nach dem Ende Ihrer Sechsjahresfrist am ${am}.`,
    andereSitzung: {
      juni: 'Ihre Anmeldung gilt für den Termin im Juni; wählen Sie diesen.',
      august: 'Ihre Anmeldung gilt für den regulären Termin; wählen Sie diesen.',
    },
    nichtAnrechenbar: 'Diese Modulprüfung lässt sich nicht anrechnen.',
    nichtGeladen: 'Zu dieser Modulprüfung sind Sie nicht geladen.',
    teilNichtGeladen: 'Zu diesem Prüfungsteil sind Sie nicht geladen.',
    teilErledigt:
      'Die schriftliche Prüfung liegt hinter Ihnen; Sie sind bereits zur mündlichen Prüfung geladen.',
    teilGemeldet: 'Für diese Ladung haben Sie bereits einen triftigen Grund gemeldet.',
  },
} as const;

/** Next to a disabled option of a selection rule (its own export, so a wizard takes only this text). */
export const gesperrtWegen = (wahl: string) => `Nicht wählbar, weil Sie „${wahl}“ gewählt haben.`;
