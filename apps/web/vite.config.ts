import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/compress.ts';
import { kernCss } from './build/kernCss.ts';
import { kontoChunks } from './build/kontoChunks.ts';
import { preloadLogin } from './build/preloadLogin.ts';
import { prerenderLogin } from './build/prerenderLogin.ts';

// React Router's package exports only its development build (its warnings switched on); the production
// build beside it differs in that one flag. The build takes it: the warnings' code and texts leave the
// entry (-0.6 KiB gz of /login's initial JS, decision 0100); `vite` (dev) keeps the warnings.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The server serves the built SPA under /examensportal; in dev, API calls go to the running server.
export default defineConfig(({ command, isSsrBuild }) => {
  // The signed-in pages' shared code in two chunks, only with WEB_CHUNK_GRUPPEN=1: fewer files, more
  // bytes per page; no Lighthouse gain shown yet (decision 0104). The plugin reads the module graph.
  const konto = kontoChunks(import.meta.dirname);
  const gruppen = process.env.WEB_CHUNK_GRUPPEN === '1';
  return {
    base: '/examensportal/',
    plugins: [
      react(),
      kernCss(),
      ...(gruppen ? [konto.plugin] : []),
      preloadLogin(),
      prerenderLogin(),
      precompress(),
    ],
    resolve: {
      alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      emptyOutDir: true,
      // Every asset stays a file of our origin: nothing needs a data: URL beyond KERN's own icons.
      assetsInlineLimit: 0,
      // Every browser we support has <link rel=modulepreload>; the polyfill would only add bytes.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // vorab.ts: the first GETs of a signed-in page, a script of its own in those pages' HTML (decision
        // 0091, build/preloadSeiten.ts); not in the Node build of build/prerenderLogin.ts (its input is `ssr`).
        ...(isSsrBuild
          ? {}
          : {
              input: {
                index: path.resolve(import.meta.dirname, 'index.html'),
                vorab: path.resolve(import.meta.dirname, 'src/vorab.ts'),
              },
            }),
        output: {
          // Seven hash characters (64^7 names per chunk name; rolldown allows no fewer here) instead of
          // eight: the entry lists the files of every route's code for its preloads, ~120 names, so each
          // character is ~120 bytes in the /login entry (PERF-FE-1).
          chunkFileNames: 'assets/[name]-[hash:7].js',
          codeSplitting: {
            // React and React DOM (66 KiB gz, every page) change seldom: a chunk of their own stays cached
            // across our deployments. More vendor groups cost gzip efficiency (each chunk ~0.4 KiB) for
            // little gain; never group a library only some pages use (zod, ALTCHA, ibantools): a group
            // pulls all its modules into whichever chunk needs one of them first.
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
              // The field library's core and react-hook-form, which every form and the /login entry load
              // together: one chunk instead of six small ones (decision 0045: each split costs gzip bytes);
              // LoginFormular, the sign-in form both logins share, else a chunk of its own (+0.3 KiB gz).
              {
                name: 'form',
                test: /[\\/](node_modules[\\/]react-hook-form[\\/]|components[\\/]form[\\/](fieldIds|FieldError|FieldFrame|RequiredMark|RequiredHint|Alert|ErrorSummary|FormShell|useFormSummary|fieldMessages|TextField|PasswordField|LoginFormular)\.tsx?$)/,
                priority: 2,
              },
              // What two or more signed-in pages import and neither the entries, /login, /start nor the
              // header's signed-in parts do: `konto` (no public page imports it) and `geteilt` (one does
              // too), instead of 30–45 files per form page split by which pages share each module
              // (decision 0104, build/kontoChunks.ts). Only those modules, not their dependencies: the
              // login graph's stay where they are, so /login's bytes do not change.
              ...(gruppen
                ? [{ name: konto.gruppe, priority: 1, includeDependenciesRecursively: false }]
                : []),
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/examensportal/backend': 'http://localhost:3000' },
    },
  };
});
