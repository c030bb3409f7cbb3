// A CSV file's bytes as text (issue 28, point 8): UTF-8 with and without BOM, Windows-1252, as real bytes.
import { describe, expect, it } from 'vitest';
import { csvDateiText } from '../src/pruefungsstelle/ladungen/csv-datei';

const TEXT = 'E-Mail;Modul;Ergebnis;Datum\r\nmüller@example.org;WP;bestanden;05.10.2026 – „Weiß“ €\r\n';

describe('csvDateiText', () => {
  it('reads UTF-8 with and without BOM', () => {
    const utf8 = new TextEncoder().encode(TEXT);
    expect(csvDateiText(utf8)).toBe(TEXT);
    const mitBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(csvDateiText(mitBom)).toBe(TEXT);
  });

  it('reads Windows-1252 as German Excel saves it, 0x80–0x9F included', () => {
    // The bytes of TEXT in Windows-1252, written out: ü FC, – 96, „ 84, ß DF, “ 93, € 80.
    const ascii = (text: string) => [...new TextEncoder().encode(text)];
    const bytes = new Uint8Array([
      ...ascii('E-Mail;Modul;Ergebnis;Datum\r\nm'),
      0xfc,
      ...ascii('ller@example.org;WP;bestanden;05.10.2026 '),
      0x96,
      0x20,
      0x84,
      ...ascii('Wei'),
      0xdf,
      0x93,
      0x20,
      0x80,
      ...ascii('\r\n'),
    ]);
    expect(csvDateiText(bytes)).toBe(TEXT);
    // Every byte 0x80–0x9F as the WHATWG index has it (spot checks: €, ‚, Ÿ; 0x81 unassigned).
    expect(csvDateiText(new Uint8Array([0x80, 0x82, 0x9f, 0x81]))).toBe('€‚Ÿ\u0081');
  });
});
