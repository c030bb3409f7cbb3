// The examination office's command line (npm run office, apps/server/src/office).
// Server-only: the web build never imports this module (eslint zone in eslint.config.js;
// apps/web/test/server-texts.test.ts proves none of its texts is in the built assets).

export const officeCliTexte = {
  hilfe: {
    aufruf: 'Aufruf: npm run office -- <befehl> [argumente] [optionen]',
    einleitung:
      'Werkzeug der Prüfungsstelle für Zulassungen, Ladungen, Ergebnisse, triftige Gründe, Anrechnungen und Prüfungstermine. Es verwendet dieselbe Konfiguration wie der Server (DATA_DIR, DATABASE_URL) und arbeitet auch, während das Portal läuft: Mit der eingebetteten Datenbank übergibt es den Befehl dem laufenden Server, das Ergebnis ist sofort im Portal sichtbar. Jede Änderung wird mit Name und Zeitpunkt protokolliert und vollständig oder gar nicht ausgeführt.',
    befehleTitel: 'Befehle:',
    befehle: {
      kandidaten: 'Listet alle Benutzerkonten mit Art, Antragsstatus und Zulassungsdatum.',
      antraege:
        'Listet die Zulassungsanträge (Status: entwurf, eingereicht, zugelassen, abgelehnt, zurueckgenommen).',
      modulstatus:
        'Zeigt den Modulstatus, wie ihn die Kandidatin oder der Kandidat sieht, und die verfügbaren Funktionen.',
      zulassen:
        'Lässt einen eingereichten Antrag zu: setzt das Zulassungsdatum und legt die beantragten Modulanmeldungen (WP) bzw. den Prüfungsversuch (Eignungsprüfung) für den beantragten Termin an.',
      ablehnen:
        'Lehnt einen eingereichten Antrag ab: --begruendung mit dem Grund der Ablehnung (Pflicht). Der Bescheid kommt als PDF in die digitale Akte.',
      laden:
        'Erfasst eine Ladung: WP mit --modul wp|wr|bwl|st und --teil schriftlich|muendlich, Eignungsprüfung mit --teil awr|ast|mp.',
      ergebnis:
        'Erfasst das Ergebnis der laufenden Prüfung: --ergebnis bestanden|nicht-bestanden; für eine Modulprüfung auf Wunsch mit --note-schriftlich und --note-muendlich (z. B. 3,70; ohne mündliche Note nur bei einer schriftlichen Note schlechter als 5,00). Das Ergebnis muss zu den Noten passen (Modulgesamtnote (6 × schriftlich + 4 × mündlich) / 10, bestanden bis 4,00). Statt der schriftlichen Note auch die Noten der Aufsichtsarbeiten: --note-arbeit-1 und (WP, BWL, ST) --note-arbeit-2; die schriftliche Note ist ihr Durchschnitt.',
      'triftiger-grund-erfassen':
        'Erfasst einen schriftlich eingegangenen triftigen Grund für einen geladenen Prüfungsteil.',
      'triftiger-grund-entscheiden':
        'Entscheidet über einen offenen triftigen Grund: --entscheidung anerkannt|abgelehnt, --begruendung (Pflicht bei Ablehnung). Der Bescheid kommt als PDF in die digitale Akte.',
      'anrechnung-erfassen':
        'Erfasst einen schriftlich eingegangenen Antrag auf Anrechnung (--modul wr|bwl|st).',
      'anrechnung-entscheiden':
        'Entscheidet über einen offenen Antrag auf Anrechnung: --entscheidung anerkannt|abgelehnt, --begruendung (Pflicht bei Ablehnung). Eine noch nicht geladene Anmeldung des angerechneten Moduls endet. Der Bescheid kommt als PDF in die digitale Akte.',
      termin:
        'Legt einen Prüfungstermin (S/JJJJ) fest: --juni mit den Modulen mit Juni-Termin (z. B. wr,bwl oder keine), --anmeldeschluss JJJJ-MM-TT (oder gesetzlich: 31.08. vor Termin 1, Ende Februar im Termin 2), --aufsichtsarbeiten und --aufsichtsarbeiten-juni mit den Tagen der Aufsichtsarbeiten je Modul (z. B. wp=2027-08-10+2027-08-11,wr=2027-08-12 oder keine), --beginn und --beginn-juni mit der Uhrzeit des Beginns je Tag in derselben Reihenfolge (z. B. wp=09:00+09:00,wr=09:00; - für einen Tag ohne Uhrzeit), --orte und --orte-juni mit dem Prüfungsort je Landesgeschäftsstelle (Nummer 1–6 oder Ort, durch Semikolons getrennt, z. B. 3=Messe Düsseldorf, Halle 3;5=MOC München, oder keine). Die Ausgabe zeigt Tage, Uhrzeiten und Orte, wie sie gespeichert sind; sie stehen in den Ladungen. Nicht angegebene Optionen bleiben unverändert. Der Anmeldeschluss gilt für Anträge und Modulanmeldungen; bis zum Tag der letzten Aufsichtsarbeit wird bei einem Rücktritt die Hälfte der Prüfungsgebühr erstattet.',
      protokoll:
        'Zeigt die letzten Aktionen der Prüfungsstelle (--anzahl, Standard 20), auf Wunsch für eine Person.',
      'protokoll-pruefen':
        'Prüft, ob das Protokoll unversehrt ist: Jeder Eintrag trägt die Prüfsumme (SHA-256) seines Inhalts und des vorigen Eintrags. Nennt den ersten geänderten, eingefügten oder fehlenden Eintrag und vergleicht die Kette mit den täglichen Ankern im Ordner PROTOKOLL_ANKER_DIR.',
      'mitarbeiter-anlegen':
        'Legt ein Konto der Prüfungsstelle an (--email, --name, --rolle sachbearbeitung|leitung) und gibt einen einmaligen Einrichtungslink aus (24 Stunden gültig), mit dem die Person ihr Passwort und die Zwei-Faktor-Anmeldung einrichtet. Für ein noch nicht eingerichtetes Konto gibt er einen neuen Link aus.',
      'mitarbeiter-zuruecksetzen':
        'Setzt den Zugang eines eingerichteten Kontos der Prüfungsstelle zurück (--email), z. B. wenn das Gerät mit der Authenticator-App verloren ging: Passwort, Zwei-Faktor-Schlüssel und Wiederherstellungscodes enden, alle Sitzungen enden, und ein neuer Einrichtungslink (24 Stunden gültig) wird ausgegeben.',
      dokument:
        'Legt eine Datei (PDF, JPG, PNG, GIF) in die digitale Akte: --kategorie mantelakte|wp|wr|bwl|st|akteneingang, --typ (z. B. ZULASSUNG, ANMELDUNG, RUECKTRITT, ATTEST, VERMERK), --name für den angezeigten Dateinamen.',
    },
    optionenTitel: 'Allgemeine Optionen:',
    optionen: [
      '--von <name>   wer handelt (Standard: Anmeldename aus $USER, ist er leer, der Benutzer des Betriebssystems oder seine UID); wird mit dem Zeitpunkt protokolliert',
      '--json         Ausgabe als JSON',
      '--help, -h     diese Hilfe',
    ],
    hinweis:
      '<kandidat> ist die E-Mail-Adresse oder die Konto-ID, <antrag> die Antrags-ID oder die E-Mail-Adresse (dann gilt der neueste Antrag). Daten im Format JJJJ-MM-TT; ohne --datum gilt der heutige Tag (Europe/Berlin).',
  },
  datenordnerBelegt: (ordner: string, pid: number) =>
    `Der Datenordner ${ordner} wird gerade von einem anderen Prozess (PID ${pid}, z. B. dem Server) verwendet. Mit der eingebetteten Datenbank kann das Werkzeug nur arbeiten, wenn dieser Prozess beendet ist. Beenden Sie den Server und versuchen Sie es erneut.`,
  unerwartet: (detail: string) =>
    `Unerwarteter Fehler – es wurde nichts geändert. Technische Angabe: ${detail}`,
  // The command line and the running server (office.sock in the data folder, decision 0014).
  keineBefehlsannahme: (ordner: string, pid: number) =>
    `Der Datenordner ${ordner} wird gerade von einem Prozess (PID ${pid}) verwendet, der keine Befehle annimmt – etwa ein Server, der noch startet, npm run demo oder ein anderer Aufruf dieses Werkzeugs. Es wurde nichts geändert. Versuchen Sie es in einem Moment erneut.`,
  verbindungAbgebrochen:
    'Die Verbindung zum Server ist abgebrochen, bevor er geantwortet hat. Ob der Befehl ausgeführt wurde, zeigt: npm run office -- protokoll',
  serverWirdBeendet:
    'Der Server wird gerade beendet und nimmt keine Befehle mehr an. Es wurde nichts geändert. Versuchen Sie es erneut, wenn er beendet ist.',
  andereUhr:
    'Der laufende Server arbeitet mit einer anderen Uhr (PORTAL_NOW) als dieser Aufruf. Es wurde nichts geändert. Befehle zu einem anderen Zeitpunkt sind nur möglich, während der Server beendet ist.',
  // Test mode only (PORTAL_NOW, decision 0077): the journeys move the running portal's clock.
  uhrNurImTestbetrieb:
    'Die Uhr des Portals lässt sich nur im Testbetrieb (PORTAL_NOW) stellen. Es wurde nichts geändert.',
  uhrGestellt: (zeitpunkt: string) => `Die Uhr des Portals steht jetzt auf ${zeitpunkt}.`,
  unbekannterBefehl: (befehl: string) =>
    `Unbekannter Befehl „${befehl}“. Eine Übersicht zeigt: npm run office -- --help`,
  optionUnbekannt: (option: string) =>
    `Unbekannte Option „${option}“. Eine Übersicht zeigt: npm run office -- --help`,
  optionOhneWert: (option: string) => `Die Option „${option}“ braucht einen Wert.`,
  optionNichtErlaubt: (option: string, befehl: string) =>
    `Die Option ${option} gibt es beim Befehl „${befehl}“ nicht.`,
  zuVieleArgumente: (befehl: string) => `Zu viele Angaben für den Befehl „${befehl}“.`,
  argumentFehlt: (name: string) => `Bitte geben Sie ${name} an.`,
  wertUngueltig: (name: string, erlaubt: string) => `Ungültiger Wert für ${name}. Erlaubt: ${erlaubt}.`,
  datumUngueltig: (name: string) => `${name} muss ein gültiges Datum im Format JJJJ-MM-TT sein.`,
  anzahlUngueltig: '--anzahl muss eine ganze Zahl zwischen 1 und 1000 sein.',
  eingabeUngueltig: 'Die Angaben sind nicht gültig.',
  terminUngueltig: 'Der Prüfungstermin muss als S/JJJJ (z. B. 2/2027) oder JJJJ/S angegeben werden.',
  vonFehlt: 'Bitte geben Sie mit --von <Name> an, wer die Aktion ausführt.',
  kandidatUnbekannt: (wer: string) => `Zu „${wer}“ gibt es kein Benutzerkonto.`,
  antragUnbekannt: (wer: string) => `Zu „${wer}“ gibt es keinen Zulassungsantrag.`,
  antragNichtEingereicht: (status: string) =>
    `Der Antrag ist nicht eingereicht (Status: ${status}). Nur eingereichte Anträge können zugelassen oder abgelehnt werden.`,
  antragNichtAktuell: 'Dieser Antrag ist nicht der aktuelle Antrag der Person.',
  antragOhneTermin: 'Der Antrag nennt keinen Prüfungstermin.',
  datumInZukunft: (datum: string) => `Das Datum ${datum} liegt in der Zukunft.`,
  zulassungVorAntrag: (datum: string, antragsdatum: string) =>
    `Die Zulassung am ${datum} kann nicht vor dem Antragsdatum ${antragsdatum} liegen.`,
  keineModule: 'Der Antrag enthält keine Modulprüfung, für die eine Anmeldung angelegt werden kann.',
  modulEntfaellt: (modul: string) =>
    `Hinweis: ${modul} entfällt wegen der erklärten Prüfungsverkürzung; keine Anmeldung angelegt.`,
  keinJuniTermin: (modul: string, termin: string) =>
    `Hinweis: ${modul} hat im Termin ${termin} keinen Juni-Termin; die Anmeldung gilt für den regulären Termin.`,
  keineVersucheMehr: 'Für die Eignungsprüfung ist kein Versuch mehr frei (§ 33 WiPrPrüfV).',
  nurWP: 'Diese Aktion gibt es nur im Wirtschaftsprüfungsexamen.',
  modulFehlt: 'Bitte geben Sie mit --modul an, um welches Modul es geht (wp, wr, bwl, st).',
  modulNurWP: 'Die Eignungsprüfung hat keine Module; bitte ohne --modul aufrufen.',
  keineLaufendeAnmeldung: (modul: string) => `Für das Modul ${modul} besteht keine laufende Anmeldung.`,
  keinLaufenderVersuch: 'Es gibt keinen laufenden Versuch der Eignungsprüfung.',
  teilUngueltig: (teil: string, erlaubt: string) =>
    `Den Prüfungsteil „${teil}“ gibt es hier nicht. Erlaubt: ${erlaubt}.`,
  ladungVorAnmeldung: (datum: string) => `Die Ladung kann nicht vor der Anmeldung am ${datum} liegen.`,
  muendlichVorSchriftlich:
    'Zur mündlichen Prüfung kann erst geladen werden, wenn zur schriftlichen Prüfung geladen wurde.',
  bereitsGeladen: (datum: string) =>
    `Zu diesem Prüfungsteil wurde bereits am ${datum} geladen. Eine neue Ladung ist nur nach einem anerkannten triftigen Grund möglich.`,
  neueLadungNachAlter: (datum: string) => `Die neue Ladung muss nach der bisherigen vom ${datum} liegen.`,
  ergebnisOhneLadung: 'Ein Ergebnis kann erst nach der Ladung zur Prüfung erfasst werden.',
  bestandenOhneMuendlich: '„Bestanden“ setzt die Ladung zur mündlichen Prüfung voraus.',
  // Results per part (issue 26 point 7, decision 0056).
  notenNurModul:
    'Die Eignungsprüfung wird als Ganzes bewertet (§ 31 WiPrPrüfV); Noten je Teil gibt es nur für Modulprüfungen.',
  muendlicheNoteOhneLadung:
    'Eine Note der mündlichen Prüfung setzt die Ladung zur mündlichen Prüfung voraus.',
  notenFehler: {
    noteUngueltig: 'Noten liegen zwischen 1,00 und 6,00 mit höchstens zwei Nachkommastellen.',
    muendlichNachAusschluss:
      'Bei einer schriftlichen Note schlechter als 5,00 ist die Kandidatin oder der Kandidat von der mündlichen Prüfung ausgeschlossen (§ 13 Abs. 2 WiPrPrüfV); eine mündliche Note ist nicht möglich.',
    muendlichFehlt:
      'Die Note der mündlichen Prüfung fehlt: Nur bei einer schriftlichen Note schlechter als 5,00 steht das Modulergebnis ohne sie fest.',
  },
  // Grades per paper (decision 0068, § 7 (2),(3) WiPrPrüfV: WP, BWL, ST two papers, WR one).
  arbeitenZuViele: (modul: string, zahl: number) =>
    `Im Modul ${modul} ${zahl === 1 ? 'wird eine Aufsichtsarbeit' : `werden ${zahl} Aufsichtsarbeiten`} geschrieben (§ 7 WiPrPrüfV); mehr Noten von Aufsichtsarbeiten sind nicht möglich.`,
  arbeitenZuWenige: (modul: string, zahl: number) =>
    `Im Modul ${modul} werden ${zahl} Aufsichtsarbeiten geschrieben (§ 7 WiPrPrüfV); bitte die Noten aller ${zahl} Aufsichtsarbeiten eingeben.`,
  schriftlichPasstNichtZuArbeiten: (eingegeben: string, durchschnitt: string) =>
    `Die schriftliche Note ${eingegeben} passt nicht zu den Aufsichtsarbeiten: Ihr Durchschnitt ist ${durchschnitt}. Bitte nur die Noten der Aufsichtsarbeiten oder die passende schriftliche Note eingeben.`,
  keineModulnote: 'keine, Ausschluss von der mündlichen Prüfung',
  noteUngueltig: (name: string) =>
    `${name}: Eine Note liegt zwischen 1,00 und 6,00 mit höchstens zwei Nachkommastellen (z. B. 3,70).`,
  ergebnisPasstNichtZuNoten: (ergebnis: string, modulnote: string) =>
    `Das Ergebnis passt nicht zu den Noten: Aus ihnen folgt „${ergebnis}“ (Modulnote ${modulnote}, § 18 WiPrPrüfV).`,
  ergebnisVorLadung: (datum: string) => `Das Ergebnis kann nicht vor der Ladung vom ${datum} liegen.`,
  ergebnisVorAufsichtsarbeit: (datum: string) =>
    `Das Ergebnis kann nicht vor der letzten Aufsichtsarbeit am ${datum} liegen.`,
  grundNochOffen: 'Über einen triftigen Grund zu dieser Prüfung ist noch nicht entschieden.',
  grundNichtMoeglich:
    'Für diesen Prüfungsteil kann kein triftiger Grund erfasst werden (nicht geladen, bereits erledigt oder schon gemeldet).',
  keinOffenerGrund: 'Zu diesem Prüfungsteil liegt kein offener triftiger Grund vor.',
  anrechnungNichtMoeglich: (modul: string) => `Eine Anrechnung für ${modul} ist zurzeit nicht möglich.`,
  keineOffeneAnrechnung: (modul: string) => `Für ${modul} liegt kein offener Antrag auf Anrechnung vor.`,
  juniNurTermin2: 'Einen Juni-Termin (vorgezogen) gibt es nur im 2. Prüfungstermin.',
  dateiFehlt: (datei: string) => `Die Datei ${datei} gibt es nicht oder sie ist nicht lesbar.`,
  dateiGroesse: (datei: string) => `Die Datei ${datei} ist zu klein oder größer als 31 MB.`,
  dateiTyp: (datei: string) => `Die Datei ${datei} ist keine PDF-, JPG-, PNG- oder GIF-Datei.`,
  kategorieNichtFuer: (kategorie: string, art: string) =>
    `Die Kategorie ${kategorie} gibt es in der digitalen Akte der Art ${art} nicht.`,
  typNichtFuer: (typ: string, kategorie: string, erlaubt: string) =>
    `Den Dokumenttyp „${typ}“ gibt es in der Kategorie ${kategorie} nicht. Erlaubt: ${erlaubt}.`,
  dokumentAbgelegt: (email: string, name: string, kategorie: string, typ: string) =>
    `${email}: „${name}“ liegt in der digitalen Akte (${kategorie}, ${typ}).`,
  zugelassen: (email: string, datum: string, termin: string) =>
    `${email}: zugelassen am ${datum} für den Prüfungstermin ${termin}.`,
  anmeldungenAngelegt: (module: string) => `Angelegte Modulanmeldungen: ${module}.`,
  versuchAngelegt: 'Der Versuch der Eignungsprüfung ist angelegt.',
  modulJuni: (modul: string) => `${modul} (Juni)`,
  abgelehnt: (email: string, datum: string) => `${email}: Antrag am ${datum} abgelehnt.`,
  modulBezeichnung: (modul: string) => `Modul ${modul}`,
  eignungBezeichnung: 'Eignungsprüfung',
  geladen: (email: string, pruefung: string, teil: string, datum: string) =>
    `${email}: ${pruefung}, ${teil} – geladen am ${datum}.`,
  ergebnisErfasst: (email: string, pruefung: string, ergebnis: string, datum: string) =>
    `${email}: ${pruefung} – ${ergebnis} (${datum}).`,
  grundErfasst: (email: string, pruefung: string, teil: string) =>
    `${email}: triftiger Grund für ${pruefung}, ${teil} erfasst; die Entscheidung steht aus.`,
  grundEntschieden: (email: string, pruefung: string, teil: string, entscheidung: string) =>
    `${email}: triftiger Grund für ${pruefung}, ${teil} – ${entscheidung}.`,
  anrechnungErfasst: (email: string, modul: string) =>
    `${email}: Antrag auf Anrechnung für ${modul} erfasst; die Entscheidung steht aus.`,
  anrechnungEntschieden: (email: string, modul: string, entscheidung: string) =>
    `${email}: Anrechnung für ${modul} – ${entscheidung}.`,
  anmeldungWegenAnrechnungBeendet: (modul: string) =>
    `Die noch nicht geladene Anmeldung für ${modul} ist wegen der Anrechnung beendet.`,
  terminGespeichert: (termin: string, schluss: string, juni: string) =>
    `Prüfungstermin ${termin} gespeichert: Anmeldeschluss ${schluss}, Juni-Termin für ${juni}.`,
  keinJuni: 'kein Modul',
  aufsichtsarbeitenGespeichert: (liste: string) => `Tage der Aufsichtsarbeiten: ${liste}.`,
  aufsichtsarbeitenUngueltig: (option: string) =>
    `${option} erwartet je Modul Modul=JJJJ-MM-TT[+JJJJ-MM-TT], durch Kommas getrennt (z. B. wp=2027-08-10+2027-08-11,wr=2027-08-12), oder keine.`,
  beginnUngueltig: (option: string) =>
    `${option} erwartet je Modul Modul=HH:MM[+HH:MM] in der Reihenfolge der Tage der Aufsichtsarbeiten, - für einen Tag ohne Uhrzeit, durch Kommas getrennt (z. B. wp=09:00+09:00,wr=09:00), oder keine.`,
  orteUngueltig: (option: string, stellen: string) =>
    `${option} erwartet je Landesgeschäftsstelle Nummer oder Ort=Prüfungsort, durch Semikolons getrennt (z. B. 3=Messe Düsseldorf, Halle 3;5=MOC München), oder keine. Landesgeschäftsstellen: ${stellen}.`,
  beginnGespeichert: (liste: string) => `Beginn der Aufsichtsarbeiten: ${liste}.`,
  orteGespeichert: (sitzung: string, liste: string) => `Prüfungsorte (${sitzung}): ${liste}.`,
  uhr: (zeit: string) => `${zeit} Uhr`,
  sitzungRegulaer: 'reguläre Sitzung',
  sitzungJuni: 'vorgezogene Sitzung im Juni',
  zuVieleAufsichtsarbeiten: (modul: string, anzahl: number) =>
    `${modul} hat ${anzahl === 1 ? 'eine Aufsichtsarbeit' : `${anzahl} Aufsichtsarbeiten`} (§ 7 WiPrPrüfV); bitte höchstens ${anzahl === 1 ? 'einen Tag' : `${anzahl} Tage`} angeben.`,
  aufsichtsarbeitAusserhalb: (datum: string, termin: string) =>
    `Der Tag ${datum} liegt nicht im Jahr des Prüfungstermins ${termin}.`,
  juniAufsichtsarbeitOhneJuni: (modul: string, termin: string) =>
    `${modul} hat im Termin ${termin} keinen Juni-Termin; Tage für den Juni-Termin gibt es nur für Module mit Juni-Termin.`,
  anmeldeschlussAusserhalb: (datum: string, vorher: string, nachher: string) =>
    `Der Anmeldeschluss ${datum} muss nach dem Anmeldeschluss des vorigen Prüfungstermins (${vorher}) und vor dem des nächsten (${nachher}) liegen.`,
  keineKandidaten: 'Es gibt keine Benutzerkonten.',
  keineAntraege: 'Es gibt keine passenden Anträge.',
  keineEintraege: 'Es gibt keine Einträge.',
  // protokoll-pruefen (the hash chains of the Protokoll, decision 0029)
  protokollPruefen: {
    ketten: {
      staff_audit: 'Protokoll der Prüfungsstelle (staff_audit)',
      office_actions: 'Aktionen der Kommandozeile (office_actions)',
    },
    ketteIntakt: (kette: string, anzahl: number, pruefsumme: string) =>
      `${kette}: ${anzahl} ${anzahl === 1 ? 'Eintrag' : 'Einträge'} unverändert und lückenlos verkettet; letzte Prüfsumme ${pruefsumme}.`,
    ankerGeprueft: (anzahl: number, ordner: string) =>
      anzahl === 0
        ? `Im Ordner ${ordner} liegt noch kein Anker; er wird einmal am Tag vom Server geschrieben.`
        : `${anzahl} Anker aus ${ordner} ${anzahl === 1 ? 'stimmt' : 'stimmen'} mit der Kette überein.`,
    ohneAnker:
      'PROTOKOLL_ANKER_DIR ist nicht gesetzt: Es wurde nur die Kette in der Datenbank geprüft, nicht gegen die täglichen Anker.',
    nichtUnversehrt: 'Das Protokoll ist nicht unversehrt:',
    geaendert: (kette: string, id: number) =>
      `${kette}: Eintrag Nr. ${id} wurde nachträglich geändert – sein Inhalt passt nicht mehr zu seiner Prüfsumme.`,
    eingefuegt: (kette: string, id: number) =>
      `${kette}: Eintrag Nr. ${id} wurde nachträglich eingefügt – er gehört nicht zur Kette.`,
    fehlt: (kette: string, glied: number, nachId: number | null, vorId: number | null) =>
      `${kette}: Glied ${glied} der Kette fehlt${nachId === null ? '' : ` nach Eintrag Nr. ${nachId}`}${vorId === null ? ' (am Ende)' : `${nachId === null ? '' : ','} vor Eintrag Nr. ${vorId}`} – ein Eintrag wurde gelöscht.`,
    ankerPasstNicht: (kette: string, tag: string, glied: number) =>
      `${kette}: Der Anker vom ${tag} passt nicht zu Glied ${glied} der Kette – die Kette wurde danach neu berechnet oder gekürzt.`,
    ankerUnlesbar: (datei: string) =>
      `Die Ankerdatei ${datei} ist nicht lesbar oder hat ein unbekanntes Format.`,
  },
  ja: 'ja',
  nein: 'nein',
  spaltenKandidaten: ['E-Mail', 'Name', 'Art', 'Bestätigt', 'Antrag', 'Termin', 'Zugelassen am'],
  spaltenAntraege: ['Antrag', 'E-Mail', 'Art', 'Status', 'Termin', 'Antragsdatum', 'Zugelassen am'],
  spaltenProtokoll: ['Nr.', 'Zeitpunkt', 'Von', 'Befehl', 'Person', 'Angaben'],
  statusNamen: {
    none: 'kein Antrag',
    draft: 'zwischengespeichert',
    submitted: 'eingereicht',
    admitted: 'zugelassen',
    rejected: 'abgelehnt',
    withdrawn: 'zurückgenommen',
  },
  teilNamen: {
    schriftlich: 'schriftliche Prüfung',
    muendlich: 'mündliche Prüfung',
    awr: 'Aufsichtsarbeit Wirtschaftsrecht',
    ast: 'Aufsichtsarbeit Steuerrecht',
    mp: 'mündliche Prüfung',
  },
  ergebnisNamen: { passed: 'bestanden', failed: 'nicht bestanden' },
  entscheidungNamen: { accepted: 'anerkannt', rejected: 'abgelehnt' },
} as const;
