// The demo data seed (npm run demo, apps/server/src/demo).
// Server-only: the web build never imports this module (eslint zone in eslint.config.js;
// apps/web/test/server-texts.test.ts proves none of its texts is in the built assets).

export const demoTexte = {
  // Case work (decision 0046): the demo caseworker's note and Wiedervorlage on wp.verkuerzung.
  fallNotiz: 'Nachweis zur Verkürzung nach § 8a WPO telefonisch angekündigt; Eingang abwarten.',
  fallWiedervorlage: 'Nachweis zur Verkürzung eingegangen?',
  ordnerNichtLeer: (ordner: string) =>
    `Der Datenordner ${ordner} ist nicht leer. Mit „npm run demo -- --force“ werden seine Daten gelöscht und die Demodaten neu angelegt.`,
  portalLaeuft: (pid: number) =>
    `Das Portal (PID ${pid}) verwendet den Datenordner. Demodaten ersetzen den ganzen Ordner und werden nur bei beendetem Portal angelegt; beenden Sie es zuerst.`,
  ordnerFremd: (ordner: string) =>
    `Der Datenordner ${ordner} enthält Dateien, die nicht vom Examensportal stammen. Er wird auch mit --force nicht geleert; bitte wählen Sie mit DATA_DIR einen anderen Ordner.`,
  datenbankNichtLeer:
    'Die Datenbank (DATABASE_URL) enthält bereits Benutzerkonten. Demodaten werden nur in eine leere Datenbank geschrieben.',
  fertig: (ordner: string) =>
    `Demodaten angelegt in ${ordner}. Starten Sie den Server mit „npm run serve“ und melden Sie sich mit einem dieser Konten an (alle mit demselben Passwort):`,
  passwort: (passwort: string) => `Passwort: ${passwort}`,
  dokumentation: (datei: string) => `Die Konten und ihre erwarteten Zustände stehen in ${datei}.`,
  pruefungsstelle:
    'Prüfungsstelle (/examensportal/pruefungsstelle, gleiches Passwort, Sicherheitscode aus dem TOTP-Schlüssel in docs/demo-accounts.md):',
  /** The reason of the demo's corrected result (wp.ruecktritt, § 42 VwVfG). */
  berichtigungGrund:
    'Bei der Übertragung der Noten aus der Niederschrift der mündlichen Prüfung wurde die Note der mündlichen Prüfung 3,30 als 5,30 erfasst. Nach der Niederschrift ist die Modulprüfung mit der Modulgesamtnote 3,72 bestanden.',
  unerwartet: (detail: string) => `Die Demodaten konnten nicht angelegt werden. Technische Angabe: ${detail}`,
} as const;
