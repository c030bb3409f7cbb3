// German short texts of a result's parts (issue 26 point 7, decision 0056): one line beside the outcome
// wherever a result is listed – the candidate's status, the office's Kandidat page, the Ladungen list.

export const notenTexte = {
  bewertet: (modulnote: string, schriftlich: string, muendlich: string) =>
    `Modulgesamtnote ${modulnote} (schriftlich ${schriftlich}, mündlich ${muendlich})`,
  ausgeschlossen: (schriftlich: string) =>
    `schriftlich ${schriftlich}, von der mündlichen Prüfung ausgeschlossen (§ 13 Abs. 2 WiPrPrüfV)`,
  /** One paper's grade (decision 0068): "1. Aufsichtsarbeit 4,30". */
  arbeit: (nummer: number, note: string) => `${nummer}. Aufsichtsarbeit ${note}`,
  /** The written grade with the papers it is the average of. */
  schriftlichAusArbeiten: (schriftlich: string, arbeiten: string) => `${schriftlich} aus ${arbeiten}`,
};
