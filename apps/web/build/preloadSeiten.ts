import type { ChunkLike } from './preloadLogin';

/** What the route table (src/prerender/login.tsx, `seitenTabelle`) tells the build about each route. */
export interface SeitenTabelle {
  /** `modul`: the module below src/ that the route loads, without '.tsx'. */
  /** `abrufe`: the GETs a signed-in page's HTML sends ahead of its code (src/vorab.ts, decision 0091). */
  pages: { path: string; access: 'public' | 'protected'; modul: string; abrufe?: string }[];
  /** `ziel`: the pattern of the page the redirect sends the visit to. */
  redirects: { path: string; ziel: string | undefined }[];
}

/** One row of dist/seiten.json: a route pattern below /examensportal and the HTML the server sends for it. */
export interface SeitenEintrag {
  muster: string;
  datei: string;
}

/** The module the header's signed-in parts come from; protected routes load it with their page. */
const SIGNED_IN_PARTS = /[\\/]app[\\/]layout[\\/]SignedInParts\.tsx$/;

/** The script of the signed-in pages' first GETs (decision 0091). */
const VORAB = /[\\/]src[\\/]vorab\.ts$/;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

function dateiname(muster: string): string {
  return `seiten/${muster.replace(/[:*]/g, '').replace(/\/+$/, '').replace(/\//g, '-') || 'index'}.html`;
}

/**
 * The HTML of every route but /login (which has login.html): index.html with the route's own code
 * preloaded instead of the login page's (decision 0076). Without it the browser asked for the page's
 * chunk only after the entry had arrived and run – one more round trip and the network idle while the
 * entry evaluates (4× CPU: half a second). Redirect routes get their target's HTML. Which chunks: the
 * page module's chunk and its static imports, with the signed-in header parts for protected routes,
 * without what the entry loads anyway; their CSS as stylesheets (the page waits for it before it renders);
 * for signed-in pages also what that code imports dynamically, fetched early, evaluated when imported.
 */
export function seitenHtml(
  bundle: Record<string, ChunkLike>,
  tabelle: SeitenTabelle,
  indexHtml: string,
  base: string,
): { eintraege: SeitenEintrag[]; dateien: Map<string, string> } {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const walk = (name: string, into: Set<string>) => {
    if (into.has(name)) return;
    into.add(name);
    for (const next of byName.get(name)?.imports ?? []) walk(next, into);
  };
  const fromEntry = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, fromEntry);
  const chunkOf = (test: (id: string) => boolean, what: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId && test(c.facadeModuleId));
    if (!chunk) throw new Error(`the build has no chunk for ${what}`);
    return chunk.fileName;
  };
  const signedIn = chunkOf((id) => SIGNED_IN_PARTS.test(id), 'app/layout/SignedInParts.tsx');
  // The script that sends a signed-in page's first GETs while its code loads (decision 0091): an entry of
  // its own (vite.config.ts); a build without it (tests of older bundles) sends none ahead.
  const vorab = chunks.find((c) => c.isEntry && c.facadeModuleId && VORAB.test(c.facadeModuleId))?.fileName;
  // index.html names the login page's code for every page (build/preloadLogin.ts): not needed here.
  const ohneLogin = indexHtml.replace(/\s*<link [^>]*data-for="login"[^>]*>/g, '');
  if (!ohneLogin.includes('</head>')) throw new Error('index.html has no </head>');
  if (vorab && !CHARSET.test(ohneLogin)) throw new Error('index.html has no <meta charset>');

  const eintraege: SeitenEintrag[] = [];
  const dateien = new Map<string, string>();
  for (const page of tabelle.pages) {
    if (page.path === 'login') continue;
    const suffix = `/src/${page.modul}.tsx`;
    const own = new Set<string>();
    walk(
      chunkOf((id) => id.replace(/\\/g, '/').endsWith(suffix), page.modul),
      own,
    );
    if (page.access === 'protected') walk(signedIn, own);
    const statisch = [...own].filter((name) => !fromEntry.has(name));
    const css = [
      ...new Set(statisch.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])])),
    ];
    // What a signed-in page's own code imports after its first render (answer schemas, parts most
    // candidates never see): fetched with the page, evaluated only when imported – not a round trip
    // after the first render (issue 29.5). Their CSS stays with them (not render-blocking); the entry's
    // dynamic imports are every route's code: not followed. The public forms' one is ALTCHA (27 KB br),
    // which waits for the first interaction on purpose: not fetched with the page.
    if (page.access === 'protected')
      for (const name of statisch)
        for (const later of byName.get(name)?.dynamicImports ?? []) walk(later, own);
    const js = [...own].filter((name) => !fromEntry.has(name));
    const links = [
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ];
    const datei = dateiname(page.path);
    const html = ohneLogin.replace(/\n?\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`);
    dateien.set(
      datei,
      // Right after the charset, ahead of the fonts, the entry and the ~40 preloads that share the six
      // connections of HTTP/1.1 with it; async: it runs as soon as it is there, holding back nothing.
      vorab && page.abrufe
        ? html.replace(
            CHARSET,
            (meta) =>
              `${meta}\n    <script type="module" async crossorigin src="${base}${vorab}" data-abrufe="${page.abrufe}"></script>`,
          )
        : html,
    );
    eintraege.push({ muster: page.path, datei });
  }
  for (const redirect of tabelle.redirects) {
    const ziel = eintraege.find((e) => e.muster === redirect.ziel);
    if (ziel) eintraege.push({ muster: redirect.path, datei: ziel.datei });
  }
  return { eintraege, dateien };
}
