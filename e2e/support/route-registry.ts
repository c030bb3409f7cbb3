import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ERKLAERUNGSSEITEN } from '../../apps/web/src/app/erklaerungsseiten';
import { paths } from '../../apps/web/src/app/paths';
import type { Art } from './accounts';

// The web app's route table read as text: importing it would pull every page component (TSX, Vite
// asset imports) into the e2e type check. The page list of a spec is compared with this. Its entries
// name their path through the path table (paths.ts, plain data), which is imported; the declaration
// pages, which routes.ts builds from the table in erklaerungsseiten.ts (plain data too), from that table.

const registryFile = fileURLToPath(new URL('../../apps/web/src/app/routes.ts', import.meta.url));

interface RegistryPage {
  path: string;
  access: 'public' | 'protected';
  art?: Art;
  /** Name of the page-set constant for ':page' routes. */
  pageSet?: string;
}

function strings(text: string): string[] {
  return [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

function pathOf(key: string): string {
  const entry = (paths as Record<string, { path: string } | undefined>)[key];
  if (!entry) throw new Error(`paths.${key} is not in the path table`);
  return entry.path;
}

/** Every page entry (redirects left out) with its options. */
function registryPages(source = readFileSync(registryFile, 'utf8')): RegistryPage[] {
  const starts = [
    ...source.matchAll(/\b(page|redirect)\(\s*paths\.([A-Za-z]+)\.path,\s*'(public|protected)'/g),
  ];
  if (starts.length === 0) throw new Error(`no routes found in ${registryFile}`);
  const erklaerungsseiten: RegistryPage[] = Object.values(ERKLAERUNGSSEITEN).map((s) => ({
    path: s.path,
    access: 'protected',
    art: s.art,
  }));
  if (!source.includes('Object.values(ERKLAERUNGSSEITEN)')) erklaerungsseiten.length = 0;
  return [
    ...erklaerungsseiten,
    ...starts.flatMap((match, i) => {
      if (match[1] !== 'page') return [];
      const body = source.slice(match.index, starts[i + 1]?.index ?? source.length);
      const art = /\bart:\s*'(WP|EIGNUNG)'/.exec(body)?.[1] as Art | undefined;
      const pageSet = /\bpages:\s*([A-Z_]+)/.exec(body)?.[1];
      return [
        {
          path: pathOf(match[2]!),
          access: match[3] as RegistryPage['access'],
          ...(art ? { art } : {}),
          ...(pageSet ? { pageSet } : {}),
        },
      ];
    }),
  ];
}

/** The pages of a page-set constant for one kind (a plain list, or one list per kind). */
function pageSetPages(name: string, art: Art, source = readFileSync(registryFile, 'utf8')): string[] {
  const decl = new RegExp(`export const ${name} = ([\\[{][\\s\\S]*?[\\]}]) as const;`).exec(source)?.[1];
  if (!decl) throw new Error(`page set ${name} not found in ${registryFile}`);
  if (decl.startsWith('[')) return strings(decl);
  const perArt = new RegExp(`${art}:\\s*\\[([^\\]]*)\\]`).exec(decl)?.[1];
  if (perArt === undefined) throw new Error(`page set ${name} has no list for ${art}`);
  return strings(perArt);
}

/**
 * What a candidate of this kind can open behind the login: every protected page without a kind
 * restriction or with this kind, ':page' routes expanded to their pages.
 */
export function protectedPathsFor(art: Art): string[] {
  const source = readFileSync(registryFile, 'utf8');
  return registryPages(source)
    .filter((p) => p.access === 'protected' && (p.art === undefined || p.art === art))
    .flatMap((p) =>
      p.pageSet
        ? pageSetPages(p.pageSet, art, source).map((name) => p.path.replace(':page', name))
        : [p.path],
    );
}

export function publicPaths(): string[] {
  return registryPages()
    .filter((p) => p.access === 'public')
    .map((p) => p.path);
}
