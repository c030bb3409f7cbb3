// The German texts of the candidates' web pages and what web and server both say (validation and
// upload messages, toasts, receipts). The spec quotes are kept character for character, typos
// included ('micht', 'mindesten'): they are the contract. Texts the spec only paraphrases are
// written here once so client and server say the same thing. Texts only the server reads live in
// modules of their own (messages-server.ts, -mails, -office-cli, -demo, -sicherung), which the web
// never imports; the back-office's are in messages-pruefungsstelle*.ts (docs/architecture.md).

const datei = (name: string) => `Die Datei “${name}”`;

export const messages = {
  generic: {
    fehler: 'Es ist ein Fehler aufgetreten',
    nichtAnwendbar: 'Diese Funktion ist für Sie zur Zeit nicht anwendbar.',
    pflichtfelderHinweis: '* Pflichtfelder',
    seite: (x: number, n: number) => `Seite ${x} von ${n}`,
    ja: 'Ja',
    nein: 'Nein',
    weiter: 'Weiter',
    zurueck: 'Zurück',
    absenden: 'Absenden',
    reset: 'Reset',
    laden: 'Bitte warten …',
  },

  layout: {
    skipLink: 'Zum Inhalt springen',
    /** PORTAL_NOW is set: the portal runs on a set clock (acceptance tests, trying a coming term). */
    testbetrieb: (zeitpunkt: string) => `Testbetrieb: Datum ${zeitpunkt} Uhr`,
    abmelden: 'Abmelden',
    menuOeffnen: 'Menü öffnen',
    menuSchliessen: 'Menü schließen',
    hauptnavigation: 'Hauptnavigation',
    letzteAnmeldung: 'Letzte Anmeldung',
    copyright: (jahr: number) => `© ${jahr} Prüfungsstelle für das Wirtschaftsprüfungsexamen`,
    barrierefreiheit: 'Erklärung zur Barrierefreiheit',
    impressum: 'Impressum',
    datenschutz: 'Datenschutz',
    kontakt: 'Kontakt',
    benachrichtigungen: 'Benachrichtigungen',
    toastSchliessen: 'Meldung schließen',
  },

  menu: {
    meineDaten: 'Meine Daten',
    meineDatenUebersicht: 'Meine Daten',
    digitaleAkte: 'Digitale Akte',
    kontaktdatenAendern: 'Kontaktdaten ändern',
    zugangsdatenAendern: 'Zugangsdaten ändern',
    zulassungsantrag: 'Zulassungsantrag',
    antragStellen: 'Antrag stellen',
    antragZuruecknehmen: 'Antrag zurücknehmen',
    eignungRuecktritt: 'Rücktritt von der Eignungsprüfung',
    modulpruefung: 'Modulprüfung',
    modulAnmeldung: 'Anmeldung',
    modulAbmeldung: 'Abmeldung',
    modulVerschiebung: 'Verschiebung',
    modulAnrechnung: 'Anrechnung',
    triftigerGrund: 'Triftiger Grund',
    ruecktritt: 'Rücktritt',
    ruecktrittModulpruefung: 'Rücktritt von der Modulprüfung',
    ruecktrittGesamtpruefung: 'Rücktritt von der Gesamtprüfung',
  },

  auth: {
    abgemeldet: 'Sie wurden abgemeldet.',
    registrierungBestaetigtTitel: 'Vielen Dank, dass Sie Ihre Registrierung bestätigt haben!',
    registrierungBestaetigtText:
      'Ihr Benutzerkonto ist nun aktiviert. Sie können sich ab sofort mit Ihrer E-Mail-Adresse und Ihrem Passwort im Online-Portal anmelden.',
    weiterZurLoginSeite: 'Weiter zur Login-Seite',
    emailZuruecksetzenText:
      'Die E-Mail-Adresse Ihres Benutzerkontos wurde geändert. Wenn Sie das nicht selbst waren, machen Sie die Änderung hier rückgängig: Ihre bisherige Adresse gilt dann wieder, alle Anmeldungen werden beendet, und Sie legen über einen Link, den wir an Ihre bisherige Adresse senden, ein neues Passwort fest.',
    emailZuruecksetzenKnopf: 'Änderung rückgängig machen',
    emailNichtZurueckgesetzt: 'Die Änderung konnte nicht rückgängig gemacht werden.',
    emailNichtBestaetigt: 'Die E-Mail konnte nicht bestätigt werden.',
    // confirmemail/(token) after the toast above (a used, expired or unknown link): the page says why and
    // where to go on (a used link is the usual case: the account is confirmed already).
    bestaetigungslinkUngueltigTitel: 'Dieser Bestätigungslink ist nicht mehr gültig',
    bestaetigungslinkUngueltigText:
      'Der Link wurde bereits verwendet oder ist abgelaufen. Wenn Sie Ihre Registrierung schon bestätigt haben, ist Ihr Benutzerkonto aktiviert und Sie können sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
    passwortErfolgreichGeaendert: 'Sie haben das Passwort erfolgreich geändert!',
    passwortGeaendert: 'Das Passwort wurde geändert.',
    passwortNichtGeaendert: 'Das Passwort konnte nicht geändert werden.',
    passwortNichtZurueckgesetzt: 'Das Passwort konnte nicht zurückgesetzt werden.',
    emailGeaendert: 'Ihre E-Mail wurde geändert. Sie können sich nun mit der neuen E-Mail anmelden.',
    emailNichtGeaendert: 'Die E-Mail konnte nicht geändert werden.',
    captchaUngueltig: 'Das ALTCHA-Captcha konnte nicht validiert werden. Bitte versuchen Sie es erneut.',
    anmeldungFehlgeschlagen: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    aktuellesPasswortFalsch: 'Das aktuelle Passwort ist nicht korrekt.',
    emailZurueckgesetzt:
      'Ihre bisherige E-Mail-Adresse ist wiederhergestellt und alle Anmeldungen sind beendet. Wir haben Ihnen an diese Adresse einen Link gesendet, mit dem Sie ein neues Passwort festlegen.',
    kontoNichtBestaetigt:
      'Ihr Benutzerkonto ist noch nicht bestätigt. Bitte öffnen Sie den Link in der Bestätigungs-E-Mail.',
    sitzungAbgelaufen: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    nichtAngemeldet: 'Bitte melden Sie sich an.',
    keineBerechtigung: 'Sie sind für diese Funktion nicht berechtigt.',
    erneuteAnmeldungNoetig:
      'Aus Sicherheitsgründen melden Sie sich bitte erneut an, bevor Sie Ihre Zugangsdaten ändern.',
    passwortZuHaeufig:
      'Dieses Passwort ist zu häufig und leicht zu erraten. Bitte wählen Sie ein anderes Passwort.',
    linkUngueltig: 'Der Link ist ungültig oder abgelaufen.',
  },

  validation: {
    feldLeer: 'Das Feld darf nicht leer sein',
    feldLeerPasswort: 'Das Feld darf micht leer sein',
    passwortMinLaenge: 'Das Passwort muss mindestens aus 8 Buchstaben bestehen',
    passwortMinLaengeRegistrierung: 'Das Passwort muss aus mindesten 8 Buchstaben bestehen',
    passwortMaxLaenge: 'Das Passwort darf höchstens aus 250 Zeichen bestehen',
    passwortGrossbuchstabe: 'Das Passwort muss einen Großbuchstaben enthalten',
    passwortKleinbuchstabe: 'Das Passwort muss einen Kleinbuchstaben enthalten',
    passwortZahl: 'Das Passwort muss eine Zahl enthalten',
    passwortSonderzeichen: 'Das Passwort muss ein Sonderzeichen enthalten',
    unzulaessigeZeichen:
      'Bitte geben Sie nur Text ein: ohne die Zeichen < und >, ohne Internetadressen und ohne unsichtbare Steuerzeichen.',
    passwoerterUngleich: 'Die Passwörter müssen übereinstimmen',
    vornameMin: 'Der Vorname muss aus mindesten 2 Buchstaben bestehen',
    nachnameMin: 'Der Nachname muss aus mindesten 2 Buchstaben bestehen',
    emailUngueltig: 'Die E-Mail-Adresse ist nicht gültig',
    emailsUngleich: 'Die E-Mail-Adressen müssen übereinstimmen',
    artUngueltig: 'Die Art der Registrierung konnte nicht validiert werden',
    formatMismatch: 'Format mismatch',
    datumUngueltig: 'Das Datum ist nicht gültig',
    plz: 'PLZ ist nicht korrekt',
    telefon: 'Telefon ist nicht korrekt',
    bic: 'BIC ist nicht korrekt',
    iban: 'IBAN ist nicht korrekt',
    pflichtfeld: 'Das Pflichtfeld wurde nicht angegeben',
    bitteBestaetigen: 'Bitte bestätigen',
    eingabenUngueltig: 'Die Eingaben sind nicht gültig.',
    zuLang: 'Die Eingabe ist zu lang.',
    keineModulpruefung: 'Sie haben keine Modulprüfung ausgewählt.',
    zweiModuleGleicherArt: 'Sie können nicht gleichzeitig 2 Module der gleichen Art auswählen.',
    mindestensEinModul: 'Es muss mindestens ein Modul ausgewählt sein.',
    mindestensEinNachweis: 'Es muss mindestens ein Nachweisdokument ausgewählt sein.',
    ruecknahmeBestaetigen: 'Die Rücknahme muss bestätigt werden.',
    ruecktrittBestaetigen: 'Der Rücktritt muss bestätigt werden.',
    /** R-14: a module the declared shortening (§§ 8a, 13, 13b WPO) replaces. */
    modulEntfaellt: (modul: string, grund: string) =>
      `Das Modul ${modul} entfällt nach ${grund} und kann nicht angemeldet werden.`,
    /** R-12/R-14: WP under a partial admission (§ 9 Abs. 7 WPO). */
    modulAusgeschlossen: (modul: string, grund: string) =>
      `Das Modul ${modul} ist nach ${grund} ausgeschlossen und kann nicht angemeldet werden.`,
    /** R-33: a June slot the office did not set for the term. */
    keinJuniTermin: (modul: string, termin: string) =>
      `Für das Modul ${modul} gibt es im Prüfungstermin ${termin} keinen vorgezogenen Termin im Juni.`,
  },

  /** The sitting of a registration (rules/sitzung.ts): both sides name it in every list. */
  sitzungen: {
    monate: { februar: 'Februar', juni: 'Juni', august: 'August' },
    text: (monat: string) => `Sitzung im ${monat}`,
  },

  files: {
    zuKlein: (name: string) => `${datei(name)} ist leider zu klein.`,
    zuGross: (name: string) => `${datei(name)} ist leider zu groß.`,
    hinweis: 'Erlaubte Dateitypen: JPG, JPEG, PNG, GIF, PDF (max. 30 MB)',
    geloescht: (name: string) => `${datei(name)} wurde gelöscht.`,
    nichtGeloescht: (name: string) => `${datei(name)} konnte nicht gelöscht werden.`,
    loeschenFrage:
      'Möchten Sie dieses Dokument wirklich löschen ? Diese Aktion kann nicht rückgängig gemacht werden.',
    // The shared upload component (apps/web src/components/upload).
    dateienAuswaehlen: 'Dateien auswählen',
    dateiAuswaehlen: 'Datei auswählen',
    ausgewaehlteDateien: 'Ausgewählte Dateien',
    anzahlAusgewaehlt: (anzahl: number) =>
      anzahl === 0
        ? 'Keine Datei ausgewählt.'
        : anzahl === 1
          ? '1 Datei ausgewählt.'
          : `${anzahl} Dateien ausgewählt.`,
    entfernen: 'Entfernen',
    entfernenLabel: (name: string) => `“${name}” entfernen`,
    dokumenttyp: 'Dokumenttyp',
    dokumenttypFuer: (name: string) => `Dokumenttyp für “${name}”`,
    groesseKB: (wert: string) => `${wert} KB`,
    groesseMB: (wert: string) => `${wert} MB`,
    keineAuswahl: 'Bitte wählen Sie mindestens eine Datei aus.',
    hochladen: 'Hochladen',
    fortschritt: 'Fortschritt des Hochladens',
    prozent: (prozent: number) => `${prozent} %`,
    abbrechen: 'Abbrechen',
    hochgeladen: 'Die Dateien wurden hochgeladen.',
    nichtHochgeladen: 'Die Dateien konnten nicht hochgeladen werden.',
    abgebrochen: 'Das Hochladen wurde abgebrochen.',
    // Server answers to uploads and deletions (apps/server src/infra/upload.ts, features/documents).
    typNichtErlaubt: (name: string) =>
      `${datei(name)} hat keinen erlaubten Dateityp. Erlaubt sind JPG, JPEG, PNG, GIF und PDF.`,
    unbenannt: 'ohne Namen',
    zuVieleDateien: (anzahl: number) => `Sie können höchstens ${anzahl} Dateien auf einmal hochladen.`,
    sendungZuGross:
      'Die ausgewählten Dateien sind zusammen zu groß. Bitte laden Sie sie in mehreren Schritten hoch.',
    kontingentErschoepft:
      'In Ihrer digitalen Akte ist kein Platz für weitere Dateien. Bitte wenden Sie sich an die Prüfungsstelle.',
    uploadsProStundeErschoepft: (minuten: number) =>
      `Sie haben in der letzten Stunde sehr viele Dateien hochgeladen. Bitte versuchen Sie es in ${minuten === 1 ? 'einer Minute' : `${minuten} Minuten`} erneut.`,
    schadsoftware: (name: string) =>
      `${datei(name)} enthält möglicherweise Schadsoftware und wurde nicht gespeichert.`,
    pruefungNichtMoeglich:
      'Die Dateien konnten nicht auf Schadsoftware geprüft werden. Bitte versuchen Sie es später erneut.',
    unbekannteListe: (liste: string) => `Die Dateiliste „${liste}“ ist hier nicht vorgesehen.`,
    ungueltigeSendung:
      'Die Dateien wurden unvollständig oder fehlerhaft übertragen. Bitte versuchen Sie es erneut.',
    nichtLoeschbar:
      'Dieses Dokument gehört zur Akte der Prüfungsstelle und kann von Ihnen nicht gelöscht werden.',
    bereitsEingereicht:
      'Dieses Dokument wurde bereits mit einer Erklärung eingereicht und kann nicht mehr gelöscht werden.',
  },

  // The digital file (meinedaten/digitaleakte/…): sub-navigation, document types, tables.
  akte: {
    bereiche: 'Bereiche der digitalen Akte',
    navigation: {
      akteneingang: 'Akteneingang',
      mantelakte: 'Mantelakte',
      modulpruefungwp: 'Modulprüfung WP',
      modulpruefungwr: 'Modulprüfung WR',
      modulpruefungbwl: 'Modulprüfung BWL',
      modulpruefungst: 'Modulprüfung ST',
      akte: 'Akte',
    },
    typen: {
      LEBENSLAUF: 'Lebenslauf',
      ATTEST: 'Attest',
      ZEUGNIS: 'Zeugnis',
      AGBESCHEINIGUNG: 'Arbeitgeberbescheinigung',
      STBESCHEINIGUNG: 'Bescheinigung Steuerberater',
      AGBESCHEINIGUNG2: 'Arbeitgeberbescheinigung (2)',
      VERKUERZUNG: 'Nachweis Prüfungsverkürzung',
      STAATSANGEHOERIGKEIT: 'Nachweis Staatsangehörigkeit',
      attest: 'Attest',
      EIGNUNG_WAHLFACH: 'Wahlfach',
      EIGNUNG_NACHWEIS: 'Nachweis',
      LADUNG: 'Ladung',
      BESCHEID: 'Bescheid',
    },
    abschnitte: {
      ZULASSUNG: 'Zulassungen',
      RUECKTRITT: 'Rücktritte',
      ATTEST: 'Atteste',
      ANMELDUNG: 'Anmeldungen',
      LADUNG: 'Ladungen',
      BESCHEID: 'Bescheide',
      vermerke: 'Notizen, Akten- und Telefonvermerke',
      sonstige: 'Sonstige Dokumente',
    },
    spalteDokument: 'Dokument',
    spalteDatum: 'Eingegangen am',
    spalteAktion: 'Aktion',
    herunterladenLabel: (name: string) => `${name} herunterladen`,
    loeschen: 'Löschen',
    loeschenLabel: (name: string) => `${name} löschen`,
    loeschenTitel: 'Dokument löschen',
    // Above the spec's question in the delete dialog (issue 16): which document it is about.
    loeschenDokument: (name: string) => `Dokument: „${name}“`,
    akteneingangLeer: 'Im Akteneingang sind keine Dokumente vorhanden.',
    abschnittLeer: 'Keine Dokumente vorhanden.',
    // The scroll region around a section's table (the section itself is the region named by its heading).
    tabelle: (abschnitt: string) => `Tabelle ${abschnitt}`,
    hochladenTitel: 'Dokumente hochladen',
    hochladenIntro:
      'Wählen Sie eine oder mehrere Dateien aus und ordnen Sie jeder Datei einen Dokumenttyp zu. Die hochgeladenen Dokumente erscheinen anschließend im Akteneingang.',
    dateien: 'Dateien',
  },

  toasts: {
    kontaktdatenGeaendert: 'Ihre Kontaktdaten wurden erfolgreich geändert.',
    kontaktdatenNichtGespeichert: 'Ihre Kontaktdaten konnten nicht gespeichert werden.',
    abmeldungErfolg: 'Sie haben sich erfolgreich abgemeldet.',
    abmeldungFehler: 'Sie haben sich nicht erfolgreich abgemeldet.',
    anmeldungErfolg: 'Sie haben sich erfolgreich angemeldet.',
    anmeldungFehler: 'Sie haben sich nicht erfolgreich angemeldet.',
    anrechnungErfolg: 'Die Anrechnung wurde erfolgreich abgesendet.',
    anrechnungFehler: 'Die Anrechnung wurde nicht erfolgreich abgesendet.',
    verschiebungErfolg: 'Die Verschiebung wurde erfolgreich abgesendet.',
    verschiebungFehler: 'Die Verschiebung wurde nicht erfolgreich abgesendet.',
    ruecktrittErfolg: 'Der Rücktritt wurde erfolgreich abgesendet.',
    ruecktrittFehler: 'Der Rücktritt wurde nicht erfolgreich abgesendet.',
    triftigerGrundErfolg: 'Der Triftige Grund wurde erfolgreich abgesendet.',
    triftigerGrundFehler: 'Der Triftige Grund wurde nicht erfolgreich abgesendet.',
    ruecknahmeErfolg: 'Die Rücknahme des Zulassungsantrags wurde erfolgreich abgesendet.',
    ruecknahmeFehler: 'Die Rücknahme des Zulassungsantrags wurde nicht erfolgreich abgesendet.',
    gesamtruecktrittErfolg: 'Die GesamtPrüfungsrücknahme wurde erfolgreich abgesendet.',
    gesamtruecktrittFehler: 'Die GesamtPrüfungsrücknahme wurde nicht erfolgreich abgesendet.',
    antragAbgeschickt: 'Ihr Zulassungsantrag wurde abgeschickt.',
    antragNichtAbgeschickt: 'Der Zulassungsantrag wurde nicht erfolgreich abgeschickt.',
    antragUnvollstaendig: 'Ihr Zulassungsantrag ist nicht korrekt oder nicht vollständig',
    checkFehler: 'Check war nicht erfolgreich.',
    zwischengespeichert: 'Die Daten wurden zwischengespeichert.',
    nichtZwischengespeichert: 'Die Daten konnten nicht zwischengespeichert werden.',
    antragszeitraumBeendet: (termin: string) =>
      `Der Antragszeitraum für den Prüfungstermin ${termin} ist beendet`,
  },

  // Browser pages (apps/web): titles, labels and page texts the spec only paraphrases.
  seiten: {
    dokumentTitel: (titel: string) => `${titel} – Examensportal`,
    // The browser tab of a wizard page names the step first (issue 16): the visible 'Seite x von N' stays.
    schrittTitel: (x: number, n: number, schritt: string, titel: string) =>
      `Schritt ${x} von ${n} – ${schritt} – ${titel}`,
    login: 'Anmeldung',
    logout: 'Abmeldung',
    registrierung: 'Registrierung',
    registriert: 'Vielen Dank für Ihre Registrierung!',
    confirmemail: 'Registrierung bestätigen',
    passwortvergessen: 'Passwort vergessen',
    passwortzurueckgesetzt: 'Passwort zurücksetzen',
    confirmresetpassword: 'Neues Passwort vergeben',
    emailzuruecksetzen: 'E-Mail-Änderung rückgängig machen',
    bestaetigungerneutsenden: 'Bestätigungs-E-Mail erneut senden',
    barrierefreiheit: 'Erklärung zur Barrierefreiheit',
    start: 'Willkommen im Examensportal',
    zulassungAntrag: 'Zulassungsantrag stellen',
    zulassungZuruecknehmen: 'Zulassungsantrag zurücknehmen',
    eignungAntrag: 'Antrag auf Zulassung zur Eignungsprüfung',
    eignungZuruecknehmen: 'Antrag auf Zulassung zur Eignungsprüfung zurücknehmen',
    eignungRuecktritt: 'Rücktritt von der Eignungsprüfung',
    modulAnmeldung: 'Anmeldung zur Modulprüfung',
    modulAbmeldung: 'Abmeldung von der Modulprüfung',
    modulVerschiebung: 'Verschiebung der Modulprüfung',
    modulAnrechnung: 'Anrechnung einer Modulprüfung',
    ruecktrittModulpruefung: 'Rücktritt von der Modulprüfung',
    ruecktrittGesamtpruefung: 'Rücktritt von der Gesamtprüfung',
    triftigerGrund: 'Triftiger Grund',
    triftigerGrundEignung: 'Triftiger Grund zur Eignungsprüfung',
    meineDaten: 'Meine Daten',
    digitaleAkte: 'Digitale Akte',
    kontaktdatenAendern: 'Kontaktdaten ändern',
    zugangsdatenAendern: 'Zugangsdaten ändern',
    /** Ours (issue 30 point 3, decision 0041): Meine Daten › Löschung beantragen. */
    loeschungBeantragen: 'Löschung beantragen',
    postfach: 'Postfach',
    schritte: {
      modulanmeldung: 'Modulanmeldung',
      kontaktdaten: 'Kontaktdaten',
      bisherigezulassungsantraege: 'Bisherige Zulassungsanträge',
      akademischevorbildung: 'Akademische Vorbildung',
      praktischevorbildung: 'Praktische Vorbildung',
      pruefungsverkuerzung: 'Prüfungsverkürzung',
      zusammenfassung: 'Zusammenfassung',
      anmeldung: 'Anmeldung',
      erklaerung: 'Erklärung',
      akteneingang: 'Akteneingang',
      mantelakte: 'Mantelakte',
      modulpruefungwp: 'Modulprüfung Wirtschaftliches Prüfungswesen',
      modulpruefungwr: 'Modulprüfung Wirtschaftsrecht',
      modulpruefungbwl: 'Modulprüfung Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre',
      modulpruefungst: 'Modulprüfung Steuerrecht',
      akte: 'Akte',
    },
  },

  web: {
    portalName: 'Examensportal',
    zurStartseite: 'Zur Startseite',
    pruefungsstelle: 'Prüfungsstelle für das Wirtschaftsprüfungsexamen',
    logoAlt: 'Prüfungsstelle – zur Startseite des Examensportals',
    angemeldetAls: 'Angemeldet als',
    kontaktPruefungsstelle: 'Kontakt zur Prüfungsstelle',
    fehlerZusammenfassung: 'Bitte korrigieren Sie die folgenden Eingaben:',
    passwortAnzeigen: 'Passwort anzeigen',
    captchaLaeuft: 'Die automatische Sicherheitsprüfung läuft …',
    captchaFehler:
      'Die automatische Sicherheitsprüfung konnte nicht durchgeführt werden. Bitte laden Sie die Seite neu.',
    email: 'E-Mail-Adresse',
    passwort: 'Passwort',
    passwortWiederholen: 'Passwort wiederholen',
    neuesPasswort: 'Neues Passwort',
    aktuellesPasswort: 'Aktuelles Passwort',
    neuesPasswortWiederholen: 'Neues Passwort wiederholen',
    neueEmail: 'Neue E-Mail-Adresse',
    neueEmailWiederholen: 'Neue E-Mail-Adresse wiederholen',
    vorname: 'Vorname',
    nachname: 'Nachname',
    art: 'Anmeldung zu',
    artWP: 'Wirtschaftsprüfungsexamen',
    artEIGNUNG: 'Eignungsprüfung',
    passwortRegeln:
      'Mindestens 8 Zeichen, davon mindestens ein Großbuchstabe, ein Kleinbuchstabe, eine Zahl und ein Sonderzeichen.',
    loginIntro:
      'Willkommen im Examensportal der Prüfungsstelle für das Wirtschaftsprüfungsexamen. Bitte melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    anmelden: 'Anmelden',
    passwortVergessenLink: 'Passwort vergessen?',
    registrierenLink: 'Noch kein Benutzerkonto? Jetzt registrieren',
    registrierungIntro:
      'Registrieren Sie sich einmalig mit Ihrer E-Mail-Adresse. Anschließend erhalten Sie eine E-Mail mit einem Link, über den Sie Ihre Registrierung bestätigen.',
    registrieren: 'Registrieren',
    registriertText:
      'Sie erhalten in Kürze eine E-Mail mit einem Link zur Bestätigung Ihrer Registrierung. Bitte öffnen Sie diesen Link, um Ihr Benutzerkonto zu aktivieren. Danach können Sie sich anmelden.',
    passwortVergessenIntro:
      'Bitte geben Sie die E-Mail-Adresse Ihres Benutzerkontos ein. Sie erhalten eine E-Mail mit einem Link, über den Sie ein neues Passwort vergeben können.',
    linkAnfordern: 'Link anfordern',
    // A new registration confirmation mail (issue 16; ours, not in the spec).
    bestaetigungErneutLink: 'Bestätigungs-E-Mail nicht erhalten?',
    bestaetigungErneutIntro:
      'Sie haben sich registriert, aber keine E-Mail zur Bestätigung erhalten oder der Link ist abgelaufen? Geben Sie die E-Mail-Adresse Ihrer Registrierung ein; Sie erhalten eine neue E-Mail mit einem Link.',
    bestaetigungErneutSenden: 'E-Mail erneut senden',
    bestaetigungErneutGesendet:
      'Falls zu der angegebenen E-Mail-Adresse eine noch nicht bestätigte Registrierung besteht, haben wir Ihnen eine neue E-Mail mit einem Link gesendet. Ältere Links sind damit nicht mehr gültig.',
    passwortZurueckgesetztText:
      'Falls zu der angegebenen E-Mail-Adresse ein Benutzerkonto besteht, haben wir Ihnen eine E-Mail mit einem Link gesendet. Über diesen Link können Sie ein neues Passwort vergeben.',
    neuesPasswortIntro: 'Bitte vergeben Sie ein neues Passwort für Ihr Benutzerkonto.',
    passwortSpeichern: 'Passwort speichern',
    zurLoginSeite: 'Zur Login-Seite',
    passwortAendernTitel: 'Passwort ändern',
    emailAendernTitel: 'E-Mail-Adresse ändern',
    passwortAendern: 'Passwort ändern',
    emailAendern: 'E-Mail-Adresse ändern',
    startBegruessung: (vorname: string, nachname: string) => `Guten Tag, ${vorname} ${nachname}.`,
    startIntro: 'Wählen Sie aus, was Sie tun möchten:',
    startWP: {
      zulassung: 'Zulassungsantrag stellen oder zurücknehmen',
      modulpruefung: 'Zu Modulprüfungen anmelden, abmelden, Verschiebung oder Anrechnung beantragen',
      triftigergrund: 'Einen triftigen Grund für Ihr Fernbleiben mitteilen',
      ruecktritt: 'Von Modulprüfungen oder der Gesamtprüfung zurücktreten',
      meinedaten: 'Ihre Daten ansehen, Kontakt- und Zugangsdaten ändern',
      digitaleakte: 'Ihre digitale Akte ansehen und Dokumente hochladen',
    },
    startEIGNUNG: {
      zulassungeignung: 'Antrag auf Zulassung zur Eignungsprüfung stellen oder zurücknehmen',
      triftigergrundeignung: 'Einen triftigen Grund für Ihr Fernbleiben mitteilen',
      ruecktritt: 'Von der Eignungsprüfung zurücktreten',
    },
  },

  barrierefreiheit: {
    einleitung:
      'Die Prüfungsstelle für das Wirtschaftsprüfungsexamen ist bemüht, ihr Examensportal im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und dem Behindertengleichstellungsgesetz (BGG) barrierefrei zugänglich zu machen. Diese Erklärung gilt für das Examensportal unter /examensportal.',
    standTitel: 'Stand der Vereinbarkeit mit den Anforderungen',
    standText:
      'Das Examensportal ist nach einer Selbstbewertung weitgehend mit den Anforderungen der BITV 2.0 vereinbar. Es ist auf Basis des KERN-Designsystems der deutschen Verwaltung gestaltet und wird mit automatisierten Prüfwerkzeugen getestet.',
    nichtBarrierefreiTitel: 'Nicht barrierefreie Inhalte',
    nichtBarrierefreiText:
      'Von Ihnen hochgeladene Dokumente (zum Beispiel eingescannte Nachweise) sind möglicherweise nicht barrierefrei. Wenn Sie ein Dokument der Prüfungsstelle in einer barrierefreien Form benötigen, schreiben Sie uns bitte.',
    erstellungTitel: 'Erstellung dieser Erklärung',
    erstellungText: 'Diese Erklärung wurde am 21.11.2026 auf Grundlage einer Selbstbewertung erstellt.',
    feedbackTitel: 'Feedback und Kontakt',
    feedbackText:
      'Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten des Examensportals aufgefallen? Oder benötigen Sie Informationen in einer barrierefreien Form? Dann schreiben Sie uns bitte eine E-Mail:',
    feedbackLink: 'Barriere melden',
    schlichtungTitel: 'Schlichtungsverfahren',
    schlichtungText:
      'Wenn Sie auf Ihre Rückmeldung keine zufriedenstellende Antwort erhalten, können Sie einen Antrag auf ein Schlichtungsverfahren bei der Schlichtungsstelle nach § 16 BGG stellen. Die Schlichtungsstelle hat die Aufgabe, bei Konflikten zwischen Menschen mit Behinderungen und öffentlichen Stellen eine außergerichtliche Streitbeilegung zu unterstützen. Das Schlichtungsverfahren ist kostenlos.',
    schlichtungLink: 'Website der Schlichtungsstelle nach dem Behindertengleichstellungsgesetz',
  },

  // Fee consequences of a declaration (rules/fees.ts), for summaries and receipts.
  gebuehren: {
    zulassungsgebuehr: 'Zulassungsgebühr',
    pruefungsgebuehr: 'Prüfungsgebühr',
    eignungZulassungsgebuehr: 'Zulassungsgebühr Eignungsprüfung',
    eignungPruefungsgebuehr: 'Prüfungsgebühr Eignungsprüfung',
    faellig: 'Zu zahlen',
    erstattung: 'Erstattung (falls bereits gezahlt)',
  },

  // The wizard engine (apps/web/src/wizard): navigation, saving, the final check.
  wizard: {
    antragAbschicken: 'Antrag abschicken',
    wirdGesendet: 'Ihre Angaben werden gesendet …',
    fehlerAufSeite: (seite: string, feld: string, fehler: string) => `${seite}: ${feld} – ${fehler}`,
    fehlerImFeld: (feld: string, fehler: string) => `${feld}: ${fehler}`,
    // Resuming an interim-saved application (issue 16): when it was saved and where to go on.
    zwischengespeichertAm: (datum: string, uhrzeit: string) =>
      `Zwischengespeichert am ${datum} um ${uhrzeit} Uhr.`,
    weiterBeiSchritt: (schritt: number, titel: string) => `Weiter bei Schritt ${schritt}: ${titel}`,
    antragFehlerBanner:
      'Ihr Antrag wurde nicht abgeschickt. Bitte korrigieren Sie die markierten Angaben; die Liste unten führt Sie zu jedem Feld, auch auf anderen Seiten.',
    nichtGeladen: 'Die Daten konnten nicht geladen werden. Bitte laden Sie die Seite später erneut.',
    serverAntwort: (text: string) => `Antwort der Prüfungsstelle: ${text}`,
    keineAngabe: 'Keine Angabe',
    keineDateien: 'Keine Dateien',
    dateiEntfernen: (name: string) => `Datei „${name}“ entfernen`,
    dateiGespeichert: 'bereits gespeichert',
  },

  // Application for admission (WP, 7 pages) and the aptitude-test application (4 pages).
  antrag: {
    zulassungsblock: 'Prüfungstermin',
    zulassungsblockHinweis:
      'Der Antrag gilt für den nächsten Prüfungstermin; die Prüfungsstelle legt ihn fest.',
    zulassungsblockUnbekannt: 'Der Prüfungstermin konnte nicht ermittelt werden.',
    lgs: 'Landesgeschäftsstelle',
    lgsOptionen: {
      1: 'Berlin',
      2: 'Hamburg',
      3: 'Düsseldorf',
      4: 'Frankfurt',
      5: 'München',
      6: 'Stuttgart',
    },
    vorzeitigeZulassung: 'Vorzeitige Zulassung',
    vorzeitigeZulassungHinweis:
      'Eine Änderung hebt die Auswahl der Modulprüfungen auf. § 8a WPO schließt Wirtschaftsrecht und Angewandte BWL/VWL aus, § 9 Abs. 7 WPO das Wirtschaftliche Prüfungswesen.',
    vorzeitigeZulassungOptionen: {
      0: 'Keine vorzeitige Zulassung',
      6: 'Masterabschluss nach § 8a WPO',
      7: 'Vorzeitige Zulassung nach § 9 Abs. 7 WPO',
    },
    module: 'Modulprüfungen',
    moduleHinweis: 'Wählen Sie mindestens eine Modulprüfung.',
    moduleHinweisTermin2:
      'Im zweiten Prüfungstermin können Sie eine Modulprüfung im Juni (vorgezogen) oder im August ablegen, nicht beides.',
    modulNamen: {
      wp: 'Wirtschaftliches Prüfungswesen, Unternehmensbewertung und Berufsrecht',
      wr: 'Wirtschaftsrecht',
      bwl: 'Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre',
      st: 'Steuerrecht',
    },
    modulVorgezogen: (modul: string) => `${modul} – vorgezogen im Juni`,
    modulGesperrt: 'Wegen der gewählten vorzeitigen Zulassung nicht wählbar.',
    modulVerkuerzt: (grund: string) => `Entfällt durch die erklärte Prüfungsverkürzung nach ${grund}.`,
    zusatzinformationen: 'Zusatzinformationen',
    zusatzinformationenHinweis: 'Hier können Sie der Prüfungsstelle weitere Hinweise zu Ihrem Antrag geben.',

    anrede: 'Anrede',
    anredeOptionen: { Frau: 'Frau', Herr: 'Herr', KeineAnrede: 'Keine Anrede' },
    vorname: 'Vorname',
    nachname: 'Nachname',
    weitereVornamen: 'Weitere Vornamen',
    geburtsname: 'Geburtsname',
    geburtsdatum: 'Geburtsdatum',
    geburtsort: 'Geburtsort',
    staatsangehoerigkeit: 'Staatsangehörigkeit',
    sonstigerStaat: 'sonstiger Staat',
    bitteWaehlen: 'Bitte wählen',
    aktArbeitgeber: 'Aktueller Arbeitgeber',
    behinderung: 'Ich bin schwerbehindert oder gleichgestellt und beantrage einen Nachteilsausgleich.',
    strasse: 'Straße & Hausnr.',
    land: 'Land',
    plz: 'PLZ',
    ort: 'Ort',
    email: 'E-Mail-Adresse',
    emailHinweis:
      'Die E-Mail-Adresse ist die Ihres Benutzerkontos. Sie ändern sie unter „Zugangsdaten ändern“.',
    zugangsdatenAendern: 'Zugangsdaten ändern',
    telefon: 'Telefon',
    bic: 'BIC',
    iban: 'IBAN',
    ibanHinweis: 'Auf dieses Konto erstattet die Prüfungsstelle Gebühren.',
    lebenslauf: 'Lebenslauf',
    attest: 'Nachweis zum Nachteilsausgleich (z. B. ärztliches Attest)',

    bisherigeZulassungen: 'Bisherige Zulassungen zum Wirtschaftsprüfungsexamen',
    bisherigeZulassungenOptionen: {
      1: 'Ich war noch nie zum Wirtschaftsprüfungsexamen zugelassen.',
      2: 'Ich war einmal zugelassen und habe die Prüfung nicht bestanden.',
      3: 'Ich war zweimal zugelassen und habe die Prüfung nicht bestanden.',
    },
    datumNichtBestanden1: 'Datum des ersten Nichtbestehens',
    datumNichtBestanden2: 'Datum des zweiten Nichtbestehens',

    vorbildung: 'Vorbildung (mehrere Angaben möglich)',
    hochschulstudium: 'Abgeschlossenes Hochschulstudium (§ 8 Abs. 1 WPO)',
    zehnjaehrigeTaetigkeit:
      'Mindestens zehnjährige Tätigkeit bei einer Wirtschaftsprüferin, einem Wirtschaftsprüfer, einer Prüfungsgesellschaft oder einer anderen Prüfungseinrichtung (§ 8 Abs. 2 Nr. 1 WPO)',
    fuenfjaehrigeBerufserfahrung:
      'Mindestens fünfjährige Berufserfahrung als vereidigte Buchprüferin / vereidigter Buchprüfer oder als Steuerberaterin / Steuerberater (§ 8 Abs. 2 Nr. 2 WPO)',
    fuenfjaehrigeBerufserfahrungArt: 'Art der Berufserfahrung',
    fuenfjaehrigeBerufserfahrungArtOptionen: {
      1: 'als vereidigte Buchprüferin / vereidigter Buchprüfer',
      2: 'als Steuerberaterin / Steuerberater',
    },
    zeugnis: 'Hochschulzeugnis',
    agbescheinigung: 'Bescheinigung über die zehnjährige Tätigkeit',
    stbescheinigung:
      'Nachweis der Bestellung als vereidigte Buchprüferin, vereidigter Buchprüfer, Steuerberaterin oder Steuerberater',

    taetigkeit: 'Tätigkeit (§ 9 WPO)',
    taetigkeitOptionen: {
      1: 'Die Tätigkeit und die Prüfungstätigkeit nach § 9 Abs. 1 bis 3 WPO sind vollständig nachgewiesen.',
      2: 'Masterabschluss nach § 8a WPO: Zulassung ohne Nachweis der Tätigkeit (§ 9 Abs. 6 WPO)',
      3: 'Mindestens sechs Monate Tätigkeit für die vorzeitige Teilnahme (§ 9 Abs. 7 WPO)',
    },
    berufserfahrung: 'Stattdessen: 15 Jahre Berufserfahrung (§ 9 Abs. 4 WPO)',
    berufserfahrungOptionen: {
      1: 'als Steuerberaterin / Steuerberater',
      2: 'als vereidigte Buchprüferin / vereidigter Buchprüfer',
    },
    agbescheinigung2: 'Tätigkeitsnachweis des Arbeitgebers',
    stbescheinigung2: 'Nachweis der 15-jährigen Berufserfahrung',

    verkuerzung: 'Prüfungsverkürzung (mindestens eine Angabe)',
    vollPruefung: 'Ich lege die vollständige Prüfung ab (keine Verkürzung).',
    par8a: 'Anrechnung nach § 8a WPO (Masterstudiengang): Wirtschaftsrecht und Angewandte BWL/VWL entfallen.',
    par13: 'Verkürzte Prüfung nach § 13 WPO: Steuerrecht entfällt',
    par131: 'als bestellte Steuerberaterin / bestellter Steuerberater',
    par132: 'nach bestandener Steuerberaterprüfung',
    par13b: 'Anrechnung gleichwertiger Prüfungsleistungen nach § 13b WPO',
    par13b1: 'Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre',
    par13b2: 'Wirtschaftsrecht',
    verkuerzungbescheinigung: 'Nachweise zur Prüfungsverkürzung',

    zusammenfassungIntro:
      'Bitte prüfen Sie Ihre Angaben. Mit „Antrag abschicken“ senden Sie den Antrag verbindlich an die Prüfungsstelle.',
    abschnittAendern: (abschnitt: string) => `${abschnitt} ändern`,
    versicherungen: 'Versicherungen',
    versicherung1:
      'Ich versichere, dass meine Angaben in diesem Antrag vollständig sind und der Wahrheit entsprechen.',
    versicherung2:
      'Mir ist bekannt, dass unrichtige oder unvollständige Angaben zur Ablehnung des Antrags oder zur Rücknahme der Zulassung führen können.',
    versicherung3:
      'Ich habe zur Kenntnis genommen, dass für den Antrag Gebühren nach der Gebührenordnung der Wirtschaftsprüferkammer anfallen.',
    gebuehren: 'Voraussichtliche Gebühren',
    gebuehrenHinweis: 'Die Gebühren setzt die Prüfungsstelle mit einem Bescheid fest.',

    eignungLand: 'Land der Zulassung als Abschlussprüferin / Abschlussprüfer',
    wahlfach: 'Wahlfach der mündlichen Prüfung',
    wahlfachOptionen: {
      1: 'Steuerrecht II',
      2: 'Insolvenzrecht',
      3: 'Grundzüge des Kapitalmarktrechts',
    },
    bisherigeZulassungenEP: 'Bisherige Zulassungen zur Eignungsprüfung',
    bisherigeZulassungenEPOptionen: {
      1: 'Ich war noch nie zur Eignungsprüfung zugelassen.',
      2: 'Ich war einmal zugelassen und habe die Eignungsprüfung nicht bestanden.',
      3: 'Ich war zweimal zugelassen und habe die Eignungsprüfung nicht bestanden.',
    },
    verkuerzungEP: 'Verkürzung der Eignungsprüfung (mindestens eine Angabe)',
    verkuerzung1: 'Ich lege die vollständige Eignungsprüfung ab (keine Verkürzung).',
    verkuerzung2: 'Verkürzte Prüfung als bestellte Steuerberaterin / bestellter Steuerberater (§ 13 WPO)',
    verkuerzung3: 'Verkürzte Prüfung nach bestandener Steuerberaterprüfung (§ 13 WPO)',
    verkuerzung4: 'Verzicht auf Prüfungsgebiete aufgrund von Prüfungszeugnissen (§ 28 Abs. 2 WiPrPrüfV)',
    verkuerzung5: 'Verzicht auf Prüfungsgebiete aufgrund von Berufserfahrung (§ 28 Abs. 3 WiPrPrüfV)',
    nachweise: 'Nachweise (Bescheinigung der zuständigen Stelle, Nachweis der Staatsangehörigkeit)',
    eignungZeugnis: 'Zeugnisse',
    wahlfachUnterlagen: 'Erklärung zum Wahlfach',
  },

  // Withdrawal of an application (events 2, 13) and from the aptitude test (event 14).
  ruecknahme: {
    schrittErklaerung: 'Erklärung',
    schrittZusammenfassung: 'Zusammenfassung',
    einleitung:
      'Sie können Ihren Zulassungsantrag zurücknehmen, solange über Ihre Zulassung noch nicht entschieden ist. Die mit dem Antrag erklärten Anmeldungen zu Modulprüfungen entfallen.',
    einleitungEignung:
      'Sie können Ihren Antrag auf Zulassung zur Eignungsprüfung zurücknehmen, solange über Ihre Zulassung noch nicht entschieden ist.',
    bestaetigung: 'Ich nehme meinen Zulassungsantrag zurück.',
    bestaetigungEignung: 'Ich nehme meinen Antrag auf Zulassung zur Eignungsprüfung zurück.',
    ruecktrittEinleitung:
      'Mit dem Rücktritt gilt die Eignungsprüfung als nicht bestanden (§ 32 WiPrPrüfV). Eine Wiederholung erfordert eine neue Zulassung.',
    ruecktrittBestaetigung: 'Ich trete von der Eignungsprüfung zurück.',
    ruecktrittBeendet:
      'Für Sie läuft kein Prüfungsversuch der Eignungsprüfung mehr: Sie sind bereits zurückgetreten, oder der Versuch ist abgeschlossen.',
    ruecktrittGebuehrHinweis:
      'Treten Sie bis zum Ende der Bearbeitungszeit der letzten Aufsichtsarbeit zurück, wird die Hälfte der Prüfungsgebühr erstattet; danach keine.',
    gebuehrenTitel: 'Folgen für die Gebühren',
    keineGebuehren: 'Keine Gebührenfolgen.',
    posten: 'Gebühr',
    betrag: 'Betrag',
    zusammenfassungIntro: 'Bitte prüfen Sie Ihre Erklärung. Mit „Absenden“ senden Sie sie verbindlich ab.',
    antragsdatum: 'Antrag gestellt am',
    erklaerung: 'Erklärung',
    module: 'Betroffene Modulprüfungen',
    bankverbindung: 'Bankverbindung für Erstattungen',
    ibanTitel: 'Bankverbindung prüfen',
    ibanText:
      'Eine Erstattung überweist die Prüfungsstelle auf dieses Konto. Ist die Bankverbindung richtig?',
    ibanFehlt: 'Für Sie ist keine Bankverbindung gespeichert. Bitte ergänzen Sie Ihre Kontaktdaten.',
    ibanKorrekt: 'Ja, weiter',
    ibanAendern: 'Nein, Kontaktdaten ändern',
  },

  // The receipt PDF of every declaration (rules/receipt.ts, apps/server src/infra/receipt-pdf.ts).
  quittung: {
    titel: 'Eingangsbestätigung',
    dokumenttitel: (ereignis: string) => `Eingangsbestätigung: ${ereignis}`,
    einleitung: (zeitpunkt: string) =>
      `Die Prüfungsstelle für das Wirtschaftsprüfungsexamen bestätigt den Eingang Ihrer folgenden Erklärung am ${zeitpunkt} Uhr.`,
    ereignisse: {
      zulassungsantrag: 'Antrag auf Zulassung zum Wirtschaftsprüfungsexamen',
      ruecknahme: 'Rücknahme des Zulassungsantrags',
      anmeldung: 'Anmeldung zur Modulprüfung',
      abmeldung: 'Abmeldung von der Modulprüfung',
      verschiebung: 'Verschiebung der Modulprüfung',
      anrechnung: 'Antrag auf Anrechnung einer Modulprüfung',
      modulruecktritt: 'Rücktritt von der Modulprüfung',
      gesamtruecktritt: 'Rücktritt von der Gesamtprüfung',
      triftigerGrund: 'Mitteilung eines triftigen Grundes',
      kontaktdaten: 'Änderung der Kontaktdaten',
      eignungAntrag: 'Antrag auf Zulassung zur Eignungsprüfung',
      eignungRuecknahme: 'Rücknahme des Antrags auf Zulassung zur Eignungsprüfung',
      eignungRuecktritt: 'Rücktritt von der Eignungsprüfung',
      triftigerGrundEignung: 'Mitteilung eines triftigen Grundes zur Eignungsprüfung',
      kontaktdatenEignung: 'Änderung der Kontaktdaten zur Eignungsprüfung',
    },
    // ASCII parts of the file name (Quittung-<Teil>-<YYYY-MM-DD>.pdf).
    dateinamen: {
      zulassungsantrag: 'Zulassungsantrag',
      ruecknahme: 'Ruecknahme',
      anmeldung: 'Modulanmeldung',
      abmeldung: 'Modulabmeldung',
      verschiebung: 'Verschiebung',
      anrechnung: 'Anrechnung',
      modulruecktritt: 'Modulruecktritt',
      gesamtruecktritt: 'Gesamtruecktritt',
      triftigerGrund: 'TriftigerGrund',
      kontaktdaten: 'Kontaktdaten',
      eignungAntrag: 'Eignungspruefung',
      eignungRuecknahme: 'RuecknahmeEignungspruefung',
      eignungRuecktritt: 'RuecktrittEignungspruefung',
      triftigerGrundEignung: 'TriftigerGrundEignungspruefung',
      kontaktdatenEignung: 'KontaktdatenEignungspruefung',
    },
    dateiname: (teil: string, datum: string) => `Quittung-${teil}-${datum}.pdf`,
    abschnittFolgen: 'Folgen der Erklärung',
    abschnittAntragsteller: 'Antragstellerin / Antragsteller',
    abschnittErklaerung: 'Erklärung',
    abschnittGebuehren: 'Voraussichtliche Gebührenfolgen',
    abschnittDokumente: 'Eingereichte Dokumente',
    name: 'Name',
    email: 'E-Mail-Adresse',
    pruefung: 'Prüfung',
    eingang: 'Eingegangen am',
    termin: 'Prüfungstermin',
    vorgang: 'Vorgangsnummer',
    module: 'Modulprüfungen',
    pruefungsteile: 'Betroffene Prüfungsteile',
    zeitpunkt: (zeitpunkt: string) => `${zeitpunkt} Uhr`,
    schriftlich: (modul: string) => `${modul} (schriftliche Prüfung)`,
    muendlich: (modul: string) => `${modul} (mündliche Prüfung)`,
    eignungTeile: {
      awr: 'Aufsichtsarbeit Wirtschaftsrecht',
      ast: 'Aufsichtsarbeit Steuerrecht I',
      mp: 'Mündliche Prüfung',
    },
    gebuehrWert: (faellig: string, erstattung: string) =>
      `zu zahlen ${faellig}; Erstattung, falls bereits gezahlt: ${erstattung}`,
    // A declaration that raises fees (application, registration) says what falls due (issue 26 point 8).
    faelligWert: (faellig: string) => `fällig werden ${faellig}`,
    aktenzeichen: 'Aktenzeichen',
    summe: 'Summe',
    fusszeile:
      'Diese Eingangsbestätigung wurde automatisch erstellt und ist ohne Unterschrift gültig. Sie finden sie in Ihrer digitalen Akte.',
  },
  // What a declaration means for the candidate (rules/folgen.ts): the same sentences in the preview
  // before the send, on the confirmation panel and on the receipt (issue 16).
  folgen: {
    titel: 'Folgen Ihrer Erklärung',
    gebuehr: (posten: string, gebuehr: string) => `${posten}: Gebühr ${gebuehr}.`,
    bearbeitungsgebuehr: (erstattung: string, einbehalten: string, prozent: number) =>
      `Erstattet werden ${erstattung}; einbehalten wird die Bearbeitungsgebühr von ${prozent} % (${einbehalten}).`,
    teilweise: (erstattung: string, einbehalten: string) =>
      `Erstattet werden ${erstattung}; einbehalten werden ${einbehalten}.`,
    nichts: 'Nichts wird erstattet; die Gebühr bleibt in voller Höhe fällig.',
    alles: (erstattung: string) => `Erstattet werden ${erstattung}; nichts wird einbehalten.`,
    summe: (erstattung: string, einbehalten: string) =>
      `Insgesamt: erstattet werden ${erstattung}, einbehalten werden ${einbehalten}. Erstattet wird nur, was Sie bereits gezahlt haben; die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.`,
    keineGebuehren: 'Die Erklärung hat keine Folgen für die Gebühren.',
    faellig: (posten: string, betrag: string) => `${posten}: fällig werden ${betrag}.`,
    summeFaellig: (betrag: string) =>
      `Insgesamt fällig werden ${betrag}. Die Prüfungsstelle setzt die Gebühren mit einem Bescheid fest.`,
    wirdBerechnet: 'Die Folgen werden berechnet …',
    nichtBerechnet: (grund: string) => `Die Folgen konnten nicht berechnet werden. ${grund}`,
    versuch: {
      modulruecktritt:
        'Ein Prüfungsversuch wird verbraucht: Die gewählten Modulprüfungen gelten als nicht bestanden (§ 21 Abs. 1 WiPrPrüfV).',
      gesamtruecktritt:
        'Der Prüfungsversuch ist verbraucht: Die gesamte Prüfung gilt als nicht bestanden (§ 21 Abs. 4 WiPrPrüfV).',
      eignungRuecktritt:
        'Der Prüfungsversuch ist verbraucht: Die Eignungsprüfung gilt als nicht bestanden (§ 32 WiPrPrüfV).',
      keiner: 'Ein Prüfungsversuch wird nicht verbraucht.',
    },
  },
  // The confirmation panel on /start after a declaration (features/start/Eingangsbestaetigung.tsx).
  eingangsbestaetigung: {
    titel: (erklaerung: string) => `Eingegangen: ${erklaerung}`,
    eingang: (zeitpunkt: string) => `Die Prüfungsstelle hat Ihre Erklärung am ${zeitpunkt} Uhr erhalten.`,
    referenz: 'Vorgangsnummer',
    quittung: 'Quittung herunterladen (PDF)',
    quittungInArbeit:
      'Die Quittung wird gerade erstellt. Bitte versuchen Sie es in einigen Sekunden noch einmal; Sie finden sie auch in Ihrer digitalen Akte.',
    weiter: 'Wie geht es weiter?',
    schliessen: 'Bestätigung schließen',
    nichtGeladen: 'Die Eingangsbestätigung konnte nicht geladen werden.',
    unbekannt: 'Zu diesem Schlüssel ist keine Erklärung eingegangen.',
    schritte: {
      antrag:
        'Die Prüfungsstelle prüft Ihren Antrag und entscheidet über Ihre Zulassung. Die Entscheidung und den Gebührenbescheid erhalten Sie schriftlich.',
      ruecknahme:
        'Die Prüfungsstelle bearbeitet die Rücknahme und erstattet Gebühren, soweit Ihnen eine Erstattung zusteht, auf Ihr gespeichertes Konto.',
      anmeldung:
        'Die Prüfungsstelle lädt Sie rechtzeitig zu den Aufsichtsarbeiten. Die Prüfungsgebühr setzt sie mit einem Bescheid fest.',
      abmeldung:
        'Die Prüfungsstelle bearbeitet die Abmeldung und erstattet die Prüfungsgebühr abzüglich der Bearbeitungsgebühr auf Ihr gespeichertes Konto, soweit Sie sie gezahlt haben.',
      verschiebung:
        'Die Prüfungsstelle führt die Modulprüfungen im neuen Prüfungstermin; die gezahlte Prüfungsgebühr gilt weiter.',
      anrechnung:
        'Die Prüfungsstelle prüft Ihre Nachweise und entscheidet über die Anrechnung. Die Entscheidung erhalten Sie schriftlich.',
      ruecktritt:
        'Die Prüfungsstelle vermerkt den Rücktritt und erstattet Gebühren, soweit Ihnen eine Erstattung zusteht, auf Ihr gespeichertes Konto.',
      triftigerGrund:
        'Die Prüfungsstelle prüft den mitgeteilten Grund und Ihre Nachweise und teilt Ihnen ihre Entscheidung schriftlich mit.',
      kontaktdaten: 'Die Prüfungsstelle verwendet ab sofort Ihre neuen Kontaktdaten.',
      akte: 'Die Quittung liegt auch in Ihrer digitalen Akte.',
    },
  },
  // Module flows (modulpruefung/*, events 3–6): selection, then summary and send.
  modulpruefung: {
    schrittAuswahl: 'Auswahl',
    schrittZusammenfassung: 'Zusammenfassung',
    einleitungAnmeldung: (termin: string) =>
      `Wählen Sie die Modulprüfungen, zu denen Sie sich für den Prüfungstermin ${termin} anmelden.`,
    einleitungAbmeldung:
      'Wählen Sie die Modulprüfungen, von denen Sie sich abmelden. Eine Abmeldung ist möglich, solange Sie noch nicht zur schriftlichen Prüfung geladen sind.',
    einleitungVerschiebung: (termin: string, ziel: string) =>
      `Wählen Sie die Modulprüfungen, die Sie vom Prüfungstermin ${termin} auf den Prüfungstermin ${ziel} verschieben. Eine Modulprüfung kann nur einmal und nur um einen Prüfungstermin verschoben werden.`,
    einleitungAnrechnung:
      'Wählen Sie die Modulprüfungen, deren Anrechnung Sie beantragen, und laden Sie die Nachweise hoch. Das Wirtschaftliche Prüfungswesen kann nicht angerechnet werden.',
    module: 'Modulprüfungen',
    ausgewaehlt: 'Ausgewählte Modulprüfungen',
    termin: 'Prüfungstermin',
    neuerTermin: 'Neuer Prüfungstermin',
    modulAugust: (modul: string) => `${modul} – im August`,
    nichtWaehlbar: 'Zur Zeit nicht wählbar.',
    nachweise: 'Nachweise',
    nachweiseHinweis:
      'Für Wirtschaftsrecht und Angewandte Betriebswirtschaftslehre, Volkswirtschaftslehre das Masterzeugnis (§ 8a WPO) oder die Nachweise gleichwertiger Prüfungsleistungen (§ 13b WPO); für Steuerrecht die Bescheinigung nach § 13 WPO.',
    masterzeugnis: 'Masterzeugnis oder Nachweise gleichwertiger Prüfungsleistungen',
    pruefungsbescheinigung:
      'Bescheinigung über die Bestellung als Steuerberaterin / Steuerberater oder die bestandene Steuerberaterprüfung',
    papierverfahren:
      'Ihr Prüfungsverfahren hat vor dem Prüfungstermin I/2023 begonnen. Bitte melden Sie sich zu weiteren Modulprüfungen mit dem Papierformular bei der Prüfungsstelle an (per Post, Fax oder E-Mail).',
  },

  // Withdrawal from module exams (events 7/8) and from the whole exam (event 9).
  ruecktritt: {
    schrittErklaerung: 'Erklärung',
    schrittZusammenfassung: 'Zusammenfassung',
    modulEinleitung:
      'Wählen Sie den Prüfungsteil und die Modulprüfungen, von denen Sie zurücktreten. Zurücktreten können Sie von Modulprüfungen, zu denen Sie geladen sind.',
    teil: 'Rücktritt von',
    teilOptionen: {
      schriftlich: 'der schriftlichen Prüfung (Aufsichtsarbeiten)',
      muendlich: 'der mündlichen Prüfung',
    },
    geladenAm: (datum: string) => `Geladen am ${datum}`,
    nichtGeladen: 'Keine Ladung – nicht wählbar.',
    folgenTitel: 'Folgen des Rücktritts',
    modulFolge:
      'Mit dem Rücktritt gilt die Modulprüfung als nicht bestanden (§ 21 Abs. 1 WiPrPrüfV): Der Prüfungsversuch ist verbraucht.',
    gesamtFolge:
      'Mit dem Rücktritt von der gesamten Prüfung gilt die Prüfung als nicht bestanden (§ 21 Abs. 4 WiPrPrüfV). Für eine Wiederholung ist eine neue Zulassung nötig; bereits bestandene Modulprüfungen entfallen dann.',
    gesamtBestaetigung: 'Ich trete von der gesamten Prüfung zurück.',
    gesamtZuFrueh: (datum: string) =>
      `Der Rücktritt von der gesamten Prüfung ist erst ab dem ${datum} möglich, mehr als drei Tage nach Ihrer Zulassung.`,
    gesamtOhneZulassung:
      'Für Sie ist kein Datum der Zulassung gespeichert. Der Rücktritt von der gesamten Prüfung ist erst nach der Zulassung möglich.',
    gesamtBeendet:
      'Ihr Prüfungsverfahren ist beendet: Sie sind bereits von der gesamten Prüfung zurückgetreten, eine Modulprüfung ist endgültig nicht bestanden, oder Sie haben alle Modulprüfungen bestanden.',
    zulassungsdatum: 'Zugelassen am',
  },

  // Compelling reason (triftiger Grund) for the regular exam and the aptitude test.
  triftigerGrund: {
    schrittAuswahl: 'Angaben',
    schrittZusammenfassung: 'Zusammenfassung',
    einleitung:
      'Teilen Sie mit, an welchen Prüfungsteilen Sie aus einem triftigen Grund (zum Beispiel Krankheit) nicht teilnehmen können oder nicht teilnehmen konnten, und weisen Sie den Grund nach (§ 21 Abs. 2 WiPrPrüfV). Bei Krankheit verlangt die Prüfungsstelle in der Regel ein amtsärztliches Zeugnis.',
    einleitungEignung:
      'Teilen Sie mit, an welchen Teilen der Eignungsprüfung Sie aus einem triftigen Grund (zum Beispiel Krankheit) nicht teilnehmen können oder nicht teilnehmen konnten, und weisen Sie den Grund nach (§ 32 WiPrPrüfV). Bei Krankheit verlangt die Prüfungsstelle in der Regel ein amtsärztliches Zeugnis.',
    teile: 'Betroffene Prüfungsteile',
    teileHinweis: 'Wählbar sind die Prüfungsteile, zu denen Sie geladen sind.',
    nichtWaehlbar: 'Zur Zeit nicht wählbar.',
    nachweise: 'Nachweise',
    nachweiseHinweis: 'Laden Sie mindestens ein Nachweisdokument hoch.',
    zeugnis: 'Ärztliches oder amtsärztliches Zeugnis',
    grund: 'Weitere Nachweise zum triftigen Grund',
    folgenTitel: 'Folgen der Mitteilung',
    folge:
      'Erkennt die Prüfungsstelle den Grund an, werden Sie zu den versäumten Prüfungsteilen später erneut geladen; der Prüfungsversuch wird nicht verbraucht. Erkennt sie ihn nicht an, gilt das Fernbleiben als Rücktritt.',
  },

  // Own data (meinedaten) and the contact change (meinedaten/kontaktdatenaendern, events 10/16).
  meineDaten: {
    einleitung: 'Hier sehen Sie die Daten, die die Prüfungsstelle zu Ihnen gespeichert hat.',
    konto: 'Benutzerkonto',
    name: 'Name',
    pruefung: 'Prüfung',
    letzteAnmeldung: 'Letzte Anmeldung',
    kontaktdaten: 'Kontaktdaten',
    keineKontaktdaten:
      'Zu Ihnen sind noch keine Kontaktdaten gespeichert. Sie geben sie mit Ihrem Zulassungsantrag an.',
    verfahren: 'Ihr Verfahren',
    antragsdatum: 'Antrag gestellt am',
    zulassungsdatum: 'Zugelassen am',
    weitere: 'Weitere Funktionen',
    kontaktdatenSchritt: 'Kontaktdaten',
    kontaktdatenEinleitung:
      'Ändern Sie Ihre Kontaktdaten. Mit „Absenden“ teilen Sie die Änderung der Prüfungsstelle mit.',
    // The sessions overview (issue 30 point 6); browser and device words come from the server.
    sitzungen: 'Angemeldete Geräte',
    sitzungenEinleitung:
      'Hier sehen Sie, wo Sie gerade angemeldet sind. Kennen Sie eine Sitzung nicht, beenden Sie alle anderen Sitzungen und ändern Sie Ihr Passwort.',
    dieseSitzung: 'Diese Sitzung',
    andereSitzung: 'Weitere Sitzung',
    angemeldetAm: 'Angemeldet am',
    zuletztAktiv: 'Zuletzt aktiv',
    keineAnderenSitzungen: 'Sie sind nirgends sonst angemeldet.',
    andereBeenden: 'Alle anderen Sitzungen beenden',
    andereBeendet: (anzahl: number) =>
      anzahl === 0
        ? 'Es gab keine anderen Sitzungen.'
        : anzahl === 1
          ? 'Eine andere Sitzung wurde beendet.'
          : `${anzahl} andere Sitzungen wurden beendet.`,
    browserUnbekannt: 'Unbekannter Browser',
    geraetUnbekannt: 'Unbekanntes Gerät',
    geraetetypen: { desktop: 'Computer', mobile: 'Smartphone', tablet: 'Tablet', tv: 'Fernseher' },
    // Notification of decisions by retrieval (issue 27 point 4, decision 0033). The wording is stored
    // with each consent and revocation exactly as shown here; the server accepts only this text.
    bekanntgabe: 'Bekanntgabe von Bescheiden',
    einwilligungWortlaut:
      'Ich willige ein, dass mir die Prüfungsstelle Bescheide (zum Beispiel über die Zulassung, Ladungen und Ergebnisse) elektronisch bekannt gibt, indem sie sie in meiner digitalen Akte im Examensportal zum Abruf bereitstellt (§ 41 Absatz 2a Verwaltungsverfahrensgesetz). Über jede Bereitstellung werde ich per E-Mail benachrichtigt. Ein Bescheid gilt am Tag nach dem ersten Abruf durch mich als bekannt gegeben. Rufe ich ihn nicht innerhalb von zehn Tagen nach der Benachrichtigung ab, endet die Bereitstellung und die Prüfungsstelle gibt mir den Bescheid per Post bekannt. Ich kann diese Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen.',
    widerrufWortlaut:
      'Ich widerrufe meine Einwilligung in die elektronische Bekanntgabe von Bescheiden durch Bereitstellung zum Abruf. Bescheide, die ich noch nicht abgerufen habe, und alle künftigen Bescheide gibt mir die Prüfungsstelle per Post bekannt.',
    einwilligungErteilt: (am: string) => `Sie haben am ${am} in die Bekanntgabe durch Abruf eingewilligt.`,
    einwilligungFehlt:
      'Sie haben nicht in die Bekanntgabe durch Abruf eingewilligt. Bescheide gibt Ihnen die Prüfungsstelle per Post bekannt; eine Kopie liegt zusätzlich in Ihrer digitalen Akte.',
    einwilligen: 'Einwilligung erteilen',
    widerrufen: 'Einwilligung widerrufen',
    eingewilligt: 'Ihre Einwilligung wurde gespeichert.',
    widerrufenToast: 'Ihre Einwilligung wurde widerrufen.',
    wortlautGeaendert:
      'Der Text der Einwilligung hat sich geändert. Bitte laden Sie die Seite neu und lesen Sie ihn erneut.',
    bescheide: 'Ihre Bescheide',
    keineBescheide: 'Es liegen noch keine Bescheide vor.',
  },
  /** A decision letter's notification (decision 0033), in Meine Daten and on the Kandidat page. */
  bekanntgabeStand: {
    bereitgestellt: (bis: string) => `zum Abruf bereitgestellt bis ${bis}`,
    postversand: 'wird per Post bekannt gegeben',
    bekanntgegebenAm: (am: string, weg: 'abruf' | 'post') =>
      `bekanntgegeben am ${am} (${weg === 'abruf' ? 'Abruf' : 'Post'})`,
  },
  /** The career (rules/laufbahn.ts): where the procedure stands and what comes next, per kind. */
  laufbahn: {
    ueberschrift: 'Ihr Verfahren',
    keinAntrag: {
      WP: 'Sie haben noch keinen Zulassungsantrag gestellt. Sie können ihn jetzt online stellen.',
      EIGNUNG:
        'Sie haben noch keinen Antrag auf Zulassung zur Eignungsprüfung gestellt. Sie können ihn jetzt online stellen.',
    },
    entwurf: 'Ihr Antrag ist zwischengespeichert. Prüfen Sie Ihre Angaben und senden Sie den Antrag ab.',
    eingereicht: (am: string) =>
      `Ihr Antrag ist am ${am} eingegangen. Die Prüfungsstelle prüft ihn; Sie erhalten einen Bescheid.`,
    versuchLaeuft: {
      WP: (am: string) => `Sie sind seit dem ${am} zum Examen zugelassen. Ihr Prüfungsverfahren läuft.`,
      EIGNUNG: (am: string) =>
        `Sie sind seit dem ${am} zur Eignungsprüfung zugelassen. Ihr Prüfungsverfahren läuft.`,
    },
    bestanden: {
      WP: 'Sie haben alle Modulprüfungen bestanden oder angerechnet erhalten. Ein neuer Zulassungsantrag ist nicht möglich.',
      EIGNUNG: 'Sie haben die Eignungsprüfung bestanden. Ein neuer Antrag ist nicht möglich.',
    },
    zurueckgenommen: (termin: string) =>
      `Sie haben Ihren Antrag zurückgenommen; dadurch ist kein Prüfungsversuch verbraucht. Sie können einen neuen Antrag für den Prüfungstermin ${termin} oder später stellen.`,
    abgelehnt:
      'Ihr Antrag wurde abgelehnt; dadurch ist kein Prüfungsversuch verbraucht. Sie können einen neuen Antrag stellen.',
    versuchVerloren: {
      WP: 'Ihr erster Gesamtversuch ist beendet; bestandene Module entfallen. Sie können einmal einen neuen Zulassungsantrag für den zweiten Gesamtversuch stellen (§ 22 Abs. 2 WiPrPrüfV). Dafür genügen Lebenslauf, Erklärung über frühere Zulassungsanträge und gegebenenfalls die Erklärung zur Prüfungsverkürzung.',
      EIGNUNG: (versuch: number, von: number) =>
        `Ihr Prüfungsversuch ist beendet. Sie können einen neuen Antrag auf Zulassung für den ${versuch}. von ${von} Versuchen stellen (§ 33 WiPrPrüfV).`,
    },
    keineVersucheMehr: {
      WP: 'Sie haben beide Gesamtversuche verbraucht. Eine erneute Zulassung zum Examen ist nicht möglich. Bei Fragen wenden Sie sich bitte an die Prüfungsstelle.',
      EIGNUNG: (von: number) =>
        `Sie haben alle ${von} Versuche der Eignungsprüfung verbraucht. Eine erneute Zulassung ist nicht möglich. Bei Fragen wenden Sie sich bitte an die Prüfungsstelle.`,
    },
    moeglichAb: (datum: string) => `Der Antragszeitraum dafür beginnt am ${datum}.`,
    wiederholungHinweis:
      'Antrag für eine erneute Zulassung: Angaben zur akademischen und praktischen Vorbildung sind nicht erforderlich (§ 22 Abs. 2 WiPrPrüfV).',
    frueherNichtBestanden:
      'Bitte geben Sie an, dass Sie bereits zugelassen waren und die Prüfung nicht bestanden haben.',
    /** R-63/R-64: the declared failures leave no attempt. */
    keineZulassungMehr: (vorschrift: string) =>
      `Nach den angegebenen nicht bestandenen Prüfungen ist keine weitere Zulassung möglich (${vorschrift}).`,
    terminZuFrueh: (termin: string) =>
      `Nach der Rücknahme Ihres Antrags können Sie einen neuen Antrag erst für den Prüfungstermin ${termin} stellen.`,
    antragLink: { WP: 'Zum Zulassungsantrag', EIGNUNG: 'Zum Antrag auf Zulassung zur Eignungsprüfung' },
  },
} as const;

export type Messages = typeof messages;
