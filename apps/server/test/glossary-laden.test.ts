// Issue 31 point 5, decision 0044: `laden` is the summons to an exam part (Ladung), never fetching data.
// The web says `load` for that (glossary). No name declared in apps/web/src – a variable, function,
// parameter list, type, destructured name or a state's `name: '…'` – may use `laden`/`lade…` as a word;
// `einladen`, `hochladen` and `herunterladen` are other verbs. Every file has been moved (issue 31);
// the test below holds for all of them without exceptions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const WEB = 'apps/web/src';

function dateien(dir: string, out: string[] = []): string[] {
  for (const eintrag of readdirSync(path.join(repo, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, eintrag.name);
    if (eintrag.isDirectory()) dateien(rel, out);
    else if (/\.tsx?$/.test(eintrag.name)) out.push(rel);
  }
  return out;
}

/** The names a file declares (and the `name: '…'` of its states), without comments. */
export function deklariert(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const namen: string[] = [];
  for (const m of code.matchAll(
    /\b(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g,
  ))
    namen.push(m[1]!);
  for (const m of code.matchAll(/\b(?:const|let|var)\s*[[{]([^\]}=]*)[\]}]\s*=/g))
    for (const teil of m[1]!.split(','))
      namen.push(
        ...teil
          .split(':')
          .map((n) => n.trim())
          .filter(Boolean),
      );
  for (const m of code.matchAll(/\bname:\s*'([\w-]+)'/g)) namen.push(m[1]!);
  return namen;
}

/** A name that uses `laden` (or `lade…`) as a word of its own: laden, neuLaden, ladeFehler, ladenAbschnitt. */
export const ladenAlsWort = (name: string): boolean =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .some((wort) => /^(laden|lade|geladen)$/i.test(wort));

describe('laden is the summons, never loading (issue 31 point 5)', () => {
  it('finds the word in names and only there', () => {
    expect(
      ['laden', 'neuLaden', 'ladeFehler', 'geladen', 'einladen', 'hochladen', 'Ladung', 'loadSitzung'].map(
        ladenAlsWort,
      ),
    ).toEqual([true, true, true, true, false, false, false, false]);
    expect(
      deklariert(
        "const laden = 1; // const ladeX\nconst { a, neuLaden: b } = x; function lade2() {}\nsetPhase({ name: 'laden' });",
      ),
    ).toEqual(['laden', 'lade2', 'a', 'neuLaden', 'b', 'laden']);
  });

  it('no file of the web names loading data `laden`', () => {
    const verstoesse = dateien(WEB).flatMap((datei) =>
      deklariert(readFileSync(path.join(repo, datei), 'utf8'))
        .filter(ladenAlsWort)
        .map((name) => `${datei}: ${name}`),
    );
    expect(verstoesse, 'say `load` for fetching data (docs/glossary.md, decision 0044)').toEqual([]);
  });
});
