import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { ChunkLike } from './preloadLogin';
import { type SeitenTabelle, seitenHtml } from './preloadSeiten';

/** Where the server looks for the page (apps/server/src/http/spa.ts serves it for /examensportal/login). */
const LOGIN_HTML = 'login.html';
/** The other routes' HTML with their code preloaded (build/preloadSeiten.ts), and which route gets which. */
const SEITEN_JSON = 'seiten.json';
const ENTRY = 'src/prerender/login.tsx';

function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** index.html with the login page's markup in #root and its tab title. */
export function withLoginMarkup(indexHtml: string, markup: string, title: string): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty #root to pre-render into');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    indexHtml
      .replace(root, () => `<div id="root">${markup}</div>`)
      // The login chunk's CSS (build/preloadLogin.ts preloads it only): the markup needs it at its first paint.
      .replace(/<link rel="preload" as="style"([^>]*data-for="login")>/g, '<link rel="stylesheet"$1>')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`)
      // Submitted before React has taken the form over, a form without method would put the password
      // into the URL (GET): POST to the page itself keeps it out of addresses and logs; the server
      // drops the body unread and answers 303 back to the page (apps/server/src/http/prerendered-form.ts).
      .replace(/<form /g, '<form method="post" ')
  );
}

/**
 * Writes dist/login.html: index.html with /login's markup rendered at build time (issue 16.5,
 * decision 0021). The browser paints the form with the CSS and fonts, before React and the page's
 * code have arrived and run; main.tsx then renders the same page over it in one commit. Every visit
 * without a session lands on /login, so that is the page whose first paint counts. The markup comes
 * from the same components through a Node build of src/prerender/login.tsx (same base and plugins,
 * so the asset names match), rendered without state: a visitor without a session.
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'examensportal:prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside node_modules so the Node build finds React and the router as the app does.
        const ssrDir = path.resolve(config.root, 'node_modules/.prerender-login');
        await build({
          root: config.root,
          configFile: config.configFile,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
        });
        // A visitor without a session: an empty sessionStorage for the modules that read it on load.
        const g = globalThis as { sessionStorage?: unknown };
        const hadStorage = 'sessionStorage' in g;
        if (!hadStorage) g.sessionStorage = emptyStorage();
        const { renderLogin, seitenTabelle } = (await import(
          pathToFileURL(path.join(ssrDir, 'login.js')).href
        )) as {
          renderLogin: () => Promise<{ markup: string; title: string }>;
          seitenTabelle: () => SeitenTabelle;
        };
        const { markup, title } = await renderLogin().finally(() => {
          if (!hadStorage) delete g.sessionStorage;
        });
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        await writeFile(path.join(outDir, LOGIN_HTML), withLoginMarkup(indexHtml, markup, title));
        const { eintraege, dateien } = seitenHtml(
          bundle as unknown as Record<string, ChunkLike>,
          seitenTabelle(),
          indexHtml,
          config.base,
        );
        await mkdir(path.join(outDir, 'seiten'), { recursive: true });
        for (const [datei, html] of dateien) await writeFile(path.join(outDir, datei), html);
        await writeFile(path.join(outDir, SEITEN_JSON), `${JSON.stringify(eintraege, null, 2)}\n`);
        await rm(ssrDir, { recursive: true, force: true });
      },
    },
  };
}
