// The Protokoll page's own texts beyond the first version (issue 28 point 10): the candidate filter, the
// changed fields and the person a row concerns.
export const protokollTexte = {
  kandidat: 'Kandidatin oder Kandidat',
  kandidatHinweis: 'Name, E-Mail-Adresse oder Aktenzeichen',
  betrifftPerson: 'Person',
  aenderungen: 'Änderungen',
  keineAenderung: 'keine Angaben',
  feld: 'Feld',
  vonZu: (vorher: string, nachher: string) => `von „${vorher}“ zu „${nachher}“`,
  neu: (nachher: string) => `„${nachher}“`,
  csvKandidat: 'Kandidat',
  csvAktenzeichen: 'Aktenzeichen',
  csvAenderungen: 'Änderungen (lesbar)',
} as const;
