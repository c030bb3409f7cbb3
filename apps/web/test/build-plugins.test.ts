import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../build/compress';
import { loginPreloads } from '../build/preloadLogin';
import { withMarkup } from '../build/prerenderLogin';
import { seitenHtml } from '../build/preloadSeiten';
import { kernKlassen, kernOhneUngenutztes } from '../build/kernCss';
import { chunkGruppen, oeffentlicheSeiten } from '../build/kontoChunks';

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside the text files that compress, and nothing beside fonts or tiny files', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ep-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('Prüfungsstelle '.repeat(100))});`;
    writeFileSync(path.join(dir, 'assets/app.js'), script);
    writeFileSync(path.join(dir, 'assets/tiny.css'), 'a{b:c}');
    writeFileSync(path.join(dir, 'assets/face.woff2'), Buffer.alloc(4096, 7));
    const plugin = precompress();
    (plugin.configResolved as (c: unknown) => void)({ root: dir, build: { outDir: '.' } });
    await (plugin.writeBundle as { handler: () => Promise<void> }).handler();

    const js = path.join(dir, 'assets/app.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 5);
    for (const file of ['assets/tiny.css', 'assets/face.woff2']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });
});

describe('preloadLogin', () => {
  const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
    type: 'chunk' as const,
    fileName,
    imports: [] as string[],
    ...extra,
  });

  it('names the login chunk, its static imports and their CSS, without what the entry loads', () => {
    const bundle = {
      entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
      react: chunk('assets/react.js'),
      login: chunk('assets/LoginPage.js', {
        facadeModuleId: '/repo/apps/web/src/features/auth/LoginPage.tsx',
        imports: ['assets/react.js', 'assets/form.js'],
      }),
      form: chunk('assets/form.js', { viteMetadata: { importedCss: new Set(['assets/form.css']) } }),
      other: chunk('assets/StartPage.js', {
        facadeModuleId: '/repo/apps/web/src/features/start/StartPage.tsx',
      }),
    };
    expect(loginPreloads(bundle)).toEqual({
      js: ['assets/LoginPage.js', 'assets/form.js'],
      css: ['assets/form.css'],
    });
  });

  it('adds nothing when there is no login chunk', () => {
    expect(loginPreloads({ entry: chunk('assets/index.js', { isEntry: true }) })).toEqual({
      js: [],
      css: [],
    });
  });
});

describe('withMarkup (build/prerenderLogin.ts)', () => {
  const index =
    '<html><head><title>Examensportal</title>' +
    '<link rel="preload" as="style" crossorigin href="/examensportal/assets/login-1.css" data-for="login">' +
    '</head><body><div id="root"></div><script type="module" src="/examensportal/assets/index-1.js"></script></body></html>';

  it('puts the markup into #root, names the page in the title and makes the login CSS a stylesheet', () => {
    const html = withMarkup(index, '<h1>Anmeldung</h1><p>$& bleibt</p>', 'Anmeldung – Examensportal');
    expect(html).toContain('<div id="root"><h1>Anmeldung</h1><p>$& bleibt</p></div>');
    // Sent before the scripts ran, the password must not end up in a URL.
    expect(withMarkup(index, '<form noValidate="">', '')).toContain('<form method="post" noValidate="">');
    expect(html).toContain('<title>Anmeldung – Examensportal</title>');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/examensportal/assets/login-1.css" data-for="login">',
    );
    // Still no inline script: the CSP allows scripts from our origin only.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('fails the build when index.html has no empty #root', () => {
    expect(() => withMarkup('<div id="root">x</div>', '', '')).toThrow(/#root/);
  });
});

