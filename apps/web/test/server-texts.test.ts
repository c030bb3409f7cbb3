// Issue 14.5: the texts only the server reads (mails, server answers, office CLI, demo seed, backup
// tools) are in no file the browser can load. The test builds the current source into a temporary
// folder, so it never reads a stale apps/web/dist.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTexte } from '@examensportal/domain/messages-demo';
import { erinnerungTexte, kalenderTexte } from '@examensportal/domain/messages-erinnerungen';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { serverTexte } from '@examensportal/domain/messages-server';
import { sicherungTexte } from '@examensportal/domain/messages-sicherung';

const web = path.resolve(__dirname, '..');
const domainSrc = path.resolve(web, '../../packages/domain/src');

const SERVER_ONLY: Record<string, unknown> = {
  'messages-demo.ts': demoTexte,
  'messages-erinnerungen.ts': { erinnerungTexte, kalenderTexte },
  'messages-mails.ts': mailTexte,
  'messages-office-cli.ts': officeCliTexte,
  'messages-server.ts': serverTexte,
  'messages-sicherung.ts': sicherungTexte,
};

/** The back-office's texts (messages-pruefungsstelle*.ts), which only its lazy chunk may hold. */
const OFFICE = import.meta.glob<Record<string, unknown>>(
  '../../../packages/domain/src/messages-pruefungsstelle*.ts',
  { eager: true },
);

/** Shorter pieces ('Prüfungstermin', 'Bitte versuchen Sie es') also occur in the web's own texts. */
const DISTINCTIVE = 20;
const hole = '\u0001';

/**
 * The distinctive pieces of every string leaf: message functions are called with a placeholder, and
 * every text is cut where the minifier may write a character as an escape (quotes, backslash, line
 * breaks, `${`), so each piece occurs verbatim in the built JavaScript if the text is there.
 */
function pieces(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const piece of value.split(hole).flatMap((part) => part.split(/[\n'"`\\$]/))) {
      if (piece.trim().length >= DISTINCTIVE) into.add(piece);
    }
  } else if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    try {
      pieces(fn(...Array.from({ length: Math.max(1, fn.length) }, () => hole)), into);
    } catch {
      // computes with its arguments: its constant texts are not checked
    }
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) pieces(inner, into);
  }
  return into;
}

/** The text modules of the domain (messages*.ts) whose names pass the test, as one source text. */
function textModules(test: (file: string) => boolean): string {
  return readdirSync(domainSrc)
    .filter((f) => /^messages.*\.ts$/.test(f) && test(f))
    .map((f) => readFileSync(path.join(domainSrc, f), 'utf8'))
    .join('\n');
}

/**
 * The pieces the given text modules do not write too. A greeting or a name ('Mit freundlichen Grüßen',
 * 'Aufsichtsarbeit Steuerrecht') that a text module of the other side also writes is shared wording,
 * not a leaked text. Texts written into the web's own sources instead of a text module do not count.
 */
const notIn = (own: string, wanted: Set<string>) => new Set([...wanted].filter((p) => !own.includes(p)));

/** Which of the pieces occur in which built file (JS, CSS, HTML; the .br/.gz copies repeat them). */
function occurrences(dir: string, files: string[], wanted: Set<string>): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const piece of wanted) if (text.includes(piece)) found.push(`${file}: ${piece}`);
  }
  return found;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

describe('server-only texts in the browser build', () => {
  let dir = '';
  let files: string[] = [];
  let manifest: Record<string, ManifestChunk> = {};

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ep-web-texts-'));
    // A process of its own: the test runs in jsdom, the build needs plain Node.
    const vite = path.resolve(web, '../../node_modules/vite/bin/vite.js');
    const args = [vite, 'build', '--manifest', '--outDir', dir, '--logLevel', 'error'];
    execFileSync(process.execPath, args, { cwd: web, stdio: ['ignore', 'ignore', 'pipe'], timeout: 170_000 });
    files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|css|html)$/.test(f));
    manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as typeof manifest;
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks every module that calls itself server-only', () => {
    const marked = readdirSync(domainSrc).filter(
      (f) =>
        f.startsWith('messages-') &&
        /^\/\/ Server-only:/m.test(readFileSync(path.join(domainSrc, f), 'utf8')),
    );
    expect(marked.sort()).toEqual(Object.keys(SERVER_ONLY).sort());
  });

  it('no built file holds a server-only text, the back-office chunks included', () => {
    const webTexts = textModules((f) => !(f in SERVER_ONLY));
    const wanted = notIn(webTexts, pieces(Object.values(SERVER_ONLY)));
    // Enough pieces to mean something: a refactoring that empties the walk must not pass silently.
    expect(wanted.size).toBeGreaterThan(150);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
    expect(occurrences(dir, files, wanted)).toEqual([]);
  });

  it('the candidate pages load no back-office text: those come with the lazy back-office chunk', () => {
    // Everything the entry reaches, statically or through import(), except the back-office's import().
    const candidate = new Set<string>(['index.html', 'login.html']);
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || candidate.has(chunk.file)) return;
      candidate.add(chunk.file);
      chunk.css?.forEach((css) => candidate.add(css));
      chunk.imports?.forEach(visit);
      chunk.dynamicImports?.filter((k) => !/src\/pruefungsstelle\//.test(k)).forEach(visit);
    };
    Object.keys(manifest)
      .filter((k) => manifest[k]?.isEntry)
      .forEach(visit);
    expect([...candidate].some((f) => /^assets\/LoginPage-.*\.js$/.test(f))).toBe(true);
    expect(candidate.size).toBeLessThan(files.length);
    const candidateTexts = textModules(
      (f) => !f.startsWith('messages-pruefungsstelle') && !(f in SERVER_ONLY),
    );
    const office = notIn(candidateTexts, pieces(Object.values(OFFICE)));
    expect(office.size).toBeGreaterThan(150);
    expect(occurrences(dir, [...candidate], office)).toEqual([]);
  });
});
