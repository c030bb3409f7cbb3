// Issue 31 point 3: one recording function. Every declaration – module declarations (JSON, multipart),
// the application submit, the office's paper declarations and the demo's histories – is written by
// `buchen` (features/declarations/buchung.ts): the append-only row, its locked proof documents, the
// fact changes and the receipt job. A second place that writes a declaration row or queues a receipt
// would drift from it (the demo's two copies once did), so this test fails on one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src', import.meta.url));

function dateien(dir: string, out: string[] = []): string[] {
  for (const eintrag of readdirSync(dir, { withFileTypes: true })) {
    const voll = path.join(dir, eintrag.name);
    if (eintrag.isDirectory()) dateien(voll, out);
    else if (eintrag.name.endsWith('.ts')) out.push(voll);
  }
  return out;
}

/** Where each writer may be called: its definition and the one recording function. */
const ERLAUBT: Record<string, readonly string[]> = {
  'recordDeclaration(': ['features/procedure/declarations.ts', 'features/declarations/buchung.ts'],
  'enqueueReceipt(': ['features/receipts/job.ts', 'features/declarations/buchung.ts'],
  '.insert(declarations)': ['features/procedure/declarations.ts'],
};

describe('one recording function for declarations', () => {
  const alle = dateien(src).map((datei) => ({
    rel: path.relative(src, datei).split(path.sep).join('/'),
    text: readFileSync(datei, 'utf8'),
  }));

  for (const [aufruf, erlaubt] of Object.entries(ERLAUBT)) {
    it(`${aufruf} only in ${erlaubt.join(', ')}`, () => {
      const ausserhalb = alle.filter((d) => d.text.includes(aufruf) && !erlaubt.includes(d.rel));
      expect(ausserhalb.map((d) => d.rel)).toEqual([]);
    });
  }

  it('the demo and the submit go through buchen (or festhalten, which calls it)', () => {
    const ruft = (rel: string, name: string) => alle.find((d) => d.rel === rel)?.text.includes(name) ?? false;
    expect(ruft('features/procedure/submit.ts', 'buchen(')).toBe(true);
    expect(ruft('features/declarations/transaction.ts', 'buchen(')).toBe(true);
    expect(ruft('demo/werkzeug.ts', 'festhalten(')).toBe(true);
    expect(ruft('demo/eingang.ts', 'festhalten(')).toBe(true);
  });
});
