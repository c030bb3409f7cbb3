// Staff administration beyond invite/role/disable (issue 28 point 9, decision 0048): reactivate, send
// the invitation again, reset only the second factor, the confirmations naming the person, and the
// refusal that keeps two active Leitung accounts. Apart from `messages`: office texts only.
export const verwaltungTexte = {
  reaktivieren: 'Reaktivieren',
  reaktivierenFrage: (name: string) =>
    `Konto von ${name} wieder aktivieren? ${name} kann sich danach wieder mit dem bisherigen Passwort und der Authenticator-App anmelden.`,
  reaktiviertMeldung: (name: string) => `Das Konto von ${name} ist wieder aktiv.`,
  nichtDeaktiviert: 'Dieses Konto ist nicht deaktiviert.',
  einladungErneut: 'Einladung erneut senden',
  einladungErneutFrage: (name: string, email: string) =>
    `Einladung an ${name} (${email}) erneut senden? Der bisherige Einrichtungslink gilt danach nicht mehr.`,
  einladungErneutMeldung: (name: string, email: string) =>
    `Die Einladung an ${name} wurde erneut an ${email} gesendet.`,
  bereitsEingerichtet:
    'Dieses Konto ist bereits eingerichtet. Eine Einladung ist nur für Konten möglich, die noch nicht eingerichtet sind.',
  zweiterFaktor: 'Zweiten Faktor zurücksetzen',
  zweiterFaktorFrage: (name: string) =>
    `Zweiten Faktor von ${name} zurücksetzen? Authenticator-App und Wiederherstellungscodes gelten danach nicht mehr; das Passwort bleibt. ${name} richtet bei der nächsten Anmeldung die Zwei-Faktor-Anmeldung neu ein.`,
  zweiterFaktorNotiz: 'Grund und Prüfung der Identität (für das Protokoll)',
  zweiterFaktorNotizFehlt: 'Bitte beschreiben Sie den Grund und wie die Identität geprüft wurde.',
  zweiterFaktorMeldung: (name: string) =>
    `Der zweite Faktor von ${name} wurde zurückgesetzt. ${name} richtet ihn bei der nächsten Anmeldung neu ein.`,
  zweiterFaktorOhnePasswort:
    'Dieses Konto hat noch kein Passwort. Bitte senden Sie stattdessen die Einladung erneut.',
  deaktivierenFrage: (name: string, email: string) =>
    `Konto von ${name} (${email}) deaktivieren? ${name} wird sofort abgemeldet und kann sich nicht mehr anmelden, bis das Konto reaktiviert wird.`,
  rolleFrage: (name: string, vorher: string, nachher: string) =>
    `Rolle von ${name} von „${vorher}“ zu „${nachher}“ ändern?`,
  neueRolle: (name: string) => `Neue Rolle für ${name}`,
  bestaetigen: 'Ja, ausführen',
  abbrechen: 'Abbrechen',
  zuWenigLeitung: (bleiben: number) =>
    `Das ist nicht möglich: Danach ${bleiben === 1 ? 'bliebe nur eine aktive Person' : 'bliebe keine aktive Person'} mit der Rolle Leitung. Es müssen immer mindestens zwei aktive Konten der Leitung bestehen, damit ein verlorenes Gerät nicht nur über die Kommandozeile behoben werden kann. Bitte ernennen Sie zuerst eine weitere Person zur Leitung.`,
  zweiterFaktorBetreff: 'Ihre Zwei-Faktor-Anmeldung bei der Prüfungsstelle wurde zurückgesetzt',
  zweiterFaktorText: (name: string, link: string) =>
    `Guten Tag ${name},\n\nIhre Zwei-Faktor-Anmeldung bei der Prüfungsstelle im Examensportal wurde von der Leitung zurückgesetzt. Ihre bisherige Authenticator-App und Ihre Wiederherstellungscodes gelten nicht mehr, Ihr Passwort bleibt. Bitte melden Sie sich an und richten Sie die Zwei-Faktor-Anmeldung neu ein:\n\n${link}\n\nWenn Sie das nicht veranlasst haben, wenden Sie sich bitte sofort an die Leitung der Prüfungsstelle.\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle`,
  reaktiviertBetreff: 'Ihr Zugang zur Prüfungsstelle ist wieder aktiv',
  reaktiviertText: (name: string, link: string) =>
    `Guten Tag ${name},\n\nIhr Konto bei der Prüfungsstelle im Examensportal wurde von der Leitung wieder aktiviert. Sie können sich wie bisher anmelden:\n\n${link}\n\nWenn Sie das nicht erwartet haben, wenden Sie sich bitte an die Leitung der Prüfungsstelle.\n\nMit freundlichen Grüßen\nIhre Prüfungsstelle`,
  aktionen: {
    'mitarbeiter.reaktiviert': 'Konto reaktiviert',
    'mitarbeiter.einladung-erneut': 'Einladung erneut gesendet',
    'mitarbeiter.zweiter-faktor': 'Zweiten Faktor zurückgesetzt',
    'statistik.export': 'Statistik exportiert',
  } as Record<string, string>,
} as const;
