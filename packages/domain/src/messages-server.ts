// The server's own texts: its error answers (the browser shows them as it receives them), the answers
// to declarations that do not fit, and what it prints when it starts.
// Server-only: the web build never imports this module (eslint zone in eslint.config.js;
// apps/web/test/server-texts.test.ts proves none of its texts is in the built assets).

/** '1 Sekunde', '2 Sekunden' – a wait in a text (never '1 Sekunden'). */
const sekundenText = (sekunden: number) => (sekunden === 1 ? '1 Sekunde' : `${sekunden} Sekunden`);

export const serverTexte = {
  nichtGefunden: 'Die angeforderte Seite oder Ressource wurde nicht gefunden.',
  /** The calendar feed's address is unknown or was replaced (issue 27 point 6). */
  kalenderUnbekannt:
    'Diese Kalenderadresse gilt nicht (mehr). Eine gültige Adresse erzeugen Sie im Examensportal unter „Meine Daten“.',
  zuVieleAnfragen: (sekunden: number) =>
    `Zu viele Anfragen. Bitte versuchen Sie es in ${sekundenText(sekunden)} erneut.`,
  nichtVerfuegbar: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
  anfrageZuGross: 'Die Anfrage ist zu groß.',
  methodeNichtErlaubt: 'Diese Methode ist nicht erlaubt.',
  ungueltigesJson: 'Die Anfrage enthält kein gültiges JSON.',
  jsonZuKomplex: 'Die Anfrage ist zu tief verschachtelt oder enthält zu viele Felder.',
  steuerzeichen:
    'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL). Bitte entfernen Sie es aus Ihrer Eingabe.',
  nichtUnterstuetzterInhalt: 'Dieser Inhaltstyp wird nicht unterstützt.',
  speicherVoll: 'Die Datei konnte wegen fehlenden Speicherplatzes nicht gespeichert werden.',
  speicherVollAllgemein:
    'Ihre Angaben konnten wegen fehlenden Speicherplatzes nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
  // A receipt or letter could not be rendered (a PDF worker crashed or the queue is full); nothing was stored.
  pdfNichtErstellt:
    'Das PDF konnte gerade nicht erstellt werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  // Load shedding (REL-BP): the request was not started, so sending it again later is safe.
  ueberlastet: (sekunden: number) =>
    `Das Examensportal ist gerade stark ausgelastet. Ihre Anfrage wurde nicht bearbeitet. Bitte versuchen Sie es in ${sekundenText(sekunden)} erneut.`,
  // A reused Idempotency-Key with another body: declarations, final submits and uploads alike.
  andereSendungUnterSchluessel:
    'Unter diesem Schlüssel wurde bereits eine andere Sendung übermittelt. Bitte laden Sie die Seite neu.',
  // The same key after the declaration's content went with its retention class (decision 0062).
  erklaerungInhaltGeloescht: (eingegangen: string, geloescht: string) =>
    `Diese Erklärung ist am ${eingegangen} eingegangen. Ihr Inhalt wurde nach Ablauf der Aufbewahrungsfrist am ${geloescht} gelöscht; sie wird nicht erneut aufgenommen.`,
  weboberflaecheFehlt:
    'Die Weboberfläche ist noch nicht gebaut. Bitte führen Sie „npm run build“ aus und laden Sie die Seite neu.',
  laeuftUnter: (url: string) => `Examensportal läuft unter ${url}`,
  datenordnerBelegt: (ordner: string, pid: number) =>
    `Der Datenordner ${ordner} wird bereits von einem anderen Prozess (PID ${pid}) verwendet. Beenden Sie diesen Prozess oder wählen Sie mit DATA_DIR einen anderen Ordner.`,
  schluesselLesbar: (datei: string, modus: string) =>
    `Die Schlüsseldatei ${datei} ist für andere Benutzer lesbar (Modus ${modus}). Schränken Sie sie mit „chmod 600 ${datei}“ ein und starten Sie erneut. / The key file is readable by group or others; run chmod 600 on it.`,
  // The master key of the document store (issue 30 point 7, decision 0043).
  dokumentSchluesselFehlt:
    'DOKUMENT_SCHLUESSEL oder DOKUMENT_SCHLUESSEL_DATEI muss gesetzt sein, wenn DATABASE_URL gesetzt ist: alle Instanzen an einer Datenbank brauchen denselben Hauptschlüssel für die Dokumente (DOKUMENT_SCHLUESSEL is required with DATABASE_URL).',
  dokumentSchluesselUngueltig: (quelle: string) =>
    `${quelle} enthält keinen gültigen Hauptschlüssel: erwartet werden 32 Bytes in Base64, z. B. aus „openssl rand -base64 32“.`,
  dokumentSchluesselUnbekannt: (ids: string) =>
    `Dokumente sind mit einem Hauptschlüssel verschlüsselt, der nicht eingestellt ist (Schlüssel-ID ${ids}). Setzen Sie DOKUMENT_SCHLUESSEL oder DOKUMENT_SCHLUESSEL_DATEI auf den Schlüssel, mit dem die Dokumente verschlüsselt wurden (bei einem Wechsel den alten in DOKUMENT_SCHLUESSEL_VORHERIG).`,
  // The server's answers to declarations that do not fit (POST /api/modul/…).
  erklaerungen: {
    falscheArt: 'Die Erklärung passt nicht zu dieser Funktion.',
    ladungGeaendert:
      'Die Angaben zur Ladung stimmen nicht mit den gespeicherten überein. Bitte laden Sie die Seite neu.',
  },
} as const;
