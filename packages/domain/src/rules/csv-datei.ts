// The field separator of a CSV file as Excel and other programs write it (issue 28, point 8): ';'
// German Excel, ',' English Excel and most exports, tab. The web decodes the file's bytes before
// (apps/web/src/pruefungsstelle/ladungen/csv-datei.ts).

const TRENNZEICHEN = [';', ',', '\t'] as const;
export type Trennzeichen = (typeof TRENNZEICHEN)[number];

/**
 * The separator of a CSV text: the one of ';', ',' and tab found most often outside quotes in its
 * first non-empty line (the header); ';' when none is found or on a tie, as German Excel writes.
 */
export function csvTrennzeichen(text: string): Trennzeichen {
  const zeilen = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const kopf = zeilen.find((z) => z.trim() !== '') ?? '';
  const anzahl = new Map<string, number>();
  let inAnfuehrung = false;
  for (const zeichen of kopf) {
    if (zeichen === '"') inAnfuehrung = !inAnfuehrung;
    else if (!inAnfuehrung) anzahl.set(zeichen, (anzahl.get(zeichen) ?? 0) + 1);
  }
  let bestes: Trennzeichen = ';';
  for (const t of TRENNZEICHEN) if ((anzahl.get(t) ?? 0) > (anzahl.get(bestes) ?? 0)) bestes = t;
  return bestes;
}
