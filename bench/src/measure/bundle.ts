// PERF-FE-1/2: gzipped JS and CSS of /login and of all routes, from a build of the current source.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, settings } from '../config';
import { type Row, verdict } from '../report';

export interface WebBuild {
  dir: string;
  /** How the build came about, for the report. */
  source: string;
  cleanup(): void;
}

/**
 * The current source built into a temporary folder (with a manifest), so the figures match the code
 * under test and apps/web/dist – which other work may be writing – stays untouched.
 */
export function prepareWebBuild(): WebBuild {
  if (settings.webDist)
    return { dir: settings.webDist, source: `BENCH_WEB_DIST=${settings.webDist}`, cleanup() {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-bench-web-'));
  try {
    execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        dir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: path.join(repoRoot, 'apps/web'), stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 },
    );
    return {
      dir,
      source: 'vite build of the current source (temporary folder)',
      cleanup: () => rmSync(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const existing = path.join(repoRoot, 'apps/web/dist');
    const message = ((error as { stderr?: Buffer }).stderr?.toString() || (error as Error).message)
      .trim()
      .slice(-300);
    if (!existsSync(path.join(existing, 'index.html'))) throw new Error(`web build failed: ${message}`);
    const built = statSync(path.join(existing, 'index.html')).mtime.toISOString();
    return {
      dir: existing,
      source: `building the current source failed (${message}); measured apps/web/dist built ${built}`,
      cleanup() {},
    };
  }
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KiB = 1024;

/** Files of a chunk and everything it imports statically (what the browser loads with it). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** Without a manifest: the entry of index.html and the static imports found in the JS text. */
function closureFromFiles(dir: string, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  if (!file.endsWith('.js')) return into;
  const text = readFileSync(path.join(dir, file), 'utf8');
  for (const m of text.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.(?:js|css))["']/g)) {
    closureFromFiles(dir, path.posix.join(path.posix.dirname(file), m[1] ?? ''), into);
  }
  return into;
}

function chunkSets(dir: string): { entry: Set<string>; login: Set<string>; loginChunk?: string } {
  const manifestFile = [path.join(dir, '.vite/manifest.json'), path.join(dir, 'manifest.json')].find(
    existsSync,
  );
  if (manifestFile) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
    const entry = closure(manifest, entryKey);
    const loginKey = Object.keys(manifest).find((k) => /LoginPage\.tsx$/.test(k));
    const login = loginKey ? closure(manifest, loginKey, new Set(entry)) : new Set(entry);
    return { entry, login, ...(loginKey ? { loginChunk: loginKey } : {}) };
  }
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entry = new Set<string>();
  // The login chunk's preloads (data-for="login", apps/web/build/preloadLogin.ts) are not the entry.
  for (const m of html.matchAll(
    /(?:src|href)="\/examensportal\/(assets\/[^"]+\.(?:js|css))"(?! data-for)/g,
  )) {
    closureFromFiles(dir, m[1] ?? '', entry);
  }
  const loginFile = readdirSync(path.join(dir, 'assets')).find((f) => /^LoginPage-.*\.js$/.test(f));
  const login = loginFile ? closureFromFiles(dir, `assets/${loginFile}`, new Set(entry)) : new Set(entry);
  return { entry, login, ...(loginFile ? { loginChunk: loginFile } : {}) };
}

interface Size {
  files: number;
  raw: number;
  gz: number;
  /** What the server sends to a brotli client: the build's .br file, else the file itself. */
  br: number;
}

function sizeOf(dir: string, files: Iterable<string>, ext: string): Size {
  const size: Size = { files: 0, raw: 0, gz: 0, br: 0 };
  for (const file of files) {
    if (!file.endsWith(ext)) continue;
    const content = readFileSync(path.join(dir, file));
    const br = path.join(dir, `${file}.br`);
    size.files++;
    size.raw += content.length;
    size.gz += gzipSync(content, { level: 9 }).length;
    size.br += existsSync(br) ? statSync(br).size : content.length;
  }
  return size;
}

const kib = (n: number) => n / KiB;
const sizeText = (s: Size) => `${s.files} files, ${Math.round(kib(s.raw))} KiB raw`;

