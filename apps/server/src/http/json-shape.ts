// Input limits (issue 17, ASVS V2/V4): a body nested deeper than JSON_MAX_DEPTH or with more than
// JSON_MAX_KEYS object keys is refused before it is parsed. JSON.parse itself survives deep input, but
// every later walk over the value (zod, the envelope hash, the log serialiser) recurses and would
// overflow the stack (5,000 levels once gave a 500). The largest candidate form, the WP application, has
// about 150 keys and 5 levels; the largest office body is a batch of 500 results with outcome and both
// grades per candidate (4 keys each, 2,004 in all, decision 0061), so the key limit leaves it room.
export const JSON_MAX_DEPTH = 64;
export const JSON_MAX_KEYS = 4000;

/**
 * One pass over the text, without recursion: depth counts open brackets outside strings, keys count
 * the colons outside strings (each object member has exactly one). Malformed text is left to the parser.
 */
export function exceedsJsonLimits(text: string): boolean {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > JSON_MAX_DEPTH) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
    else if (c === 0x3a /* : */ && ++keys > JSON_MAX_KEYS) return true;
  }
  return false;
}

/**
 * Whether a string of the JSON text holds the escape `\u0000`: PostgreSQL stores no NUL in text, so a
 * message or reason with one ended in a 500 at the INSERT (found by the fuzz test). No form needs it;
 * the body is refused before it is parsed. One pass; `\\u0000` (an escaped backslash) is text.
 */
export function hasNulEscape(text: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf('\\u0000', from);
    if (at < 0) return false;
    let backslashes = 0;
    for (let i = at - 1; i >= 0 && text.charCodeAt(i) === 0x5c; i--) backslashes++;
    // An even number before it: this backslash starts an escape.
    if (backslashes % 2 === 0) return true;
    from = at + 1;
  }
}
