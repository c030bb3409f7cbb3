// Every table of the schema has a retention class or is named as exempt with the reason (decision
// 0041). test/loeschung-tabellen.test.ts lists the tables from information_schema and fails on one
// missing here: a new table is classified when it is made, not forgotten in the deletion.
import type { Aufbewahrungsklasse } from '@examensportal/domain/rules/aufbewahrung';

/** Tables that hold a candidate's records, by the retention class their rows belong to. */
export const TABELLEN_KLASSE: Readonly<Record<string, Aufbewahrungsklasse>> = {
  accounts: 'konto',
  candidates: 'konto',
  sessions: 'konto',
  account_tokens: 'konto',
  upload_keys: 'konto',
  upload_rate: 'konto',
  bekanntgabe_einwilligungen: 'konto',
  applications: 'antrag',
  nachteilsausgleiche: 'antrag',
  declarations: 'erklaerung',
  module_registrations: 'erklaerung',
  postponements: 'erklaerung',
  withdrawals: 'erklaerung',
  compelling_reasons: 'erklaerung',
  credits: 'erklaerung',
  eignung_attempts: 'erklaerung',
  eingang_kenntnisnahmen: 'erklaerung',
  // documents: by source – 'candidate' nachweis, 'receipt' eingangsbestaetigung, 'office' bescheid.
  documents: 'nachweis',
  entwuerfe: 'bescheid',
  invitations: 'bescheid',
  bereitstellungen: 'bescheid',
  results: 'ergebnis',
  result_corrections: 'ergebnis',
  outbox: 'nachricht',
  staff_audit: 'protokoll',
  office_actions: 'protokoll',
  loeschung_faellig: 'konto',
  loeschung_sperren: 'konto',
  // The caseworker's checklist marks belong to the application they concern (decision 0037).
  pruefliste_markierungen: 'antrag',
  // Reminder switches, reminders sent and the calendar address: settings of the account (decision 0040).
  erinnerung_schalter: 'konto',
  erinnerungen_versandt: 'konto',
  kalender_zugaenge: 'konto',
  // Objections (decision 0038): the candidate's declaration and the office's outcome.
  widersprueche: 'erklaerung',
  widerspruch_erledigungen: 'bescheid',
  // Revocations and § 42 corrections of decision letters (decision 0055): decisions of the office.
  aufhebungen: 'bescheid',
  bescheid_berichtigungen: 'bescheid',
  // The remedy of an objection as an accepted reason or credit (decision 0066): a decision.
  abhilfen: 'bescheid',
  // The office's requests for documents and the answers (decision 0039): the dialogue.
  nachforderungen: 'nachricht',
  nachforderung_punkte: 'nachricht',
  nachforderung_antworten: 'nachricht',
  nachforderung_erledigungen: 'nachricht',
  // The Postfach (decision 0049): messages, their attachments' links and read receipts.
  nachrichten: 'nachricht',
  nachricht_anhaenge: 'nachricht',
  nachricht_lesungen: 'nachricht',
  // The candidate's second factor (decision 0042): part of the account.
  kandidat_totp: 'konto',
  kandidat_wiederherstellungscodes: 'konto',
  kandidat_passkeys: 'konto',
  kandidat_passkey_challenges: 'konto',
  // A letter's place in a print batch goes with the letter (decision 0033).
  postversand_briefe: 'bescheid',
  // Case work (decision 0046): the holder, internal notes and Wiedervorlagen go with the account.
  fall_zuweisungen: 'konto',
  fall_notizen: 'konto',
  wiedervorlagen: 'konto',
  wiedervorlage_erledigungen: 'konto',
};

/** Tables without a candidate's records, and why they need no retention class. */
export const TABELLEN_AUSGENOMMEN: Readonly<Record<string, string>> = {
  exam_terms: 'Prüfungstermine der Prüfungsstelle, keine Personendaten',
  audit_chain_heads: 'Kopf der Protokoll-Hashkette, keine Personendaten',
  audit_anchors: 'tägliche Anker der Hashkette, nur Hashwerte',
  staff_accounts: 'Konten der Mitarbeitenden: Personalakte der Prüfungsstelle, nicht Teil der Kandidatenakte',
  staff_sessions: 'Sitzungen der Mitarbeitenden, laufen von selbst ab',
  staff_setup_tokens: 'Einrichtungslinks der Mitarbeitenden, 24 Stunden gültig',
  staff_recovery_codes: 'Wiederherstellungscodes der Mitarbeitenden',
  login_failures: 'Zähler fehlgeschlagener Anmeldungen, verfällt von selbst',
  captcha_solutions: 'verbrauchte Captcha-Lösungen, verfallen mit der Aufgabe',
  instance_config: 'Einstellungen der Instanzen, keine Personendaten',
  rate_limits: 'Zähler der Ratenbegrenzung, verfallen von selbst',
  document_objects:
    'Inhalte des Dokumentenspeichers: gelöscht über dessen eigene Schnittstelle mit dem Dokument',
  document_chunks: 'Teile der Inhalte im Dokumentenspeicher: gelöscht mit ihrem Objekt',
  loeschungen:
    'das Löschprotokoll selbst: Klasse und Anzahl, kein Inhalt; nötig, um Löschungen nach einer Rücksicherung zu wiederholen',
  loeschung_laeufe: 'der tägliche Lauf der Löschliste, keine Personendaten',
  document_keys:
    'Schlüssel der Dokumente (verschlüsselt mit dem Hauptschlüssel): gelöscht mit dem Dokument über den Dokumentenspeicher',
  kalender_sequenzen:
    'SEQUENCE je Kalendereintrag unter einem Hashwert aus Konto und Termin: kein lesbares Personendatum, nur die Folgenummer',
  dokumente_stand:
    'Versionsnummer der Dokumentenliste je Konto (eine Zahl, kein Inhalt): gelöscht mit dem Konto',
  postversand_stapel:
    'Druckstapel der Prüfungsstelle: Zeitpunkte und Namen der Mitarbeitenden; die Bescheide darin werden mit ihrem Dokument gelöscht',
};
