// The candidate's texts of reminders and the personal calendar (issue 27 points 5 and 6, decision
// 0040): Meine Daten's section and /start's events. A module of their own, loaded with those pages,
// not with the entry every page loads (the /login size budget, decision 0021).

export const kalenderAnsichtTexte = {
  meineDaten: {
    erinnerungen: 'Erinnerungen und Kalender',
    erinnerungenEinleitung:
      'Das Examensportal erinnert Sie per E-Mail an Fristen und Prüfungstage. Jede Art von Erinnerung können Sie hier abschalten; jede Erinnerung wird nur einmal gesendet.',
    erinnerungsarten: {
      anmeldeschluss: 'Anmeldeschluss (14 und 3 Tage vorher)',
      aufsichtsarbeit: 'Aufsichtsarbeiten (7 Tage vorher, mit Uhrzeit und Ort, soweit bekannt)',
      ruecktrittsfenster: 'Ende der Frist für einen Rücktritt mit halber Erstattung (3 Tage vorher)',
      sechsJahresfrist: 'Ende der sechs Jahre für Anmeldungen zu Modulprüfungen (6 Monate vorher)',
      bescheidAbruf: 'Bescheid zum Abruf bereitgestellt und nicht abgerufen (am 7. Tag)',
      nachforderung: 'Frist einer Nachforderung von Unterlagen (7 und 2 Tage vorher)',
    },
    erinnerungAn: 'Erinnerung eingeschaltet.',
    erinnerungAus: 'Erinnerung abgeschaltet.',
    kalender: 'Persönlicher Kalender',
    kalenderEinleitung:
      'Sie können Ihre Termine (Anmeldeschluss, Aufsichtsarbeiten mit Ort, Ende der Rücktrittsfrist, Fristen für nachgeforderte Unterlagen) als Kalender abonnieren, zum Beispiel in Outlook, Thunderbird oder auf Ihrem Smartphone. Die Adresse ist geheim: Wer sie kennt, sieht Ihre Termine. Geben Sie sie nicht weiter. Die Adresse wird nur einmal angezeigt; erzeugen Sie eine neue, gilt die alte sofort nicht mehr.',
    kalenderKeineAdresse: 'Sie haben noch keine Kalenderadresse.',
    kalenderSeit: (zeitpunkt: string) =>
      `Ihre Kalenderadresse wurde am ${zeitpunkt} erzeugt. Haben Sie sie nicht mehr, erzeugen Sie eine neue.`,
    kalenderAdresse: 'Ihre Kalenderadresse',
    kalenderAdresseHinweis: 'Kopieren Sie die Adresse jetzt; sie wird nicht noch einmal angezeigt.',
    kalenderKopieren: 'Adresse kopieren',
    kalenderKopiert: 'Die Adresse wurde in die Zwischenablage kopiert.',
    kalenderErzeugen: 'Kalenderadresse erzeugen',
    kalenderNeu: 'Neue Adresse erzeugen',
    kalenderNeuErzeugt: 'Die neue Kalenderadresse ist erzeugt; die alte gilt nicht mehr.',
  },
  termine: {
    ueberschrift: 'Ihre Termine',
    einleitung:
      'Übernehmen Sie einzelne Termine in Ihren Kalender. Alle Termine als Abonnement finden Sie unter „Meine Daten“.',
    uebernehmen: 'In den Kalender übernehmen',
    um: (datum: string, zeit: string) => `${datum}, ${zeit} Uhr`,
    gespeichert: 'Der Termin wurde als Kalenderdatei gespeichert.',
  },
} as const;
