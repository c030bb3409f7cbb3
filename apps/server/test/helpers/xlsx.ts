// Reads the first sheet of an XLSX file as rows of texts (enough for the exports' text cells):
// unzip, shared strings, then each row's cells in column order.
import { strFromU8, unzipSync } from 'fflate';

const entity = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function xlsxZeilen(datei: Uint8Array): string[][] {
  const teile = unzipSync(datei);
  const text = (name: string) => (teile[name] ? strFromU8(teile[name]) : '');
  const geteilt = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    entity([...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1] ?? '').join('')),
  );
  const blatt = text('xl/worksheets/sheet1.xml');
  // A cell's column from its reference (an empty cell may be left out of the file): A → 0, AB → 27.
  const spalte = (ref: string) =>
    [...(/^[A-Z]+/.exec(ref)?.[0] ?? 'A')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return [...blatt.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const zellen: string[] = [];
    for (const c of (row[1] ?? '').matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const inhalt = c[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inhalt)?.[1];
      const inline = /<t[^>]*>([\s\S]*?)<\/t>/.exec(inhalt)?.[1];
      const wert = /t="s"/.test(attrs) ? (geteilt[Number(v)] ?? '') : entity(inline ?? v ?? '');
      zellen[spalte(/r="([A-Z]+\d+)"/.exec(attrs)?.[1] ?? '')] = wert;
    }
    return Array.from({ length: zellen.length }, (_, i) => zellen[i] ?? '');
  });
}