describe('seitenHtml (build/preloadSeiten.ts, decision 0076)', () => {
  const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
    type: 'chunk' as const,
    fileName,
    imports: [] as string[],
    ...extra,
  });
  const src = '/repo/apps/web/src/';
  const bundle = {
    entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    react: chunk('assets/react.js'),
    login: chunk('assets/LoginPage.js', { facadeModuleId: `${src}features/auth/LoginPage.tsx` }),
    parts: chunk('assets/SignedInParts.js', {
      facadeModuleId: `${src}app/layout/SignedInParts.tsx`,
      imports: ['assets/react.js', 'assets/menus.js'],
    }),
    menus: chunk('assets/menus.js'),
    start: chunk('assets/StartPage.js', {
      facadeModuleId: `${src}features/start/StartPage.tsx`,
      imports: ['assets/react.js', 'assets/upload.js'],
      viteMetadata: { importedCss: new Set(['assets/StartPage.css']) },
    }),
    upload: chunk('assets/upload.js', { viteMetadata: { importedCss: new Set(['assets/upload.css']) } }),
    info: chunk('assets/AccessibilityPage.js', {
      facadeModuleId: `${src}features/info/AccessibilityPage.tsx`,
    }),
  };
  const index =
    '<html><head><title>Examensportal</title>' +
    '<link rel="modulepreload" crossorigin href="/examensportal/assets/LoginPage.js" data-for="login">' +
    '</head><body><div id="root"></div></body></html>';
  const tabelle = {
    pages: [
      { path: 'login', access: 'public' as const, modul: 'features/auth/LoginPage' },
      { path: 'start', access: 'protected' as const, modul: 'features/start/StartPage' },
      { path: 'barrierefreiheit', access: 'public' as const, modul: 'features/info/AccessibilityPage' },
    ],
    redirects: [
      { path: 'beginn/*', ziel: 'start' },
      { path: 'nirgends/*', ziel: undefined },
    ],
  };

  it("preloads each route's own chunks and CSS instead of the login page's, a redirect gets its target's", () => {
    const { eintraege, dateien } = seitenHtml(bundle, tabelle, index, '/examensportal/');
    expect(eintraege).toEqual([
      { muster: 'start', datei: 'seiten/start.html' },
      { muster: 'barrierefreiheit', datei: 'seiten/barrierefreiheit.html' },
      { muster: 'beginn/*', datei: 'seiten/start.html' },
    ]);
    const start = dateien.get('seiten/start.html')!;
    expect(start).not.toContain('LoginPage');
    // Its chunk and static imports, the signed-in header parts, never what the entry loads.
    for (const file of ['StartPage.js', 'upload.js', 'SignedInParts.js', 'menus.js'])
      expect(start).toContain(`<link rel="modulepreload" crossorigin href="/examensportal/assets/${file}">`);
    expect(start).not.toContain('react.js');
    for (const file of ['StartPage.css', 'upload.css'])
      expect(start).toContain(`<link rel="stylesheet" crossorigin href="/examensportal/assets/${file}">`);
    // A public page does not fetch the signed-in parts.
    const info = dateien.get('seiten/barrierefreiheit.html')!;
    expect(info).toContain('AccessibilityPage.js');
    expect(info).not.toContain('SignedInParts');
    expect(info.indexOf('AccessibilityPage.js')).toBeLessThan(info.indexOf('</head>'));
  });

  it("fetches a signed-in page's later imports with it (evaluated later: no stylesheet), not a public form's", () => {
    const mitSpaeteren = {
      ...bundle,
      start: { ...bundle.start, dynamicImports: ['assets/schema.js'] },
      schema: chunk('assets/schema.js', {
        imports: ['assets/zod.js'],
        viteMetadata: { importedCss: new Set(['assets/schema.css']) },
      }),
      zod: chunk('assets/zod.js'),
      info: { ...bundle.info, dynamicImports: ['assets/altcha.js'] },
      altcha: chunk('assets/altcha.js'),
      // The entry's dynamic imports are every route's code.
      entry: { ...bundle.entry, dynamicImports: ['assets/AccessibilityPage.js'] },
    };
    const { dateien } = seitenHtml(mitSpaeteren, tabelle, index, '/examensportal/');
    const start = dateien.get('seiten/start.html')!;
    for (const file of ['schema.js', 'zod.js'])
      expect(start).toContain(`<link rel="modulepreload" crossorigin href="/examensportal/assets/${file}">`);
    expect(start).not.toContain('schema.css');
    expect(start).not.toContain('AccessibilityPage');
    expect(dateien.get('seiten/barrierefreiheit.html')).not.toContain('altcha.js');
  });

  it("sends a signed-in page's first GETs from its HTML, first in its head; a public page's none (decision 0091)", () => {
    const mitVorab = {
      ...bundle,
      vorab: chunk('assets/vorab.js', { isEntry: true, facadeModuleId: `${src}vorab.ts` }),
    };
    const mitAbrufen = {
      ...tabelle,
      pages: tabelle.pages.map((p) => (p.path === 'start' ? { ...p, abrufe: '/api/postfach WP:/api/x' } : p)),
    };
    const vorHtml =
      '<html><head><meta charset="UTF-8" /><title>Examensportal</title></head><body></body></html>';
    const { dateien } = seitenHtml(mitVorab, mitAbrufen, vorHtml, '/examensportal/');
    const start = dateien.get('seiten/start.html')!;
    expect(start).toContain(
      '<meta charset="UTF-8" />\n    <script type="module" async crossorigin src="/examensportal/assets/vorab.js" data-abrufe="/api/postfach WP:/api/x"></script>',
    );
    expect(start.indexOf('vorab.js')).toBeLessThan(start.indexOf('StartPage.js'));
    expect(dateien.get('seiten/barrierefreiheit.html')).not.toContain('vorab.js');
    // The same page without rows, or a build without the script: nothing sent ahead.
    expect(
      seitenHtml(mitVorab, tabelle, vorHtml, '/examensportal/').dateien.get('seiten/start.html'),
    ).not.toContain('vorab.js');
    expect(
      seitenHtml(bundle, mitAbrufen, vorHtml, '/examensportal/').dateien.get('seiten/start.html'),
    ).not.toContain('data-abrufe');
  });

  it('fails the build when a route names a module without a chunk', () => {
    const falsch = {
      pages: [{ path: 'x', access: 'public' as const, modul: 'features/x/XPage' }],
      redirects: [],
    };
    expect(() => seitenHtml(bundle, falsch, index, '/examensportal/')).toThrow(/features\/x\/XPage/);
  });
});

