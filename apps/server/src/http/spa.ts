import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { TESTBETRIEB_META } from '@examensportal/domain/api';
import { serverTexte } from '@examensportal/domain/messages-server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Clock, isTestbetrieb } from '../infra/clock';
import { prerenderedFormRoutes } from './prerendered-form';
import { spaCsp } from './security-headers';

const appBase = '/examensportal';
const backendSegment = 'backend';

/** Vite writes content-hashed names under assets/, so they can be cached for a year. */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Client routes with their own HTML: the web build pre-renders /login's markup into login.html
 * (apps/web/build/prerenderLogin.ts, decision 0021), the page every visit without a session lands on.
 */
const PRERENDERED: Readonly<Record<string, string>> = { login: 'login.html' };

/**
 * Pre-rendered forms of other routes (their markup is in their seiten/ HTML, apps/web/build/prerenderLogin.ts,
 * VORGERENDERTE_SEITEN): like /login's, sent before React took them over they post back to their page.
 */
const PRERENDERED_FORMS: readonly string[] = ['registrierung', 'passwortvergessen', 'pruefungsstelle/login'];

/**
 * The other client routes' HTML (apps/web/build/preloadSeiten.ts, decision 0076): index.html with the
 * route's own code preloaded, listed by route pattern in seiten.json. A build without it (older builds)
 * and a path no pattern matches get index.html.
 */
const SEITEN_JSON = 'seiten.json';

interface SeitenEintrag {
  muster: string;
  datei: string;
}

/** True when the route pattern (`a/:b`, `a/*`) matches the path below the base. */
export function routeMatches(muster: string, pfad: string): boolean {
  const teile = muster.split('/');
  const segmente = pfad.split('/');
  for (let i = 0; i < teile.length; i++) {
    const teil = teile[i]!;
    if (teil === '*') return true;
    const segment = segmente[i];
    if (segment === undefined || segment === '') return false;
    if (!teil.startsWith(':') && teil !== segment) return false;
  }
  return teile.length === segmente.length;
}

function readSeiten(webDist: string): SeitenEintrag[] {
  const file = path.join(webDist, SEITEN_JSON);
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST comes from the operator, the file name is fixed
  if (!existsSync(file)) return [];
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- as above
  const eintraege = JSON.parse(readFileSync(file, 'utf8')) as SeitenEintrag[];
  // Only files of the build's seiten/ folder, and only those that exist.
  return eintraege.filter(
    (e) =>
      /^seiten\/[a-z0-9-]+\.html$/.test(e.datei) &&
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- checked name inside WEB_DIST
      existsSync(path.join(webDist, e.datei)),
  );
}

function sendIndex(reply: FastifyReply, testbetrieb?: { html: string; clock: Clock }, file = 'index.html') {
  reply
    .header('content-security-policy', spaCsp)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8');
  if (!testbetrieb) return reply.sendFile(file, { cacheControl: false, lastModified: true });
  // Test mode only: the page learns the portal's clock from the server at each load, never from the build.
  const meta = `<meta name="${TESTBETRIEB_META}" content="${testbetrieb.clock.now().toISOString()}">`;
  return reply.send(testbetrieb.html.replace('</head>', `${meta}</head>`));
}

/**
 * Serves the built SPA under /examensportal with a fallback to index.html for client routes. Without a
 * build the server still starts (API tests need none) and the SPA paths answer with a German 503.
 */
export async function spaRoutes(
  app: FastifyInstance,
  opts: { webDist: string; clock?: Clock },
): Promise<void> {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST comes from the operator, the file name is fixed
  const built = existsSync(path.join(opts.webDist, 'index.html'));

  app.get('/', async (_request, reply) => reply.redirect(appBase, 302));
  // A pre-rendered form sent before the app took it over comes back to its page (prerendered-form.ts).
  for (const route of [...Object.keys(PRERENDERED), ...PRERENDERED_FORMS]) {
    await app.register(prerenderedFormRoutes, { path: `${appBase}/${route}` });
  }

  if (!built) {
    const missing = async (_request: unknown, reply: FastifyReply) =>
      reply
        .code(503)
        .header('retry-after', '60')
        .type('text/plain; charset=utf-8')
        .send(serverTexte.weboberflaecheFehlt);
    app.get(appBase, missing);
    app.get(`${appBase}/*`, async (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      if (rest === backendSegment || rest.startsWith(`${backendSegment}/`)) return reply.callNotFound();
      return missing(request, reply);
    });
    return;
  }

  // The web build writes x.br and x.gz beside each text file (apps/web/build/compress.ts):
  // preCompressed sends the best variant the client accepts, with Vary: Accept-Encoding, and the file
  // itself when there is none – no compression work per request.
  await app.register(fastifyStatic, {
    root: opts.webDist,
    serve: false,
    dotfiles: 'ignore',
    preCompressed: true,
  });

  const testmode = opts.clock && isTestbetrieb(opts.clock) ? opts.clock : undefined;
  const testbetrieb = testmode
    ? // eslint-disable-next-line security/detect-non-literal-fs-filename -- WEB_DIST comes from the operator, the file name is fixed
      { html: readFileSync(path.join(opts.webDist, 'index.html'), 'utf8'), clock: testmode }
    : undefined;
  // A build without login.html (older builds) serves index.html there too.
  const prerendered = new Map(
    Object.entries(PRERENDERED)
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- fixed file names in WEB_DIST
      .filter(([, file]) => existsSync(path.join(opts.webDist, file)))
      .map(([route, file]) => [
        route,
        {
          file,
          testbetrieb: testmode
            ? // eslint-disable-next-line security/detect-non-literal-fs-filename -- fixed file names in WEB_DIST
              { html: readFileSync(path.join(opts.webDist, file), 'utf8'), clock: testmode }
            : undefined,
        },
      ]),
  );
  const seiten = readSeiten(opts.webDist);
  const seitenHtml = new Map<string, string>();
  const sendSeite = (reply: FastifyReply, datei: string) => {
    if (!testmode) return sendIndex(reply, undefined, datei);
    let html = seitenHtml.get(datei);
    if (html === undefined) {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- a checked name from seiten.json inside WEB_DIST
      html = readFileSync(path.join(opts.webDist, datei), 'utf8');
      seitenHtml.set(datei, html);
    }
    return sendIndex(reply, { html, clock: testmode }, datei);
  };
  app.get(appBase, async (_request, reply) => sendIndex(reply, testbetrieb));
  app.get(`${appBase}/*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest === backendSegment || rest.startsWith(`${backendSegment}/`)) return reply.callNotFound();
    const segments = rest.split('/');
    // Dot files and folders (.git, .env) are never part of the build.
    if (segments.some((segment) => segment.startsWith('.'))) return reply.callNotFound();
    const last = segments.at(-1) ?? '';
    // Client routes have no dot in their last segment; files do.
    const page = prerendered.get(rest);
    if (page) return sendIndex(reply, page.testbetrieb, page.file);
    if (!last.includes('.')) {
      const seite = seiten.find((e) => routeMatches(e.muster, rest));
      return seite ? sendSeite(reply, seite.datei) : sendIndex(reply, testbetrieb);
    }
    if (last === 'index.html') return sendIndex(reply, testbetrieb);
    // Source maps are never served (they would publish the source).
    if (last.endsWith('.map')) return reply.callNotFound();
    reply
      .header('content-security-policy', spaCsp)
      .header('cache-control', rest.startsWith('assets/') ? immutable : 'no-cache');
    return reply.sendFile(rest, { cacheControl: false });
  });
}
