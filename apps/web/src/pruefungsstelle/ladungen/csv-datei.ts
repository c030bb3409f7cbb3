// A CSV file's bytes as text (issue 28, point 8): UTF-8 with or without BOM, else Windows-1252,
// which German Excel writes for "CSV (Trennzeichen-getrennt)". The server detects the separator.

/**
 * Windows-1252's bytes 0x80–0x9F (WHATWG Encoding Standard, index-windows-1252); 0x81, 0x8D, 0x8F,
 * 0x90 and 0x9D stay as they are; every other byte is the code point of the same number. Written out
 * rather than `TextDecoder('windows-1252')`: browsers decode so, but Node 20/22 (and so jsdom tests)
 * decode the label as ISO-8859-1 and give C1 controls for this range; iconv-lite needs Buffer, which
 * the browser bundle does not have. Checked against iconv-lite's cp1252.
 */
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * The text of a file's bytes: strict UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else
 * Windows-1252, which German Excel writes for "CSV (Trennzeichen-getrennt)". A Windows-1252 file
 * with umlauts is never valid UTF-8 (a lone byte ≥ 0x80 starts no valid sequence), so the order is
 * safe.
 */
export function csvDateiText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    let text = '';
    for (const byte of bytes)
      text += byte >= 0x80 && byte < 0xa0 ? CP1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
    return text;
  }
}
