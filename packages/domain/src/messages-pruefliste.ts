// German texts of the legal checklist (Prüfliste, issue 26 point 2): the points derived from a stored
// application (rules/pruefliste.ts) and what the wizard says about proofs the chosen path needs. Both
// sides read them: the candidate's upload steps and summary, and the back-office's checklist. The
// office's own words (marks, override) are in messages-pruefungsstelle-pruefliste.ts.

export const pruefliste = {
  punkte: {
    lebenslauf: 'Lebenslauf',
    module: 'Mindestens eine Modulprüfung angemeldet, keine durch den gewählten Weg ausgeschlossene',
    vorbildung: {
      hochschulstudium: 'Vorbildung: abgeschlossenes Hochschulstudium',
      zehnjaehrigeTaetigkeit: 'Vorbildung: zehnjährige Tätigkeit bei einer prüfenden Stelle',
      fuenfjaehrigeBerufserfahrung:
        'Vorbildung: fünfjährige Berufserfahrung als vereidigte Buchprüferin / vereidigter Buchprüfer oder Steuerberaterin / Steuerberater',
    },
    taetigkeit: (option: string) => `Praktische Tätigkeit: ${option}`,
    berufserfahrung: (option: string) => `Fünfzehnjährige Berufserfahrung ${option}`,
    verkuerzung: (option: string, module: string) => `${option} – entfallende Modulprüfungen: ${module}`,
    versuche: 'Frühere Zulassung: Gesamtversuch noch nicht verbraucht',
    versucheZweimal:
      'Zweimal zugelassen und nicht bestanden: Gesamtversuche nach § 22 WiPrPrüfV erschöpft, Übergangsregel prüfen',
    sechsJahre: 'Frühere Zulassung: Sechsjahresfrist und bestandene Module (§ 22 Abs. 3 WiPrPrüfV)',
    eignungVersuche: 'Frühere Zulassung zur Eignungsprüfung: noch ein Versuch übrig (§ 33 WiPrPrüfV)',
    nachteilsausgleich: 'Nachteilsausgleich beantragt',
    eignung: {
      nachweise: 'Befähigungsnachweis der zuständigen Stelle und Staatsangehörigkeit',
      zeugnis: 'Zeugnisse',
      wahlfach: 'Erklärung zum Wahlfach',
      verkuerzung: (option: string) => `Verkürzung der Eignungsprüfung: ${option}`,
    },
  },
  /** The wizard: on an upload step and on the summary. */
  wizard: {
    benoetigtTitel: 'Für Ihren gewählten Weg benötigte Nachweise',
    benoetigtEinleitung:
      'Die Prüfungsstelle braucht für Ihre Angaben auf dieser Seite die folgenden Nachweise:',
    vorhanden: 'hochgeladen',
    fehlt: 'noch nicht hochgeladen',
    fehlenTitel: 'Es fehlen Nachweise',
    fehlenText:
      'Für Ihre Angaben fehlen noch Nachweise. Sie können den Antrag trotzdem abschicken; die Prüfungsstelle sieht die fehlenden Nachweise und wird sie bei Ihnen nachfordern. Das kann die Entscheidung verzögern.',
    fehltZeile: (punkt: string, nachweis: string) => `${punkt}: ${nachweis}`,
  },
} as const;