describe('kernOhneUngenutztes (build/kernCss.ts, decision 0076)', () => {
  const kern =
    ':root{--kern-color:#000}body{margin:0}' +
    '.kern-btn{padding:1px}.kern-btn--primary{color:red}.kern-icon--mail{mask:url(data:x)}' +
    '.kern-alert .kern-title,.kern-card .kern-title{font-weight:600}' +
    '@media (min-width:40em){.kern-col-md-6{width:50%}.kern-btn{padding:2px}}' +
    '@media (forced-colors:active){.kern-grid{border:1px}}@keyframes spin{to{transform:rotate(1turn)}}';

  it('keeps the rules of the KERN classes the sources name (also built from a prefix), and every other rule', () => {
    const klassen = kernKlassen([
      '<button className={`kern-btn kern-btn--${variante}`}>',
      '<div className="kern-alert"><p className="kern-title">',
    ]);
    expect([...klassen.namen].sort()).toEqual(['kern-alert', 'kern-btn', 'kern-title']);
    expect(klassen.praefixe).toEqual(['kern-btn--']);
    const css = kernOhneUngenutztes(kern, klassen);
    for (const bleibt of [
      ':root{--kern-color:#000}',
      'body{margin:0}',
      '.kern-btn{padding:1px}',
      '.kern-btn--primary{color:red}',
      '.kern-alert .kern-title{font-weight:600}',
      '@media (min-width:40em){.kern-btn{padding:2px}}',
      '@keyframes spin',
    ])
      expect(css).toContain(bleibt);
    for (const weg of ['kern-icon--mail', 'kern-card', 'kern-col-md-6', 'forced-colors', 'kern-grid'])
      expect(css).not.toContain(weg);
  });
});

describe('chunkGruppen (build/kontoChunks.ts, decision 0104)', () => {
  const src = '/repo/apps/web/src/';
  const graph: Record<string, string[]> = {
    'index.html': [`${src}main.tsx`],
    [`${src}main.tsx`]: [`${src}lib/api.ts`],
    [`${src}lib/api.ts`]: [],
    [`${src}features/auth/LoginPage.tsx`]: [`${src}components/form/LoginFormular.tsx`],
    [`${src}components/form/LoginFormular.tsx`]: [`${src}lib/api.ts`],
    [`${src}features/auth/RegistrationPage.tsx`]: [`${src}schemas/felder.ts`],
    [`${src}features/start/StartPage.tsx`]: [`${src}lib/status.ts`],
    [`${src}app/layout/SignedInParts.tsx`]: [`${src}lib/menue.ts`],
    [`${src}features/meinedaten/MeineDatenPage.tsx`]: [
      `${src}wizard/Dialog.tsx`,
      `${src}schemas/felder.ts`,
      `${src}lib/status.ts`,
      `${src}lib/menue.ts`,
      `${src}features/meinedaten/nurHier.ts`,
    ],
    [`${src}features/modulpruefung/AnmeldungPage.tsx`]: [
      `${src}wizard/Dialog.tsx`,
      `${src}schemas/felder.ts`,
      `${src}lib/status.ts`,
      `${src}components/form/LoginFormular.tsx`,
    ],
    [`${src}wizard/Dialog.tsx`]: [`${src}lib/api.ts`, `${src}wizard/Schritt.tsx`],
    [`${src}wizard/Schritt.tsx`]: [],
    [`${src}schemas/felder.ts`]: [],
    [`${src}lib/status.ts`]: [],
    [`${src}lib/menue.ts`]: [],
    [`${src}features/meinedaten/nurHier.ts`]: [],
  };
  const info = (id: string) =>
    id in graph ? { importedIds: graph[id]!, isEntry: id === 'index.html' } : null;
  const routesTs = `
    page(paths.login.path, 'public', t.login, 'auth/LoginPage'),
    page(
      paths.registrierung.path,
      'public',
      t.registrierung,
      'auth/RegistrationPage',
    ),
    page(paths.start.path, 'protected', t.start, 'start/StartPage'),
    page(paths.meineDaten.path, 'protected', t.meineDaten, 'meinedaten/MeineDatenPage'),`;

  it('reads the public pages of routes.ts, the back-office with them', () => {
    expect([...oeffentlicheSeiten(routesTs)].sort()).toEqual([
      'auth/LoginPage',
      'auth/RegistrationPage',
      'pruefungsstelle/BackOffice',
    ]);
    expect(() => oeffentlicheSeiten("page(p, 'protected', t, 'start/StartPage')")).toThrow(/login/);
  });

  it("groups what two signed-in pages share, never the login graph's, /start's, the header's or one page's", () => {
    const gruppen = chunkGruppen(Object.keys(graph), info, oeffentlicheSeiten(routesTs));
    expect(Object.fromEntries([...gruppen].map(([id, g]) => [id.replace(src, ''), g]))).toEqual({
      'wizard/Dialog.tsx': 'konto',
      'wizard/Schritt.tsx': 'konto',
      'schemas/felder.ts': 'geteilt',
    });
  });
});
