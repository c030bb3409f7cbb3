// German texts found missing when one examination term ran through every back-office area (issue 15,
// e2e pruefungsstelle-termin): the registrations of an application that is not admitted do not run.

export const terminTexte = {
  ohneZulassung:
    'Die Person ist nicht zum Examen zugelassen. Ladungen, Ergebnisse und triftige Gründe setzen die Zulassung voraus.',
} as const;
