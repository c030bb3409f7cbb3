// E-mails of the account flows (plain text), written by the server only. Links come from PUBLIC_URL only.
// Server-only: the web build never imports this module (eslint zone in eslint.config.js;
// apps/web/test/server-texts.test.ts proves none of its texts is in the built assets).

export const mailTexte = {
  anrede: (vorname: string, nachname: string) => `Guten Tag ${vorname} ${nachname},`,
  anredeNeutral: 'Guten Tag,',
  anredeName: (name: string) => `Guten Tag ${name},`,
  // The Protokoll's daily anchor by mail (issue 30 point 4): kept outside the database by its readers.
  protokollAnkerBetreff: (tag: string) => `Examensportal: Anker des Protokolls vom ${tag}`,
  protokollAnkerText: (
    tag: string,
    koepfe: readonly { kette: string; seq: number; hash: string }[],
    datei: string,
    anker: string,
  ) =>
    [
      `der Anker des Protokolls für den ${tag} lautet:`,
      '',
      ...koepfe.map((k) => `  Kette ${k.kette}: Eintrag Nr. ${k.seq}, Hashwert ${k.hash}`),
      '',
      'Bitte bewahren Sie diese E-Mail außerhalb des Examensportals auf (z. B. in Ihrem Postfach oder der Akte). Mit ihr lässt sich später nachweisen, dass das Protokoll bis zu diesem Tag nicht nachträglich verändert wurde.',
      '',
      `So prüfen Sie das Protokoll: Speichern Sie den folgenden Block unverändert als Datei „${datei}“ in einem Ordner, setzen Sie PROTOKOLL_ANKER_DIR auf diesen Ordner und rufen Sie „npm run office -- protokoll-pruefen“ auf. Der Befehl prüft die Ketten gegen jeden Anker im Ordner; meldet er, dass ein Anker nicht passt, wurde das Protokoll nach diesem Tag verändert.`,
      '',
      anker,
    ].join('\n'),
  gruss:
    'Mit freundlichen Grüßen\nIhre Prüfungsstelle für das Wirtschaftsprüfungsexamen\n\nDiese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht auf diese E-Mail.',
  loeschungErledigtBetreff: 'Examensportal: Ihr Antrag auf Löschung',
  loeschungErledigtText:
    'Ihr Antrag auf Löschung Ihrer Daten im Examensportal ist bearbeitet. Aus Gründen des Datenschutzes enthält diese E-Mail keine Einzelheiten. Was aufbewahrt werden muss und bis wann, sehen Sie vor der Löschung in Meine Daten unter „Löschung beantragen“.\n\nWenn Sie die Löschung nicht selbst beantragt haben, wenden Sie sich bitte an die Prüfungsstelle.',
  registrierungBetreff: 'Examensportal: Bitte bestätigen Sie Ihre Registrierung',
  registrierungText: (link: string) =>
    `vielen Dank für Ihre Registrierung im Examensportal. Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie den folgenden Link öffnen:\n\n${link}\n\nDer Link ist 48 Stunden gültig und kann einmal verwendet werden. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.`,
  bereitsRegistriertBetreff: 'Examensportal: Registrierung mit Ihrer E-Mail-Adresse',
  bereitsRegistriertText: (loginLink: string, passwortLink: string) =>
    `jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Benutzerkonto im Examensportal anzulegen. Für diese Adresse besteht bereits ein Benutzerkonto; es wurde kein weiteres angelegt.\n\nSie können sich hier anmelden:\n${loginLink}\n\nWenn Sie Ihr Passwort vergessen haben, können Sie hier ein neues festlegen:\n${passwortLink}\n\nWenn Sie das nicht waren, können Sie diese E-Mail ignorieren.`,
  passwortZuruecksetzenBetreff: 'Examensportal: Passwort zurücksetzen',
  passwortZuruecksetzenText: (link: string) =>
    `Sie haben ein neues Passwort für das Examensportal angefordert. Über den folgenden Link können Sie ein neues Passwort festlegen:\n\n${link}\n\nDer Link ist 60 Minuten gültig und kann einmal verwendet werden. Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr bisheriges Passwort bleibt gültig.`,
  passwortGeaendertBetreff: 'Examensportal: Ihr Passwort wurde geändert',
  passwortGeaendertText: (zeitpunkt: string, passwortLink: string) =>
    `das Passwort Ihres Benutzerkontos im Examensportal wurde am ${zeitpunkt} geändert.\n\nWenn Sie das nicht selbst waren, legen Sie bitte sofort ein neues Passwort fest und informieren Sie die Prüfungsstelle:\n${passwortLink}`,
  zweiterFaktorZurueckgesetztBetreff: 'Examensportal: Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt',
  zweiterFaktorZurueckgesetztText: (zeitpunkt: string) =>
    `die Prüfungsstelle hat am ${zeitpunkt} auf Ihre Bitte die Zwei-Faktor-Anmeldung Ihres Benutzerkontos im Examensportal ausgeschaltet. Sie melden sich jetzt nur mit Ihrem Passwort an und können die Zwei-Faktor-Anmeldung unter „Meine Daten“ wieder einschalten.\n\nWenn Sie das nicht veranlasst haben, wenden Sie sich bitte sofort an die Prüfungsstelle.`,
  passwortZurueckgesetztBetreff: 'Examensportal: Ihr Passwort wurde zurückgesetzt',
  passwortZurueckgesetztText: (zeitpunkt: string, passwortLink: string) =>
    `das Passwort Ihres Benutzerkontos im Examensportal wurde am ${zeitpunkt} über den Link „Passwort vergessen“ neu festgelegt. Alle bestehenden Anmeldungen wurden beendet.\n\nWenn Sie das nicht selbst waren, legen Sie bitte sofort ein neues Passwort fest und informieren Sie die Prüfungsstelle:\n${passwortLink}`,
  emailGeaendertBetreff: 'Examensportal: Ihre E-Mail-Adresse wurde geändert',
  emailGeaendertAltText: (zeitpunkt: string, neueAdresse: string, rueckgaengigLink: string) =>
    `die E-Mail-Adresse Ihres Benutzerkontos im Examensportal wurde am ${zeitpunkt} in ${neueAdresse} geändert. Diese Adresse erhält keine Nachrichten des Examensportals mehr.\n\nDas war ich nicht: Wenn Sie das nicht selbst waren, öffnen Sie innerhalb von 7 Tagen diesen Link. Er stellt diese Adresse wieder her, beendet alle Anmeldungen und sendet Ihnen einen Link, mit dem Sie ein neues Passwort festlegen:\n${rueckgaengigLink}\n\nBitte informieren Sie in diesem Fall auch die Prüfungsstelle.`,
  emailAdresseVergebenBetreff: 'Examensportal: Versuch, Ihre E-Mail-Adresse zu verwenden',
  emailAdresseVergebenText: (zeitpunkt: string, passwortVergessenLink: string) =>
    `am ${zeitpunkt} hat jemand versucht, die E-Mail-Adresse eines anderen Benutzerkontos im Examensportal in Ihre Adresse zu ändern. An Ihrem Benutzerkonto wurde nichts geändert, und Sie müssen nichts tun.\n\nWenn Sie Ihrem Passwort nicht mehr trauen, legen Sie hier ein neues fest:\n${passwortVergessenLink}`,
  emailGeaendertNeuText: (zeitpunkt: string, loginLink: string) =>
    `die E-Mail-Adresse Ihres Benutzerkontos im Examensportal wurde am ${zeitpunkt} in diese Adresse geändert. Bitte melden Sie sich ab jetzt mit dieser Adresse an:\n${loginLink}`,
  // Every declaration (issue 27.7): the reference and where the receipt lies, none of its content.
  erklaerungEingegangenBetreff: 'Examensportal: Ihre Erklärung ist eingegangen',
  erklaerungEingegangenText: (zeitpunkt: string, vorgang: string, ablage: string, loginLink: string) =>
    `Ihre Erklärung ist am ${zeitpunkt} Uhr bei der Prüfungsstelle eingegangen.\n\nVorgangsnummer: ${vorgang}\n\nDie Eingangsbestätigung liegt in Ihrer digitalen Akte im Examensportal (${ablage}). Bitte melden Sie sich an, um sie aufzurufen:\n${loginLink}`,
  /** The file areas a receipt lies in: „Mantelakte“, or „Modulprüfung WP“ und „Modulprüfung ST“. */
  ablage: (bereiche: readonly string[]) => {
    const namen = bereiche.map((bereich) => `„${bereich}“`);
    if (namen.length <= 1) return `Bereich ${namen.join('')}`;
    return `Bereiche ${namen.slice(0, -1).join(', ')} und ${namen.at(-1) ?? ''}`;
  },
} as const;
