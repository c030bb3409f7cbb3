import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The page every visit without a session starts on (and is sent to). */
const LOGIN_PAGE = /[\\/]features[\\/]auth[\\/]LoginPage\.tsx$/;

export interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

/** The login chunk and its static imports, without what the entry loads anyway. */
export function loginPreloads(bundle: Record<string, ChunkLike>): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const login = chunks.find((c) => c.facadeModuleId && LOGIN_PAGE.test(c.facadeModuleId));
  if (!login) return { js: [], css: [] };
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const fromEntry = new Set<string>();
  const walk = (name: string, into: Set<string>) => {
    if (into.has(name)) return;
    into.add(name);
    for (const next of byName.get(name)?.imports ?? []) walk(next, into);
  };
  for (const entry of chunks.filter((c) => c.isEntry)) walk(entry.fileName, fromEntry);
  const own = new Set<string>();
  walk(login.fileName, own);
  const js = [...own].filter((name) => !fromEntry.has(name));
  const css = js.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
  return { js, css };
}

/**
 * Fetches the login page's code with the entry instead of after it (issue 16.5). The pages load on
 * first visit (routes.ts), so /login waited for the entry to run before it even asked for its own
 * chunk: one more round trip before its first paint (slow 4G: about 0.3 s of LCP). The login page is
 * where every visit without a session lands, so every page names it; a signed-in reload fetches
 * about 10 KiB gz it may not need, once (hashed names, cached).
 */
export function preloadLogin(): Plugin {
  let base = '/';
  return {
    name: 'examensportal:preload-login',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const { js, css } = loginPreloads(ctx.bundle as unknown as Record<string, ChunkLike>);
        const tags: HtmlTagDescriptor[] = [
          ...js.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + file, 'data-for': 'login' },
            injectTo: 'head' as const,
          })),
          // Preloaded only: as a stylesheet it would hold back the first paint of every other page.
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + file, 'data-for': 'login' },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}
