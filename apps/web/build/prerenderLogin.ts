import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchPath } from 'react-router';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { ChunkLike } from './preloadLogin';
import { type SeitenTabelle, seitenHtml } from './preloadSeiten';

/** Where the server looks for the page (apps/server/src/http/spa.ts serves it for /examensportal/login). */
const LOGIN_HTML = 'login.html';
/** The other routes' HTML with their code preloaded (build/preloadSeiten.ts), and which route gets which. */
const SEITEN_JSON = 'seiten.json';
const ENTRY = 'src/prerender/login.tsx';
/**
 * The other pages a visitor without a session opens first, pre-rendered into their route's HTML as
 * /login is into login.html (issue 29.5: their first paint waited for React and the page's code). Each
 * form among them posts back to its page when sent before React took it over: the server lists the same
 * paths (apps/server/src/http/spa.ts, PRERENDERED_FORMS).
 */
const VORGERENDERTE_SEITEN = [
  'registrierung',
  'passwortvergessen',
  'barrierefreiheit',
  'pruefungsstelle/login',
] as const;

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

/** A page's HTML with its pre-rendered markup in #root and its tab title (if it has one). */
export function withMarkup(indexHtml: string, markup: string, title: string | undefined): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty #root to pre-render into');
  const mitTitel =
    title === undefined
      ? indexHtml
      : indexHtml.replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`,
        );
  return (
    mitTitel
      .replace(root, () => `<div id="root">${markup}</div>`)
      // The login chunk's CSS (build/preloadLogin.ts preloads it only): the markup needs it at its first paint.
      .replace(/<link rel="preload" as="style"([^>]*data-for="login")>/g, '<link rel="stylesheet"$1>')
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
        const { renderSeite, seitenTabelle } = (await import(
          pathToFileURL(path.join(ssrDir, 'login.js')).href
        )) as {
          renderSeite: (pfad: string) => Promise<{ markup: string; title: string | undefined }>;
          seitenTabelle: () => SeitenTabelle;
        };
        const tabelle = seitenTabelle();
        // The pages behind the login as the guard shows them to a visitor it does not know yet: header,
        // the held room (RequireAuth), footer – the frame paints with the CSS instead of after React's first
        // commit; main.tsx renders the signed-in page over it (a parameter rendered as 'x': not shown).
        const huellen = tabelle.pages
          .filter((p) => p.access === 'protected')
          .map((p) => ({ pfad: p.path, url: p.path.replace(/:[^/]+/g, 'x').replace(/\/?\*$/, '') }));
        const ziele = [...VORGERENDERTE_SEITEN.map((pfad) => ({ pfad, url: pfad })), ...huellen];
        const gerendert = new Map<string, { markup: string; title: string | undefined }>();
        try {
          gerendert.set('login', await renderSeite('login'));
          for (const { pfad, url } of ziele) gerendert.set(pfad, await renderSeite(url));
        } finally {
          if (!hadStorage) delete g.sessionStorage;
        }
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const login = gerendert.get('login')!;
        await writeFile(path.join(outDir, LOGIN_HTML), withMarkup(indexHtml, login.markup, login.title));
        const { eintraege, dateien } = seitenHtml(
          bundle as unknown as Record<string, ChunkLike>,
          tabelle,
          indexHtml,
          config.base,
        );
        for (const { pfad } of ziele) {
          // The route's own HTML (its preloads): its pattern's, else the first pattern that matches, as the
          // server finds it.
          const eintrag =
            eintraege.find((e) => e.muster === pfad) ??
            eintraege.find((e) => matchPath(`/${e.muster}`, `/${pfad}`));
          const html = eintrag && dateien.get(eintrag.datei);
          if (!eintrag || html === undefined) throw new Error(`no HTML for /${pfad}`);
          const { markup, title } = gerendert.get(pfad)!;
          if (eintrag.muster === pfad) {
            dateien.set(eintrag.datei, withMarkup(html, markup, title));
          } else {
            // A page inside a pattern shared with others (`pruefungsstelle/*`): a file and a row of its
            // own, ahead of the pattern's, so only this page gets the markup. Without the pattern's code
            // preloads (the whole back-office, 35 imports, ~330 KB): the markup paints without them, and
            // fetched beside the CSS they held back the first paint of a phone on slow 4G (issue 29.5,
            // paired Lighthouse: simulated FCP 2.1–2.7 → 1.5 s); the entry's own preloads stay.
            const ausIndex = new Set(indexHtml.match(/<link rel="modulepreload"[^>]*>/g));
            const ohneCode = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, (link) =>
              ausIndex.has(link.trim()) ? link : '',
            );
            const datei = `seiten/${pfad.replace(/\//g, '-')}.html`;
            dateien.set(datei, withMarkup(ohneCode, markup, title));
            eintraege.unshift({ muster: pfad, datei });
          }
        }
        await mkdir(path.join(outDir, 'seiten'), { recursive: true });
        for (const [datei, html] of dateien) await writeFile(path.join(outDir, datei), html);
        await writeFile(path.join(outDir, SEITEN_JSON), `${JSON.stringify(eintraege, null, 2)}\n`);
        await rm(ssrDir, { recursive: true, force: true });
      },
    },
  };
}
