// The Bind, Execute and Sync messages of a named statement's run as one buffer, written directly (issue
// 29): pg-protocol's writer grows and copies a buffer per message and a concat copies them again. Used by
// the PGlite runner (prepared.ts, h100) and node-postgres' (pg-named.ts, decision 0096), both all text.
// Test: prepared-named.test.ts.

const encoder = new TextEncoder();

/** Execute (unnamed portal, all rows) and Sync: the same bytes after every Bind. */
export const executeSync = Uint8Array.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/** The unnamed portal and the statement's name, as Bind carries them: made once per statement. */
export function bindHead(statementName: string): Uint8Array {
  return encoder.encode(`\0${statementName}\0`);
}

/** Bind (text values, text results), Execute and Sync as one buffer. */
export function bindExecuteSync(head: Uint8Array, values: readonly (string | null)[]): Uint8Array {
  const encoded = values.map((v) => (v === null ? null : encoder.encode(v)));
  // Length, portal and name, no parameter format codes (all text), the values, no result format codes.
  let length = 4 + head.length + 2 + 2 + 2;
  for (const e of encoded) length += 4 + (e ? e.length : 0);
  const out = new Uint8Array(1 + length + executeSync.length);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // 'B'
  view.setInt32(1, length);
  out.set(head, 5);
  let at = 5 + head.length;
  view.setInt16(at, 0);
  view.setInt16(at + 2, encoded.length);
  at += 4;
  for (const e of encoded) {
    view.setInt32(at, e ? e.length : -1);
    at += 4;
    if (e) {
      out.set(e, at);
      at += e.length;
    }
  }
  view.setInt16(at, 0);
  out.set(executeSync, at + 2);
  return out;
}
