// German texts of the field library's behaviour that only forms with a draft need (issue 31.2,
// decision 0045): the question before leaving a page with unsaved edits. Apart from messages.ts so
// the candidate /login entry chunk does not carry them (it is at its size budget).

export const formularTexte = {
  verlassenTitel: 'Seite verlassen?',
  verlassenText: [
    'Ihre Eingaben auf dieser Seite sind noch nicht gespeichert.',
    'Wenn Sie die Seite jetzt verlassen, gehen sie verloren. Möchten Sie die Seite trotzdem verlassen?',
  ],
} as const;
