import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** KERN's stylesheet as main.tsx imports it. */
const KERN_CSS = /[\\/]@kern-ux[\\/]native[\\/]dist[\\/]kern\.min\.css$/;
/** A KERN class name in our sources; one ending in '-' is a prefix (`kern-btn--${variant}`). */
const KERN_CLASS = /kern-[A-Za-z0-9_-]+/g;

/** The KERN classes the sources name, and the prefixes of those they build from a variable. */
export function kernKlassen(quellen: Iterable<string>): { namen: Set<string>; praefixe: string[] } {
  const namen = new Set<string>();
  const praefixe = new Set<string>();
  for (const text of quellen)
    for (const [name] of text.matchAll(KERN_CLASS)) (name.endsWith('-') ? praefixe : namen).add(name);
  return { namen, praefixe: [...praefixe] };
}

/**
 * KERN's stylesheet without the rules for KERN classes the portal never uses (issue 29.5, decision
 * 0076): a selector stays when each KERN class in it is one of ours; element, attribute and custom
 * property rules (`:root`, `body`, `h1`, …) stay as they are. The full sheet is 340 KB (23 KB br),
 * render-blocking on every page and styled against every element: most of it is icons (data: URLs),
 * grid and spacing utilities and components we do not show.
 */
export function kernOhneUngenutztes(
  css: string,
  klassen: { namen: Set<string>; praefixe: string[] },
): string {
  const genutzt = (name: string) =>
    klassen.namen.has(name) || klassen.praefixe.some((praefix) => name.startsWith(praefix));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const bleiben = rule.selectors.filter((selector) =>
      [...selector.matchAll(/\.(kern-[A-Za-z0-9_-]+)/g)].every((m) => genutzt(m[1]!)),
    );
    if (bleiben.length === 0) rule.remove();
    else if (bleiben.length < rule.selectors.length) rule.selectors = bleiben;
  });
  // At-rules left empty (@media blocks of removed utilities); keyframes and font faces have no rules.
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

function* quelltexte(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* quelltexte(full);
    else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      yield readFileSync(full, 'utf8');
  }
}

/** The build's KERN stylesheet holds only what src/ uses (`kernOhneUngenutztes`). */
export function kernCss(): Plugin {
  let src = '';
  return {
    name: 'examensportal:kern-css',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      src = path.resolve(config.root, 'src');
    },
    transform(code, id) {
      if (!KERN_CSS.test(id.split('?')[0] ?? '')) return null;
      return { code: kernOhneUngenutztes(code, kernKlassen(quelltexte(src))), map: null };
    },
  };
}
