// The Protokoll as CSV for Excel: UTF-8 with BOM, ';' between fields (German Excel), CRLF, every
// field quoted with doubled quotes, and a leading =, +, -, @, tab or CR neutralised with an apostrophe
// so no cell is taken as a formula (OWASP "CSV injection").
import { formatZeitpunkt } from '@examensportal/domain/format';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { protokollTexte as pt } from '@examensportal/domain/messages-pruefungsstelle-protokoll';
import { aenderungen, zielLesbar } from '@examensportal/domain/protokoll-lesbar';
import type { ProtokollEintrag } from '@examensportal/domain/schemas/pruefungsstelle';

const p = pruefungsstelle;
const csvBom = '\uFEFF';

export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const csvLine = (fields: readonly string[]): string => `${fields.map(csvField).join(';')}\r\n`;

/** A whole small file (a list export, decision 0047): BOM, header, rows, as Excel opens it. */
export const csvDatei = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  csvBom + csvLine(header) + rows.map(csvLine).join('');

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

const protokollCsvHeader = csvLine([
  'Nr.',
  p.seiten.zeitpunkt,
  p.seiten.wer,
  p.seiten.quelle,
  p.seiten.aktion,
  'Aktionsschlüssel',
  p.seiten.ziel,
  pt.csvKandidat,
  pt.csvAktenzeichen,
  pt.csvAenderungen,
  p.seiten.vorher,
  p.seiten.nachher,
]);

/** The changed fields as one cell, a line each: "Rolle: von „Sachbearbeitung“ zu „Leitung“". */
const aenderungenText = (e: ProtokollEintrag) =>
  aenderungen(e.vorher, e.nachher)
    .map((a) => `${a.feld}: ${pt.vonZu(a.vorher, a.nachher)}`)
    .join('\n');

function protokollCsvLine(e: ProtokollEintrag): string {
  return csvLine([
    String(e.id),
    formatZeitpunkt(e.at),
    e.wer,
    p.quellen[e.quelle] ?? e.quelle,
    p.aktionen[e.aktion] ?? e.aktion,
    e.aktion,
    zielLesbar(e.ziel, e.kandidat?.name),
    e.kandidat?.name ?? '',
    e.kandidat?.aktenzeichen ?? '',
    aenderungenText(e),
    json(e.vorher),
    json(e.nachher),
  ]);
}

/** The whole file as chunks: BOM and header first, then the rows in batches of a few hundred lines. */
export async function* protokollCsv(rows: AsyncIterable<ProtokollEintrag>): AsyncGenerator<string> {
  let chunk = csvBom + protokollCsvHeader;
  let lines = 0;
  for await (const row of rows) {
    chunk += protokollCsvLine(row);
    if (++lines % 500 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}
