// Meine Daten › "Meine Daten herunterladen" (Art. 15 DSGVO, issue 30 point 2, decision 0034): loaded
// with the page, not with the entry every page loads (the /login size budget, decision 0021).

export const datenkopieTexte = {
  datenkopie: 'Meine Daten herunterladen',
  datenkopieEinleitung:
    'Sie erhalten eine ZIP-Datei mit allen Daten, die das Portal zu Ihnen speichert: Ihr Benutzerkonto, Ihre Anträge und Erklärungen, Ihr Verfahren, die Nachrichten an Sie, die Aktionen der Prüfungsstelle zu Ihnen und alle Dokumente, Eingangsbestätigungen und Bescheide Ihrer digitalen Akte. Die Daten stehen lesbar in der Datei „daten.json“.',
  datenkopieKnopf: 'Meine Daten herunterladen',
  datenkopieLaedt: 'Die Datei wird erstellt …',
  datenkopieFertig: 'Die Datei mit Ihren Daten wurde heruntergeladen.',
} as const;
