// Issue 14 point 8: every German word of an identifier is in docs/glossary.md with its meaning. The
// identifiers are the exported names and the file names of the domain package, the server and the web
// app; each is split into words (camelCase, kebab-case, SNAKE_CASE). A word passes when it is English
// (apps/server/test/helpers/glossar-englisch.txt), a German grammar word, or a glossary word – also inflected
// (Anmeldung → anmeldungen) or as a compound of glossary words (Anrechnung + s + Antrag).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API } from '@examensportal/domain/api';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { ABLAEUFE } from '../src/features/declarations/ablaeufe/index';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const QUELLEN = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

/** Articles, prepositions, conjunctions, numbers: plain German that explains itself. */
const GRAMMATIK = new Set(
  'als am aus dem den der des die fuer hat im ist ja mit nach nein nicht nichts oder von wegen zu zur zum zwei sechs immer darf zusammen ein eine einen keine kein mindestens'.split(
    ' ',
  ),
);

/** Lower case with the umlauts as identifiers spell them (ä → ae, ß → ss). */
const normal = (wort: string) =>
  wort.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

function dateien(dir: string, out: string[] = []): string[] {
  for (const eintrag of readdirSync(path.join(repo, dir), { withFileTypes: true })) {
    const rel = path.join(dir, eintrag.name);
    if (eintrag.isDirectory()) dateien(rel, out);
    else if (/\.tsx?$/.test(eintrag.name)) out.push(rel);
  }
  return out;
}

/** Each identifier (exported name or file name) with the first file it stands in. */
function bezeichner(): Map<string, string> {
  const gefunden = new Map<string, string>();
  const merke = (name: string, datei: string) => {
    if (!gefunden.has(name)) gefunden.set(name, datei);
  };
  for (const datei of QUELLEN.flatMap((dir) => dateien(dir))) {
    merke(path.basename(datei).replace(/\.tsx?$/, ''), datei);
    const text = readFileSync(path.join(repo, datei), 'utf8');
    const deklaration =
      /export\s+(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;
    for (const m of text.matchAll(deklaration)) merke(m[1]!, datei);
    for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
      for (const teil of m[1]!.split(',')) {
        const name = teil
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.replace(/^type\s+/, '');
        if (name) merke(name, datei);
      }
    }
  }
  return gefunden;
}

/** The words of an identifier, lower case: `EingangSeite` → eingang, seite; `VERKUERZUNG_EP` → verkuerzung, ep. */
const woerter = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 1)
    .map((w) => w.toLowerCase());

/** The head words of the glossary's first column ("Modulanmeldung / -abmeldung" → both). */
function glossar(): Set<string> {
  const text = readFileSync(path.join(repo, 'docs/glossary.md'), 'utf8');
  const worte = new Set<string>();
  for (const zeile of text.split('\n')) {
    const zelle = /^\|([^|]+)\|/.exec(zeile)?.[1];
    if (!zelle || /^[\s-]+$/.test(zelle) || zelle.trim() === 'Word') continue;
    for (const wort of zelle.split(/[^A-Za-zÄÖÜäöüß]+/)) if (wort.length > 1) worte.add(normal(wort));
  }
  return worte;
}

const englisch = new Set(
  readFileSync(fileURLToPath(new URL('helpers/glossar-englisch.txt', import.meta.url)), 'utf8')
    .split('\n')
    .filter((zeile) => !zeile.startsWith('#'))
    .flatMap((zeile) => zeile.split(/\s+/))
    .filter(Boolean),
);

/** Endings of German inflection and conjugation a head word may take (ablehnen → ablehne, ablehnt). */
const ENDUNGEN = ['', 'e', 'en', 'em', 'er', 'es', 'n', 'r', 's', 'ns', 't', 'te', 'ten', 'ter', 'tes', 'st'];

/** A head word and its stem without the infinitive or plural ending (pruefen → pruef). */
function formen(kopf: string): string[] {
  const stamm = kopf.replace(/(en|e|n)$/, '');
  return stamm.length >= 3 && stamm !== kopf ? [kopf, stamm] : [kopf];
}

/** Whether a word is a glossary word, inflected, or a compound of glossary and English words. */
const erklaerer = (bekannt: Set<string>) => {
  const teile = new Set(englisch);
  for (const kopf of bekannt) for (const form of formen(kopf)) for (const e of ENDUNGEN) teile.add(form + e);
  return (wort: string) => erklaert(wort, teile);
};

