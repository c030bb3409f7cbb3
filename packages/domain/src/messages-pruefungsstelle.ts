// German texts of the examination office's back-office (issue 15): staff login, set-up, staff
// administration and the Protokoll. Apart from `messages`, so the candidate bundle does not carry them.

import { listenTexte } from './messages-pruefungsstelle-listen';
import { prueflisteTexte } from './messages-pruefungsstelle-pruefliste';
import { fallTexte } from './messages-pruefungsstelle-fall';
import { freigabe } from './messages-pruefungsstelle-freigabe';
import { kandidatTexte } from './messages-pruefungsstelle-kandidat';
import { ladungenAktionen } from './messages-pruefungsstelle-ladungen';
import { postversandTexte } from './messages-pruefungsstelle-postversand';
import { termineAktionen } from './messages-pruefungsstelle-termine';
import { verwaltungTexte } from './messages-pruefungsstelle-verwaltung';

export const ROLLEN = ['sachbearbeitung', 'leitung'] as const;
export type Rolle = (typeof ROLLEN)[number];

export const pruefungsstelle = {
  titel: 'Prüfungsstelle',
  rollen: { sachbearbeitung: 'Sachbearbeitung', leitung: 'Leitung' } satisfies Record<Rolle, string>,

  // Server answers
  anmeldungFehlgeschlagen: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
  sicherheitscodeFalsch:
    'Der Sicherheitscode ist nicht korrekt oder wurde bereits verwendet. Bitte warten Sie auf den nächsten Code Ihrer App.',
  wiederherstellungscodeFalsch: 'Der Wiederherstellungscode ist nicht korrekt oder wurde bereits verwendet.',
  sicherheitscodeFehlt: 'Bitte geben Sie den sechsstelligen Sicherheitscode aus Ihrer App ein.',
  codeOderWiederherstellung:
    'Bitte geben Sie entweder einen Sicherheitscode oder einen Wiederherstellungscode ein.',
  kontoGesperrt: 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an die Leitung der Prüfungsstelle.',
  nichtAngemeldet: 'Bitte melden Sie sich in der Prüfungsstelle an.',
  sitzungAbgelaufen: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  einrichtungZuerst: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
  bereitsEingerichtet: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  keineBerechtigung: 'Diese Funktion ist der Leitung der Prüfungsstelle vorbehalten.',
  einrichtungslinkUngueltig:
    'Dieser Einrichtungslink ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte bitten Sie die Leitung der Prüfungsstelle um eine neue Einladung.',
  emailVergeben: 'Für diese E-Mail-Adresse gibt es bereits ein Konto der Prüfungsstelle.',
  mitarbeiterUnbekannt: 'Dieses Konto der Prüfungsstelle gibt es nicht.',
  eigenesKonto: 'Ihre eigene Rolle und Ihr eigenes Konto können Sie hier nicht ändern.',
  bereitsDeaktiviert: 'Dieses Konto ist bereits deaktiviert.',
  rolleUngueltig: 'Bitte wählen Sie eine Rolle: Sachbearbeitung oder Leitung.',
  nameFehlt: 'Bitte geben Sie den Namen ein.',
  datumUngueltig: 'Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT ein.',

  // Mail
  einladungBetreff: 'Ihr Zugang zur Prüfungsstelle im Examensportal',
  zuruecksetzenBetreff: 'Ihr Zugang zur Prüfungsstelle wurde zurückgesetzt',
  zuruecksetzenText: (name: string, link: string) =>
    `Guten Tag ${name},\n\nIhr Zugang zur Prüfungsstelle im Examensportal wurde zurückgesetzt, zum Beispiel weil Ihr Gerät mit der Authenticator-App verloren ging. Ihr bisheriges Passwort, Ihre Authenticator-App und Ihre Wiederherstellungscodes gelten nicht mehr. Bitte legen Sie innerhalb von 24 Stunden über diesen Link ein neues Passwort fest und richten Sie die Zwei-Faktor-Anmeldung neu ein:\n\n${link}\n\nWenn Sie das nicht veranlasst haben, wenden Sie sich bitte sofort an die Leitung der Prüfungsstelle.\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle`,
  einladungText: (name: string, link: string) =>
    `Guten Tag ${name},\n\nfür Sie wurde ein Zugang zur Prüfungsstelle im Examensportal angelegt. Bitte legen Sie innerhalb von 24 Stunden über diesen Link Ihr Passwort fest und richten Sie die Zwei-Faktor-Anmeldung ein:\n\n${link}\n\nWenn Sie diese Nachricht nicht erwartet haben, ignorieren Sie sie bitte.\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle`,

  // Command line
  angelegt: (name: string, link: string, bis: string) =>
    `Konto für ${name} angelegt. Einrichtungslink (einmal verwendbar, gültig bis ${bis}):\n${link}`,
  zurueckgesetzt: (name: string, link: string, bis: string) =>
    `Zugang von ${name} zurückgesetzt. Einrichtungslink (einmal verwendbar, gültig bis ${bis}):\n${link}`,
  nichtEingerichtet:
    'Dieses Konto ist noch nicht eingerichtet. Bitte laden Sie es erneut ein; die Einladung enthält einen neuen Einrichtungslink.',

  // Protokoll: readable names of the actions
  aktionen: {
    'anmeldung.erfolgreich': 'Anmeldung',
    'anmeldung.fehlgeschlagen': 'Anmeldung fehlgeschlagen',
    'anmeldung.wiederherstellungscode': 'Anmeldung mit Wiederherstellungscode',
    abmeldung: 'Abmeldung',
    'einrichtung.passwort': 'Passwort festgelegt',
    'einrichtung.zwei-faktor': 'Zwei-Faktor-Anmeldung eingerichtet',
    'mitarbeiter.angelegt': 'Konto angelegt',
    'mitarbeiter.eingeladen': 'Konto eingeladen',
    'mitarbeiter.rolle': 'Rolle geändert',
    'mitarbeiter.deaktiviert': 'Konto deaktiviert',
    'mitarbeiter.zurueckgesetzt': 'Zugang zurückgesetzt',
    'protokoll.export': 'Protokoll exportiert',
    'eingang.kenntnisnahme': 'Zur Kenntnis genommen (Eingang)',
    'kommandozeile.zulassen': 'Zulassung (Kommandozeile)',
    'kommandozeile.ablehnen': 'Ablehnung (Kommandozeile)',
    'dokumente.verschluesseln': 'Dokumente verschlüsselt (Kommandozeile)',
    'dokumente.umschluesseln': 'Hauptschlüssel der Dokumente gewechselt (Kommandozeile)',
    'kommandozeile.laden': 'Ladung (Kommandozeile)',
    'kommandozeile.ergebnis': 'Ergebnis erfasst (Kommandozeile)',
    'kommandozeile.triftiger-grund-erfassen': 'Triftiger Grund erfasst (Kommandozeile)',
    'kommandozeile.triftiger-grund-entscheiden': 'Triftiger Grund entschieden (Kommandozeile)',
    'kommandozeile.anrechnung-erfassen': 'Anrechnung erfasst (Kommandozeile)',
    'kommandozeile.anrechnung-entscheiden': 'Anrechnung entschieden (Kommandozeile)',
    'kommandozeile.termin': 'Termin gesetzt (Kommandozeile)',
    'kommandozeile.dokument': 'Dokument abgelegt (Kommandozeile)',
    ...kandidatTexte.aktionen,
    ...termineAktionen,
    ...ladungenAktionen,
    'antrag.zulassen': 'Zulassung',
    'antrag.ablehnen': 'Ablehnung',
    'triftigerGrund.entscheiden': 'Triftiger Grund entschieden',
    'anrechnung.entscheiden': 'Anrechnung entschieden',
    'nachteilsausgleich.entscheiden': 'Nachteilsausgleich entschieden',
    'nachforderung.anlegen': 'Unterlagen nachgefordert',
    'nachforderung.erledigen': 'Nachforderung abgeschlossen',
    'nachricht.senden': 'Nachricht gesendet',
    'nachricht.gelesen': 'Nachricht gelesen',
    ...freigabe.aktionen,
    ...listenTexte.aktionen,
    ...postversandTexte.aktionen,
    ...prueflisteTexte.aktionen,
    ...verwaltungTexte.aktionen,
    ...fallTexte.aktionen,
    'kandidat.zweiter-faktor.zurueckgesetzt': 'Zwei-Faktor-Anmeldung zurückgesetzt (Identität geprüft)',
  } as Record<string, string>,
  quellen: { browser: 'Browser', kommandozeile: 'Kommandozeile', system: 'System' } as Record<string, string>,

  // Pages
  seiten: {
    login: 'Anmeldung Prüfungsstelle',
    loginText: 'Melden Sie sich mit Ihrer E-Mail-Adresse, Ihrem Passwort und einem Sicherheitscode an.',
    email: 'E-Mail-Adresse',
    passwort: 'Passwort',
    passwortWiederholen: 'Passwort wiederholen',
    weiter: 'Weiter',
    loginKnopf: 'Anmelden',
    sicherheitscode: 'Sicherheitscode',
    sicherheitscodeHinweis: 'Der sechsstellige Code aus Ihrer Authenticator-App.',
    wiederherstellungscodeStatt: 'Stattdessen einen Wiederherstellungscode verwenden',
    wiederherstellungscode: 'Wiederherstellungscode',
    abmelden: 'Abmelden',
    abgemeldet: 'Sie wurden von der Prüfungsstelle abgemeldet.',
    einrichten: 'Zugang einrichten',
    einrichtenText: (name: string, email: string) =>
      `Willkommen, ${name}. Legen Sie ein Passwort für ${email} fest. Danach richten Sie die Zwei-Faktor-Anmeldung ein.`,
    passwortFestlegen: 'Passwort festlegen',
    zweiFaktor: 'Zwei-Faktor-Anmeldung einrichten',
    zweiFaktorText:
      'Scannen Sie den QR-Code mit einer Authenticator-App (z. B. FreeOTP, Aegis, Google oder Microsoft Authenticator) oder geben Sie den Schlüssel von Hand ein. Geben Sie dann den angezeigten sechsstelligen Code ein.',
    qrAlt: (schluessel: string) => `QR-Code für die Authenticator-App. Schlüssel zum Abtippen: ${schluessel}`,
    schluessel: 'Schlüssel zum Abtippen',
    bestaetigen: 'Bestätigen',
    wiederherstellungscodes: 'Ihre Wiederherstellungscodes',
    wiederherstellungscodesText:
      'Bewahren Sie diese Codes sicher auf, z. B. ausgedruckt. Jeder Code ermöglicht einmal die Anmeldung ohne Ihre App. Die Codes werden nur jetzt angezeigt.',
    codesGesichert: 'Ich habe die Codes gesichert – weiter zur Übersicht',
    uebersicht: 'Übersicht',
    uebersichtText: (name: string, rolle: string) => `Angemeldet als ${name} (${rolle}).`,
    nochNichtVerfuegbar: 'Noch nicht verfügbar',
    navigation: 'Bereiche der Prüfungsstelle',
    bereiche: {
      eingang: 'Eingang',
      kandidaten: 'Kandidaten',
      termine: 'Termine',
      ladungen: 'Ladungen und Ergebnisse',
      postversand: 'Postversand',
      protokoll: 'Protokoll',
      mitarbeitende: 'Mitarbeitende',
      loeschung: 'Zur Löschung fällig',
    },
    bereichNochNichtText:
      'Diese Bereiche folgen in einer späteren Version. Bis dahin stehen die Aktionen über die Kommandozeile (npm run office) zur Verfügung:',
    mitarbeitende: 'Mitarbeitende',
    name: 'Name',
    rolle: 'Rolle',
    status: 'Status',
    aktiv: 'aktiv',
    eingeladen: 'eingeladen',
    deaktiviert: 'deaktiviert',
    aktionen: 'Aktionen',
    einladen: 'Einladen',
    einladenTitel: 'Mitarbeitende einladen',
    eingeladenMeldung: (email: string) => `Die Einladung an ${email} wurde versandt.`,
    rolleAendern: 'Rolle ändern',
    rolleGeaendert: (name: string) => `Die Rolle von ${name} wurde geändert.`,
    deaktivieren: 'Deaktivieren',
    deaktiviertMeldung: (name: string) => `Das Konto von ${name} wurde deaktiviert.`,
    zuruecksetzen: 'Zugang zurücksetzen',
    zuruecksetzenFrage: (name: string) =>
      `Zugang von ${name} zurücksetzen? Passwort, Authenticator-App und Wiederherstellungscodes gelten danach nicht mehr; ${name} erhält per E-Mail einen neuen Einrichtungslink.`,
    zurueckgesetztMeldung: (name: string, email: string) =>
      `Der Zugang von ${name} wurde zurückgesetzt. Ein neuer Einrichtungslink wurde an ${email} gesendet.`,
    protokoll: 'Protokoll',
    protokollText:
      'Jede Aktion der Prüfungsstelle wird hier unveränderlich festgehalten. Einträge können nicht geändert oder gelöscht werden.',
    filter: 'Filtern',
    person: 'Person',
    allePersonen: 'Alle Personen',
    aktion: 'Aktion',
    alleAktionen: 'Alle Aktionen',
    vonDatum: 'Von (Datum)',
    bisDatum: 'Bis (Datum)',
    zeitpunkt: 'Zeitpunkt',
    wer: 'Wer',
    was: 'Was',
    quelle: 'Quelle',
    ziel: 'Betrifft',
    vorher: 'Vorher',
    nachher: 'Nachher',
    keineEintraege: 'Keine Einträge für diese Auswahl.',
    csvExport: 'Als CSV herunterladen',
    seite: (seite: number, von: number) => `Seite ${seite} von ${von}`,
    vorherigeSeite: 'Vorherige Seite',
    naechsteSeite: 'Nächste Seite',
    eintraege: (anzahl: number) => `${anzahl} ${anzahl === 1 ? 'Eintrag' : 'Einträge'}`,
    /** @deprecated use `loading` (decision 0044: `laden` is the summons, never "load"). */
    laden: 'Wird geladen …',
    loading: 'Wird geladen …',
  },
} as const;
