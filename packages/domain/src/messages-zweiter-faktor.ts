// German texts of the candidates' optional second factor (issue 30 point 5, decision 0042): set-up in
// Meine Daten, the login's second step and the access-data changes. Not spec texts: the spec knows no
// second factor, so these go around its login page, whose own texts stay as they are.

export const zweiterFaktor = {
  // Meine Daten
  titel: 'Zwei-Faktor-Anmeldung',
  einleitung:
    'Schützen Sie Ihr Benutzerkonto zusätzlich: Nach dem Passwort fragt das Portal dann nach einem Bestätigungscode aus einer Authenticator-App. Die Zwei-Faktor-Anmeldung ist freiwillig.',
  statusAn: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
  statusAus: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  restcodes: (anzahl: number) => `Unbenutzte Wiederherstellungscodes: ${anzahl}`,
  einschalten: 'Zwei-Faktor-Anmeldung einschalten',
  qrAlt: 'QR-Code für Ihre Authenticator-App',
  scanHinweis:
    'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein. Bestätigen Sie danach mit dem ersten Code der App.',
  schluessel: 'Schlüssel',
  bestaetigen: 'Bestätigen',
  abbrechen: 'Abbrechen',
  codeLabel: 'Bestätigungscode',
  codeHinweis: 'Der sechsstellige Code aus Ihrer Authenticator-App.',
  codesTitel: 'Ihre Wiederherstellungscodes',
  codesHinweis:
    'Bewahren Sie diese Codes sicher auf. Jeder Code gilt einmal, falls Sie Ihre App nicht zur Hand haben. Die Codes werden nur jetzt angezeigt.',
  codesGesichert: 'Ich habe die Codes gesichert',
  ausschalten: 'Zwei-Faktor-Anmeldung ausschalten',
  nachweisLabel: 'Bestätigungscode oder Wiederherstellungscode',
  ausschaltenHinweis: 'Bestätigen Sie mit einem Bestätigungscode oder einem Wiederherstellungscode.',
  eingeschaltet: 'Die Zwei-Faktor-Anmeldung ist jetzt eingeschaltet.',
  ausgeschaltet: 'Die Zwei-Faktor-Anmeldung ist jetzt ausgeschaltet.',

  // Sessions overview
  sitzungAnmeldung: 'Anmeldung',
  sitzungMitFaktor: 'mit Passwort und Bestätigungscode',
  sitzungNurPasswort: 'mit Passwort',

  // The login's second step
  schrittTitel: 'Bestätigung der Anmeldung',
  schrittHinweis:
    'Ihr Benutzerkonto ist mit einer Zwei-Faktor-Anmeldung geschützt. Geben Sie den Bestätigungscode aus Ihrer Authenticator-App ein.',
  schrittHinweisWiederherstellung:
    'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.',
  anmelden: 'Anmelden',
  wiederherstellungscodeVerwenden: 'Wiederherstellungscode verwenden',
  bestaetigungscodeVerwenden: 'Bestätigungscode verwenden',
  wiederherstellungscodeLabel: 'Wiederherstellungscode',
  zurueckZurAnmeldung: 'Zurück zur Anmeldung',

  // Access data (Zugangsdaten)
  zugangsdatenHinweis:
    'Ihr Benutzerkonto ist mit einer Zwei-Faktor-Anmeldung geschützt: Bestätigen Sie die Änderung mit einem Bestätigungscode.',

  // Passkeys (decision 0051)
  passkeysTitel: 'Passkeys',
  passkeysEinleitung:
    'Ein Passkey ist ein Schlüssel, den Ihr Gerät (z. B. Fingerabdruck, Gesichtserkennung oder Sicherheitsschlüssel) sicher aufbewahrt. Sie können ihn statt eines Bestätigungscodes verwenden.',
  passkeysKeine: 'Sie haben noch keinen Passkey eingerichtet.',
  passkeyName: 'Name des Passkeys',
  passkeyNameHinweis: 'Zum Beispiel „Laptop“ oder „Sicherheitsschlüssel“.',
  passkeyHinzufuegen: 'Passkey hinzufügen',
  passkeyHinzugefuegt: 'Der Passkey wurde hinzugefügt.',
  passkeyErstellt: 'Eingerichtet am',
  passkeyZuletzt: 'Zuletzt verwendet',
  passkeyNieVerwendet: 'noch nicht verwendet',
  passkeyEntfernen: 'Passkey entfernen',
  passkeyEntfernenHinweis:
    'Bestätigen Sie mit einem Bestätigungscode, einem Wiederherstellungscode oder einem Passkey.',
  passkeyEntfernt: 'Der Passkey wurde entfernt.',
  passkeyVerwenden: 'Passkey verwenden',
  mitPasskeyBestaetigen: 'Mit Passkey bestätigen',
  schrittHinweisPasskey:
    'Ihr Benutzerkonto ist mit einem Passkey geschützt. Bestätigen Sie die Anmeldung mit Ihrem Passkey.',
  passkeyZugangsdatenHinweis:
    'Ihr Benutzerkonto ist mit einem Passkey geschützt: Beim Speichern fragt Ihr Browser nach dem Passkey. Sie können stattdessen auch einen Bestätigungscode eingeben.',
  passkeyNurHinweis:
    'Ihr Benutzerkonto ist mit einem Passkey geschützt: Beim Speichern fragt Ihr Browser nach dem Passkey.',
  passkeyAbgebrochen: 'Der Passkey wurde nicht verwendet. Bitte versuchen Sie es erneut.',
  passkeyNichtUnterstuetzt: 'Ihr Browser unterstützt keine Passkeys.',
  sitzungMitPasskey: 'mit Passwort und Passkey',

  // Server answers
  passkeyFalsch: 'Der Passkey konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
  passkeyAnfrageAbgelaufen: 'Die Anfrage an Ihren Passkey ist abgelaufen. Bitte versuchen Sie es erneut.',
  passkeyNameFehlt: 'Bitte geben Sie dem Passkey einen Namen.',
  passkeyNameLang: 'Der Name darf höchstens 60 Zeichen lang sein.',
  passkeyBereitsVorhanden: 'Dieser Passkey ist bereits eingerichtet.',
  passkeyNichtGefunden: 'Diesen Passkey gibt es nicht (mehr).',
  keinPasskey: 'Für Ihr Benutzerkonto ist kein Passkey eingerichtet.',

  codeFehlt: 'Bitte geben Sie den sechsstelligen Bestätigungscode ein.',
  codeFalsch:
    'Der Bestätigungscode ist nicht korrekt oder wurde bereits verwendet. Bitte warten Sie auf den nächsten Code Ihrer App.',
  wiederherstellungscodeFalsch: 'Der Wiederherstellungscode ist nicht korrekt oder wurde bereits verwendet.',
  codeOderWiederherstellung:
    'Bitte geben Sie entweder einen Bestätigungscode oder einen Wiederherstellungscode ein.',
  schrittAbgelaufen: 'Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an.',
  bereitsEingeschaltet: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  nichtEingeschaltet: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
  einrichtungFehlt: 'Bitte beginnen Sie die Einrichtung erneut.',
  zugangsdatenCodeFehlt:
    'Ihr Benutzerkonto ist mit einer Zwei-Faktor-Anmeldung geschützt. Bitte geben Sie zusätzlich einen Bestätigungscode ein.',
} as const;
