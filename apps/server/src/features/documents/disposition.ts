// RFC 6266 / RFC 8187: an ASCII `filename` for old clients and the exact name in `filename*`.

/** A download never renders in our origin: attachment, no sniffing, a sandbox without any source. */
export const downloadCsp = "sandbox; default-src 'none'; frame-ancestors 'none'";

const transliteration: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

/** Printable ASCII without quote, backslash and percent (which some clients decode). */
export function asciiFileName(name: string): string {
  return name
    .replace(/[äöüÄÖÜß]/g, (c) => transliteration[c] ?? '_')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** Percent-encoding of RFC 8187 (attr-char): encodeURIComponent leaves ' ( ) * unencoded. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function disposition(type: 'attachment' | 'inline', name: string): string {
  const fallback = asciiFileName(name).trim() || 'dokument';
  return `${type}; filename="${fallback}"; filename*=UTF-8''${extValue(name)}`;
}

export const attachment = (name: string): string => disposition('attachment', name);

/** Shown in the browser (the back-office's document viewer), saved under the same name. */
export const inline = (name: string): string => disposition('inline', name);