export function bundleRows(build: WebBuild): Row[] {
  const { dir } = build;
  const { entry, login, loginChunk } = chunkSets(dir);
  const assets = readdirSync(path.join(dir, 'assets')).map((f) => `assets/${f}`);
  const loginJs = sizeOf(dir, login, '.js');
  const loginCss = sizeOf(dir, login, '.css');
  const entryJs = sizeOf(dir, entry, '.js');
  // The back-office (staff only, /pruefungsstelle) is not a candidate route: its chunk and what only it
  // imports get a row and a budget of their own; a chunk candidates' pages also load counts for them.
  const boFile = assets.find((f) => /\/BackOffice-[^/]*\.js$/.test(f));
  const bo = boFile ? closureFromFiles(dir, boFile) : new Set<string>();
  const candidate = new Set<string>();
  for (const f of assets) if (f.endsWith('.js') && !bo.has(f)) closureFromFiles(dir, f, candidate);
  const boOnly = new Set([...bo].filter((f) => !candidate.has(f)));
  const allJs = sizeOf(
    dir,
    assets.filter((f) => !boOnly.has(f)),
    '.js',
  );
  const boJs = sizeOf(dir, boOnly, '.js');
  const allCss = sizeOf(dir, assets, '.css');
  const fonts = assets.filter((f) => f.endsWith('.woff2'));
  const fontBytes = fonts.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
  const logo = assets.find((f) => /\/logo-[^/]*\.svg$/.test(f));
  const logoBytes = logo ? statSync(path.join(dir, logo)).size : undefined;
  const precompressed = assets.some((f) => f.endsWith('.js.br'));
  const served = precompressed
    ? 'gzip -9 of the built files; the server sends the build’s .br/.gz variants (@fastify/static preCompressed)'
    : 'gzip -9 of the built files; the build has no .br/.gz variants, so the server sends them uncompressed';
  const rows: Row[] = [
    {
      id: 'PERF-FE-1',
      figure: `initial JS of /login (entry + ${loginChunk ? path.basename(loginChunk) : 'no login chunk found'})`,
      ours: { value: kib(loginJs.gz), unit: 'KiB gz' },
      oursText: `${sizeText(loginJs)}; entry alone ${Math.round(kib(entryJs.gz))} KiB gz${
        precompressed ? `; sent as brotli ${kib(loginJs.br).toFixed(1)} KiB` : ''
      }`,
      target: '≤ 150 KiB gz',
      ...verdict([{ ok: kib(loginJs.gz) <= 150, failure: `${Math.round(kib(loginJs.gz))} KiB gz > 150` }]),
      note: 'files loaded later (import() after the first render: ALTCHA, the form checks) do not count',
      details: { build: build.source, files: [...login] },
    },
    {
      id: 'PERF-FE-1',
      figure: 'JS of all candidate routes together',
      ours: { value: kib(allJs.gz), unit: 'KiB gz' },
      oursText: sizeText(allJs),
      target: '≤ 350 KiB gz',
      ...verdict([{ ok: kib(allJs.gz) <= 350, failure: `${Math.round(kib(allJs.gz))} KiB gz > 350` }]),
      note: served,
    },
    {
      id: 'PERF-FE-1',
      figure: 'JS of the back-office (staff only, loaded under /pruefungsstelle)',
      ours: { value: kib(boJs.gz), unit: 'KiB gz' },
      oursText: sizeText(boJs),
      target: '≤ 100 KiB gz (ours)',
      ...verdict([{ ok: kib(boJs.gz) <= 100, failure: `${Math.round(kib(boJs.gz))} KiB gz > 100` }]),
      note: 'the BackOffice chunk and the chunks only it imports; never in a candidate page',
    },
    {
      id: 'PERF-FE-2',
      figure: 'CSS of all routes together',
      ours: { value: kib(allCss.gz), unit: 'KiB gz' },
      oursText: `${sizeText(allCss)}; /login ${Math.round(kib(loginCss.gz))} KiB gz`,
      target: '≤ 50 KiB gz',
      ...verdict([{ ok: kib(allCss.gz) <= 50, failure: `${Math.round(kib(allCss.gz))} KiB gz > 50` }]),
    },
    {
      id: 'PERF-FE-2',
      figure: 'logo SVG',
      ...(logoBytes === undefined ? {} : { ours: { value: kib(logoBytes), unit: 'KiB' } }),
      target: '≤ 20 KiB',
      ...(logoBytes === undefined
        ? { status: 'not measurable' as const, note: 'no logo-*.svg in the build' }
        : verdict([{ ok: kib(logoBytes) <= 20, failure: 'logo above 20 KiB' }])),
    },
    {
      id: 'PERF-FE-2',
      figure: 'self-hosted woff2 fonts in the build (all faces)',
      ours: { value: kib(fontBytes), unit: 'KiB' },
      oursText: `${fonts.length} files; what a page fetches: see the Chromium row`,
      target: 'informational',
      status: 'info',
    },
  ];
  return rows;
}
