// npm run backup / npm run restore / npm run migrate-documents (docs/operations.md): the operator's tools.
// Server-only: the web build never imports this module (eslint zone in eslint.config.js;
// apps/web/test/server-texts.test.ts proves none of its texts is in the built assets).

export const sicherungTexte = {
  aufruf:
    'Aufruf: npm run backup -- <leerer Zielordner>  |  npm run restore -- <Sicherungsordner>  |  npm run migrate-documents  |  npm run encrypt-documents  |  npm run rotate-document-key',
  zielNichtLeer: (ordner: string) => `Der Ordner ${ordner} ist nicht leer.`,
  serverLaeuft: (pid: number) =>
    `Der Server (PID ${pid}) verwendet den Datenordner noch. Beenden Sie ihn vor der Sicherung.`,
  serverLaeuftWiederherstellung: (pid: number) =>
    `Der Server (PID ${pid}) verwendet den Datenordner noch. Beenden Sie ihn vor der Wiederherstellung; wiederhergestellt wird nur bei beendetem Portal.`,
  datenbankNichtLeer: 'Die Zieldatenbank ist nicht leer. Wiederhergestellt wird nur in eine leere.',
  pruefsummeFalsch: (datei: string) =>
    `Die Prüfsumme von ${datei} stimmt nicht. Die Sicherung ist beschädigt.`,
  falscheArt: (art: string) =>
    `Diese Sicherung stammt von einem Server mit ${art}. Setzen Sie DATABASE_URL passend.`,
  werkzeugFehlt: (befehl: string, fehler: string) => `${befehl} ist fehlgeschlagen: ${fehler}`,
  gesichert: (ordner: string) => `Gesichert in ${ordner}.`,
  wiederhergestellt: (ordner: string) => `Wiederhergestellt nach ${ordner}. Starten Sie jetzt den Server.`,
  // Moving the documents of a data folder into PostgreSQL (issue 18): German first, then English.
  umzugNurMitPostgres:
    'Dokumente ziehen nur in eine PostgreSQL-Datenbank um: Setzen Sie DATABASE_URL. / Moving documents needs DATABASE_URL (PostgreSQL).',
  umzugErgebnis: (kopiert: number, vorhanden: number, ohneZeile: number) =>
    `Dokumente in PostgreSQL: ${kopiert} kopiert, ${vorhanden} schon vorhanden, jede Prüfsumme geprüft; ${ohneZeile} Dateien ohne Dokumentzeile ausgelassen. / Documents in PostgreSQL: ${kopiert} copied, ${vorhanden} already there, every checksum verified; ${ohneZeile} files without a document row left out.`,
  umzugFehlt: (dokument: string, datei: string) =>
    `Datei fehlt im Ordner: Dokument ${dokument} (${datei}). / File missing in the folder.`,
  umzugPruefsumme: (dokument: string, datei: string) =>
    `Prüfsumme falsch, nicht übernommen: Dokument ${dokument} (${datei}). / Checksum differs from the row, not stored.`,
  umzugUnvollstaendig: (anzahl: number) =>
    `${anzahl} Dokumente sind nicht in PostgreSQL. Behalten Sie den Ordner und wiederholen Sie den Befehl, wenn die Ursache behoben ist. / ${anzahl} documents are not in PostgreSQL; keep the folder and run the command again once the cause is fixed.`,
  // Documents at rest (issue 30 point 7, decision 0043).
  verschluesseltErgebnis: (neu: number, schon: number) =>
    `Dokumente verschlüsselt: ${neu} in diesem Lauf, ${schon} waren es schon; jede Prüfsumme geprüft. / Documents encrypted: ${neu} now, ${schon} already.`,
  umgeschluesseltErgebnis: (anzahl: number, schluessel: string) =>
    `Datenschlüssel neu verpackt: ${anzahl}; alle Dokumente liegen jetzt unter dem Hauptschlüssel ${schluessel}. Entfernen Sie DOKUMENT_SCHLUESSEL_VORHERIG erst, wenn dieser Befehl ohne Fehler endet. / Data keys re-wrapped: ${anzahl}.`,
  dokumentProblem: (datei: string, grund: string) => `Nicht bearbeitet: ${datei} (${grund}).`,
  dokumenteUnvollstaendig: (anzahl: number) =>
    `${anzahl} Dokumente sind nicht bearbeitet. Beheben Sie die Ursache und wiederholen Sie den Befehl; erledigte Dokumente werden übersprungen.`,
  schluesselFehltWiederherstellung: (ids: string) =>
    `Die Sicherung enthält Dokumente, die mit einem Hauptschlüssel verschlüsselt sind, der nicht eingestellt ist (Schlüssel-ID ${ids}). Setzen Sie DOKUMENT_SCHLUESSEL oder DOKUMENT_SCHLUESSEL_DATEI auf den aufbewahrten Schlüssel und wiederholen Sie die Wiederherstellung in einen leeren Ordner.`,
} as const;
