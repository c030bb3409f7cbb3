// Retention and deletion (issue 30 points 1 and 3, decision 0041): the texts of the back-office page
// 'Zur Löschung fällig' and of the candidate's page 'Löschung beantragen' in Meine Daten, and the
// answers the server gives about them.
import { formatDatum } from './format';

export const loeschung = {
  // Back-office
  seitentitel: 'Zur Löschung fällig',
  einleitung:
    'Die Liste wird täglich ermittelt. Fällig sind Konten, deren Aufbewahrungsfristen alle abgelaufen sind, nie bestätigte Registrierungen und Konten ohne Antrag, und einzelne Aufbewahrungsklassen, deren Frist abgelaufen ist, während andere weiterlaufen (z. B. Nachweise nach 10 Jahren, die Ergebnisse bleiben 50 Jahre). Schließen Sie Fälle mit einer Sperre aus (z. B. ein anhängiges Gerichtsverfahren) und geben Sie die übrigen zur Löschung frei.',
  ermitteltAm: (wann: string) => `Zuletzt ermittelt: ${wann}`,
  nochNichtErmittelt: 'Die Liste wurde noch nicht ermittelt.',
  keineFaellig: 'Zurzeit ist nichts zur Löschung fällig.',
  klassenUeberschrift: 'Fällig nach Aufbewahrungsklasse',
  kandidatenUeberschrift: 'Betroffene Personen',
  spalteName: 'Name',
  spalteAktenzeichen: 'Aktenzeichen',
  spalteGrund: 'Grund',
  spalteSeit: 'Fällig seit',
  spalteSperre: 'Sperre',
  spalteAnzahl: 'Anzahl',
  gesperrt: (grund: string, tag: string) => `Gesperrt seit ${formatDatum(tag)}: ${grund}`,
  sperrenLabel: 'Grund der Sperre',
  sperrenKnopf: 'Von der Löschung ausnehmen',
  sperreGespeichert: 'Die Sperre ist gespeichert. Die Person wird nicht gelöscht.',
  sperreGrundFehlt: 'Bitte geben Sie den Grund der Sperre an (mindestens 3 Zeichen).',
  sperreGrundZuLang: 'Der Grund der Sperre darf höchstens 500 Zeichen lang sein.',
  freigabeKnopf: (n: number) =>
    n === 1 ? 'Eine Person endgültig löschen' : `${n} Personen endgültig löschen`,
  freigabeHinweis:
    'Die Löschung entfernt endgültig, was aufgeführt ist: bei „ganzes Konto“ die Person mit allen Daten, Dokumenten und E-Mails, sonst nur die genannte Aufbewahrungsklasse; gelöschte Dokumente bleiben als Eintrag „gelöscht am …“ sichtbar. Das Löschprotokoll hält nur Klasse und Anzahl fest.',
  freigabeErledigt: (n: number) =>
    n === 1 ? 'Eine Person wurde gelöscht.' : `${n} Personen wurden gelöscht.`,
  freigabeLeer: 'Bitte wählen Sie mindestens eine fällige, nicht gesperrte Person aus.',
  nichtMehrFaellig:
    'Die Liste hat sich geändert: Mindestens eine ausgewählte Person ist nicht mehr fällig oder gesperrt. Bitte laden Sie die Seite neu.',
  unbekannt: 'Diese Person steht nicht auf der Liste.',
  spalteBeginn: 'Frist ab',
  klasseBeginn: (beginn: string) => `Frist gerechnet ab ${formatDatum(beginn)}`,
  ganzesKonto: 'ganzes Konto',
  zeileKnopf: 'Diese Zeile löschen',
  freigabeZeilenErledigt: (n: number) =>
    n === 1 ? 'Eine Zeile wurde gelöscht.' : `${n} Zeilen wurden gelöscht.`,
  /** The name a document shows once its class ended (a tombstone, decision 0058). */
  grabstein: (tag: string) => `gelöscht am ${tag} (Aufbewahrungsfrist abgelaufen)`,
  /** In place of an application's or declaration's content once its class ended (decision 0062). */
  inhaltUeberschrift: 'Inhalt',
  inhaltGeloescht: (tag: string) => `Inhalt gelöscht am ${tag} (Aufbewahrungsfrist abgelaufen)`,
  dokumentGeloescht:
    'Dieses Dokument wurde nach Ablauf der Aufbewahrungsfrist gelöscht. Es kann nicht mehr geöffnet werden.',
  jetztKlasse: (bezeichnung: string, n: number, bis: string) =>
    `${bezeichnung}: ${n} (aufzubewahren bis einschließlich ${formatDatum(bis)}, Frist abgelaufen)`,

  // Candidate (Meine Daten)
  abschnittTitel: 'Löschung beantragen',
  abschnittText:
    'Sie können die Löschung Ihrer Daten beantragen. Was die Prüfungsstelle nach § 1a WiPrPrüfV aufbewahren muss, bleibt bis zum Ende der Frist gespeichert.',
  abschnittLink: 'Löschung beantragen',
  bleibtUeberschrift: 'Was aufbewahrt werden muss',
  bleibtBis: (tag: string) => `bis einschließlich ${formatDatum(tag)}`,
  bleibtOffen: 'bis zum Abschluss Ihres Verfahrens; die Frist beginnt mit der Bestandskraft der Entscheidung',
  nichtsBleibt: 'Es muss nichts aufbewahrt werden.',
  jetztUeberschrift: 'Was jetzt gelöscht wird',
  jetztNichts: 'Zurzeit kann nichts gelöscht werden.',
  jetztKonto: 'Ihr Konto mit allen Daten, Dokumenten und E-Mails. Sie werden abgemeldet.',
  jetztEntwuerfe: (n: number) =>
    n === 1 ? 'Ein nicht eingereichter Antragsentwurf' : `${n} nicht eingereichte Antragsentwürfe`,
  jetztUploads: (n: number) =>
    n === 1
      ? 'Ein hochgeladenes, noch nicht eingereichtes Dokument'
      : `${n} hochgeladene, noch nicht eingereichte Dokumente`,
  kontoBleibt:
    'Ihr Konto bleibt bestehen, solange Daten aufbewahrt werden müssen. Danach wird es ohne weiteren Antrag gelöscht.',
  bestaetigenKnopf: 'Löschung verbindlich beantragen',
  erledigtKonto: 'Ihr Konto und Ihre Daten wurden gelöscht. Sie wurden abgemeldet.',
  erledigtTeil:
    'Was gelöscht werden durfte, wurde gelöscht. Was aufbewahrt werden muss, bleibt bis zum Ende der Frist gespeichert.',
} as const;
