import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A page module below src/features (routes.ts loads each on first visit) or the back-office's. */
const SEITE = /[\\/]src[\\/](features[\\/][^\\/]+[\\/][^\\/]+Page|pruefungsstelle[\\/]BackOffice)\.tsx$/;
/** The header's signed-in parts: loaded with every signed-in page (build/preloadSeiten.ts). */
const SIGNED_IN_PARTS = /[\\/]src[\\/]app[\\/]layout[\\/]SignedInParts\.tsx$/;
/** Pages whose code keeps the split by sharing: the login page (its budget) and /start (7 files). */
const EIGENE = new Set(['auth/LoginPage', 'start/StartPage']);

export interface ModulInfo {
  importedIds: readonly string[];
  isEntry: boolean;
}

/**
 * The page modules a visitor without a session reaches (`page(…, 'public', …, 'auth/LoginPage')` in
 * routes.ts) and the back-office: what only they load is not grouped.
 */
export function oeffentlicheSeiten(routesTs: string): Set<string> {
  const seiten = new Set(['pruefungsstelle/BackOffice']);
  for (const m of routesTs.matchAll(/\bpage\(\s*[^,()]+,\s*'public',[^)]*?'([a-z]+\/\w+Page)'/g))
    seiten.add(m[1]!);
  if (!seiten.has('auth/LoginPage')) throw new Error('routes.ts: no public login page found');
  return seiten;
}

/**
 * The chunk group of each module that two or more signed-in pages import statically (decision 0104):
 * `konto` if no public page does, `geteilt` if one does too. Not grouped: what the entries, the login
 * page, /start or the header's signed-in parts import statically (the /login budget, /start's first
 * render; what /start imports later may land in a group, which it then fetches and evaluates whole),
 * the page modules themselves (each route keeps its chunk), and what only one page uses (it
 * stays in that page's chunk). Without the groups the build split this code by the exact set of pages
 * sharing each module: 30–45 files per signed-in form page, each a request that Lighthouse's simulation
 * queues on HTTP/1.1's six connections before the page's content (h108).
 */
export function chunkGruppen(
  ids: Iterable<string>,
  info: (id: string) => ModulInfo | null,
  oeffentlich: Set<string>,
): Map<string, 'konto' | 'geteilt'> {
  const alle = [...ids];
  const statisch = (start: string) => {
    const seen = new Set<string>();
    const todo = [start];
    while (todo.length > 0) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      todo.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  const seite = (id: string) => SEITE.exec(id.replace(/\\/g, '/'))?.[1]?.replace(/^features\//, '');
  const eigen = new Set<string>();
  const vonOeffentlich = new Set<string>();
  const seiten = new Map<string, number>();
  for (const id of alle) {
    const name = seite(id);
    if (info(id)?.isEntry || SIGNED_IN_PARTS.test(id) || (name !== undefined && EIGENE.has(name)))
      for (const x of statisch(id)) eigen.add(x);
    else if (name !== undefined && oeffentlich.has(name)) for (const x of statisch(id)) vonOeffentlich.add(x);
    else if (name !== undefined)
      for (const x of statisch(id)) if (x !== id) seiten.set(x, (seiten.get(x) ?? 0) + 1);
  }
  const gruppen = new Map<string, 'konto' | 'geteilt'>();
  for (const [id, n] of seiten)
    if (n >= 2 && !eigen.has(id) && seite(id) === undefined)
      gruppen.set(id, vonOeffentlich.has(id) ? 'geteilt' : 'konto');
  return gruppen;
}

/** Reads the module graph at the build's end, for the groups of vite.config.ts (chunking comes after). */
export function kontoChunks(root: string): { plugin: Plugin; gruppe: (id: string) => string | null } {
  let gruppen = new Map<string, string>();
  const plugin: Plugin = {
    name: 'examensportal:konto-chunks',
    apply: 'build',
    buildEnd() {
      const oeffentlich = oeffentlicheSeiten(readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8'));
      gruppen = chunkGruppen(this.getModuleIds(), (id) => this.getModuleInfo(id), oeffentlich);
    },
  };
  return { plugin, gruppe: (id) => gruppen.get(id) ?? null };
}
