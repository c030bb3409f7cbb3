import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseAst } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { precompress } from '../build/compress';
import { loginPreloads } from '../build/preloadLogin';
import { withLoginMarkup } from '../build/prerenderLogin';
import { dropServerTexts, SERVER_ONLY_SECTIONS } from '../build/serverTexts';

const messagesFile = path.resolve(__dirname, '../../../packages/domain/src/messages.ts');

/** The two things the plugin asks of the bundler: a parser and an error that stops the build. */
const context = {
  parse: (code: string, options?: Parameters<typeof parseAst>[1]) => parseAst(code, options),
  error: (message: string): never => {
    throw new Error(message);
  },
};

/** Keys of `export const messages = { … }`. */
function topLevelKeys(code: string): string[] {
  type Node = { type: string; [key: string]: unknown };
  const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
  const declaration = program.body.find(
    (s) =>
      s.type === 'ExportNamedDeclaration' && (s.declaration as Node | null)?.type === 'VariableDeclaration',
  )?.declaration as { declarations: { init: Node }[] };
  const object = declaration.declarations[0]!.init.expression as { properties: { key: { name: string } }[] };
  return object.properties.map((p) => p.key.name);
}

function transform(code: string, id: string) {
  const hook = dropServerTexts().transform as (
    this: typeof context,
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(context, code, id);
}

describe('dropServerTexts', () => {
  it('leaves the server-only sections out of messages.ts and keeps every other one', () => {
    const source = readFileSync(messagesFile, 'utf8');
    const result = transform(source, messagesFile);
    expect(result).not.toBeNull();
    // Still valid TypeScript, with the same sections in the same order, minus the server's.
    const keys = topLevelKeys(result!.code);
    expect(keys).toEqual(Object.keys(messages).filter((k) => !SERVER_ONLY_SECTIONS.includes(k as never)));
    expect(result!.code.length).toBeLessThan(source.length * 0.8);
    expect(result!.code).toContain(`'${messages.web.anmelden}'`);
    expect(result!.code).not.toContain('npm run office');
  });

  it('fails the build when web code reads a section it leaves out', () => {
    const id = path.resolve(__dirname, '../src/features/x/Page.tsx');
    expect(() => transform('const a = messages.mails.gruss;', id)).toThrow(/messages\.mails/);
    expect(() => transform('const a = messages [key];', id)).toThrow(/messages\[…\]/);
    expect(transform('const a = messages.web.anmelden;', id)).toBeNull();
  });
});

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

describe('withLoginMarkup (build/prerenderLogin.ts)', () => {
  const index =
    '<html><head><title>Examensportal</title>' +
    '<link rel="preload" as="style" crossorigin href="/examensportal/assets/login-1.css" data-for="login">' +
    '</head><body><div id="root"></div><script type="module" src="/examensportal/assets/index-1.js"></script></body></html>';

  it('puts the markup into #root, names the page in the title and makes the login CSS a stylesheet', () => {
    const html = withLoginMarkup(index, '<h1>Anmeldung</h1><p>$& bleibt</p>', 'Anmeldung – Examensportal');
    expect(html).toContain('<div id="root"><h1>Anmeldung</h1><p>$& bleibt</p></div>');
    // Sent before the scripts ran, the password must not end up in a URL.
    expect(withLoginMarkup(index, '<form noValidate="">', '')).toContain(
      '<form method="post" noValidate="">',
    );
    expect(html).toContain('<title>Anmeldung – Examensportal</title>');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/examensportal/assets/login-1.css" data-for="login">',
    );
    // Still no inline script: the CSP allows scripts from our origin only.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('fails the build when index.html has no empty #root', () => {
    expect(() => withLoginMarkup('<div id="root">x</div>', '', '')).toThrow(/#root/);
  });
});