function erklaert(wort: string, teile: Set<string>): boolean {
  if (teile.has(wort)) return true;
  // Compound: glossary or English parts of three letters or more (so that "an" + "is" never makes a
  // word), joined directly or by a linking s or n (Prüfung-s-stelle).
  const bis = new Array<boolean>(wort.length + 1).fill(false);
  bis[0] = true;
  for (let i = 0; i < wort.length; i++) {
    if (!bis[i]) continue;
    for (let j = i + 3; j <= wort.length; j++) {
      if (!teile.has(wort.slice(i, j))) continue;
      bis[j] = true;
      if (j < wort.length && (wort[j] === 's' || wort[j] === 'n') && j > i + 3) bis[j + 1] = true;
    }
  }
  return bis[wort.length]!;
}

describe('glossary (issue 14 point 8)', () => {
  it('explains every German word of an exported name or file name', () => {
    const bekannt = erklaerer(glossar());
    const fehlt = new Map<string, string>();
    for (const [name, datei] of bezeichner()) {
      for (const wort of woerter(name)) {
        if (englisch.has(wort) || GRAMMATIK.has(wort) || fehlt.has(wort)) continue;
        if (!bekannt(wort)) fehlt.set(wort, `${name} (${datei})`);
      }
    }
    expect(
      [...fehlt].map(([wort, wo]) => `${wort}: ${wo}`),
      'German words missing from docs/glossary.md (or English ones from apps/server/test/helpers/glossar-englisch.txt)',
    ).toEqual([]);
  });

  it('knows inflections and compounds of glossary words, and nothing else', () => {
    const bekannt = erklaerer(new Set(['anmeldung', 'antrag', 'anrechnung', 'pruefen']));
    expect(bekannt('anmeldungen')).toBe(true);
    expect(bekannt('anrechnungsantrag')).toBe(true);
    expect(bekannt('pruefe')).toBe(true);
    expect(bekannt('ladung')).toBe(false);
  });
});

/**
 * Earlier names of one idea beside the glossary's (issue 31 point 5, decision 0059): the aptitude
 * test's Rücknahme and Rücktritt and the WP Gesamtrücktritt had calls of their own spelling, and the
 * staff sign-in was `anmelden`, the module registration's word. Stored values keep their spelling
 * (the vorgang 'ruecknahmeEignung', the route '/anmelden'); a name in code does not.
 */
const FRUEHERE_NAMEN = [
  'ruecknahmeEignung',
  'pruefungruecktrittEignung',
  'pruefungruecktritt',
  'ruecktrittEignung',
  'AnmeldenAntwort',
  'StaffAnmeldenPayload',
  'staffAnmeldenPayloadSchema',
  'staffAnmeldenAntwortSchema',
];
/** Where the sign-in (and its second step) lives: no file or exported name there says anmelden. */
const LOGIN_ORTE = [
  'apps/server/src/features/staff',
  'apps/server/src/features/zweiter-faktor',
  'apps/server/src/features/sessions',
  'apps/web/src/pruefungsstelle',
];

describe('one name per idea (issue 31 point 5)', () => {
  it("calls each declaration kind's API by the kind's registry name", () => {
    const calls = ERKLAERUNG_API as unknown as Record<string, unknown>;
    const anders = Object.entries(ABLAEUFE).flatMap(([kind, weg]) =>
      'call' in weg && calls[kind] !== weg.call ? [kind] : [],
    );
    expect(
      anders,
      'ERKLAERUNG_API.<kind> is the call of the kind <kind> (domain erklaerungen/aufrufe.ts)',
    ).toEqual([]);
  });

  it('keeps no earlier spelling in an exported name, a file name or a call', () => {
    const alt = new Set(FRUEHERE_NAMEN);
    expect(
      [...bezeichner()].filter(([name]) => alt.has(name)).map(([name, datei]) => `${name} (${datei})`),
    ).toEqual([]);
    expect(Object.keys(API).filter((key) => alt.has(key))).toEqual([]);
  });

  it('names the sign-in login, its end logout: anmelden is the module registration', () => {
    expect(Object.keys(PRUEFUNGSSTELLE_API).filter((key) => /^(an|ab)melden$/.test(key))).toEqual([]);
    const namen = [...bezeichner()].filter(([, datei]) => LOGIN_ORTE.some((ort) => datei.startsWith(ort)));
    expect(
      namen.filter(([name]) => /[Aa]nmelde(n|t)|[Aa]nmeldung$/.test(name)).map(([n, d]) => `${n} (${d})`),
    ).toEqual([]);
  });
});
