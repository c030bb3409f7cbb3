// Issue 31.3: the withdrawal kinds were listed three times – the partial index of migration 0012, the
// Eingang's queue query and its constant in features/staff/eingang-queues.ts – and checked nowhere.
// The registry now has the one list (RUECKTRITT_VORGAENGE in erklaerungen/index.ts), which the
// acknowledgement reads; the SQL keeps its literal list (the planner matches the partial index word for
// word), and this test holds the index and the query to the registry.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERKLAERUNGEN, RUECKTRITT_VORGAENGE, RUECKTRITTE } from '@examensportal/domain/erklaerungen/index';
import { describe, expect, it } from 'vitest';

const datei = (pfad: string) => readFileSync(fileURLToPath(new URL(`../${pfad}`, import.meta.url)), 'utf8');

/** The values of a `vorgang in ('…', …)` in an SQL text, one list per occurrence. */
const vorgangListen = (text: string) =>
  [...text.matchAll(/"?vorgang"? in \(([^)]*)\)/g)].map((m) =>
    [...m[1]!.matchAll(/'([^']+)'/g)].map((v) => v[1]!).sort(),
  );

const registry = [...RUECKTRITT_VORGAENGE].sort();

describe('the withdrawal kinds', () => {
  it('are kinds of the registry, each with its own stored vorgang', () => {
    expect(RUECKTRITTE.map((key) => ERKLAERUNGEN[key].vorgang)).toEqual(RUECKTRITT_VORGAENGE);
    expect(new Set(RUECKTRITT_VORGAENGE).size).toBe(RUECKTRITTE.length);
  });

  it("migration 0012's partial index lists exactly the registry's withdrawals", () => {
    const index = datei('drizzle/0012_eingang.sql')
      .split('\n')
      .filter((line) => line.includes('declarations_ruecktritte_idx'));
    expect(index).toHaveLength(1);
    expect(vorgangListen(index[0]!)).toEqual([registry]);
  });

  it("the Eingang's queue query lists the same", () => {
    expect(vorgangListen(datei('src/features/staff/eingang-queues.ts'))).toEqual([registry]);
  });
});
