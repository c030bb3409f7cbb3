// The Kandidat page's reset of a lost second factor (issue 30 point 5, decision 0042).
export const zweiterFaktorBuero = {
  titel: 'Zwei-Faktor-Anmeldung',
  an: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
  aus: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  hinweis:
    'Hat die Person ihre Authenticator-App und ihre Wiederherstellungscodes verloren, schalten Sie die Zwei-Faktor-Anmeldung erst nach einer Prüfung der Identität aus. Die Person erhält eine Benachrichtigung per E-Mail.',
  notizLabel: 'Wie wurde die Identität geprüft?',
  notizFehlt: 'Bitte beschreiben Sie, wie die Identität geprüft wurde.',
  zuruecksetzen: 'Zwei-Faktor-Anmeldung zurücksetzen',
  zurueckgesetzt: 'Die Zwei-Faktor-Anmeldung wurde zurückgesetzt.',
  nichtEingeschaltet: 'Die Zwei-Faktor-Anmeldung dieser Person ist nicht eingeschaltet.',
} as const;
