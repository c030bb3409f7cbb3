// A results file split into records by csv-parse (separator ';', ',' or tab as the header line shows
// it, BOM or none, quoted fields as Excel writes them; the web decodes Windows-1252 bytes before, see
// domain rules/csv-datei.ts); what each cell must be is the domain's (schemas/pruefungsstelle-ladungen.ts).
import { parse } from 'csv-parse/sync';
import { csvTrennzeichen } from '@examensportal/domain/rules/csv-datei';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import {
  type CsvDatensatz,
  parseErgebnisse,
  type ErgebnisZeile,
  type ZeilenFehler,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';

export function parseErgebnisCsv(text: string): { zeilen: ErgebnisZeile[]; fehler: ZeilenFehler[] } {
  let datensaetze: CsvDatensatz[];
  try {
    const records = parse(text, {
      delimiter: csvTrennzeichen(text),
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    datensaetze = records.map((r) => ({ zeile: r.info.lines, werte: r.record }));
  } catch (error) {
    const zeile = (error as { lines?: number }).lines;
    return {
      zeilen: [],
      fehler: [{ zeile: typeof zeile === 'number' ? zeile : 1, meldung: lt.csvUnlesbar }],
    };
  }
  return parseErgebnisse(datensaetze);
}
