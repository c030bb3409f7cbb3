// npm run build -w @examensportal/server: the server as plain JavaScript in dist/, so production starts
// without compiling TypeScript at run time (tsx costs start time and about 60 MB of resident memory).
// Our sources and the workspace domain package (shipped as .ts) are bundled; npm packages stay
// external and load from node_modules as they are, so their own file lookups keep working.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverRoot, 'dist');
const workspaceOnly = (name) => name.startsWith('@examensportal/');
const manifest = (file) => JSON.parse(readFileSync(file, 'utf8'));
const packages = new Set(
  [
    manifest(path.join(serverRoot, 'package.json')),
    manifest(path.join(serverRoot, '../../packages/domain/package.json')),
  ]
    .flatMap((pkg) => Object.keys(pkg.dependencies ?? {}))
    .filter((name) => !workspaceOnly(name)),
);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** npm packages stay external, except JSON data files (Node 20 would demand an import attribute). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      packages.has(packageOf(args.path)) && !args.path.endsWith('.json')
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

const options = {
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [externalPackages],
  // For reading stack traces against the sources: node --enable-source-maps apps/server/dist/main.js
  sourcemap: true,
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
};

rmSync(outdir, { recursive: true, force: true });
// src/paths.ts relies on every output file sitting directly in dist/ (one level below serverRoot).
// The PDF worker threads' entry (infra/pdf-pool.ts starts dist/pdf-worker.js) shares main's chunks.
await build({
  ...options,
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    'pdf-worker': path.join(serverRoot, 'src/infra/pdf-worker.ts'),
  },
});
// The demo seed (npm run demo) and the office tool (npm run office) as plain JavaScript too, built on
// their own so main.js and its chunks stay as they were: the journeys seed and call the office tool
// dozens of times, and tsx compiled their TypeScript on every call (see e2e/support/server-entry.ts).
await build({
  ...options,
  entryPoints: {
    'demo-seed': path.join(serverRoot, 'src/demo/seed.ts'),
    office: path.join(serverRoot, 'src/office/cli.ts'),
  },
});

// esbuild escapes what is not ASCII in strings, but keeps comments as written, and ours have – „ “ …
// (above Latin-1). V8 keeps every module's source text for lazy compilation, and one such character makes
// the whole file a two-byte string: main.js and its largest chunk cost twice their size in heap (about
// 1.8 MB, decision 0094). Escaped as \uXXXX they stay one-byte; the escape means the same character in a
// string, template or regular expression too, and line numbers (stack traces, source map) do not move.
for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js'))) {
  const text = readFileSync(path.join(outdir, file), 'utf8');
  const latin1 = text.replace(
    /[\u0100-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (latin1 !== text) writeFileSync(path.join(outdir, file), latin1);
}
