import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TESTBETRIEB_META } from '@examensportal/domain/api';
import { clockStartingAt } from '../src/infra/clock';
import { routeMatches } from '../src/http/spa';
import { createTestApp, type TestApp } from './helpers/app';
import { writeFakeWebDist } from './helpers/web-dist';

// The web build pre-renders /login into login.html (decision 0021): the server sends it for that route
// only, with the headers of index.html; every other client route keeps index.html.
describe('the pre-rendered login page', () => {
  const apps: TestApp[] = [];
  const dist = writeFakeWebDist(mkdtempSync(path.join(os.tmpdir(), 'ep-dist-')));
  writeFileSync(
    path.join(dist, 'login.html'),
    '<!doctype html><html lang="de"><head><title>Anmeldung – Examensportal</title></head><body><div id="root"><h1>Anmeldung</h1></div></body></html>',
  );
  // The other routes' HTML with their code preloaded (decision 0076), listed by pattern in seiten.json.
  mkdirSync(path.join(dist, 'seiten'));
  const seite = (name: string) =>
    `<!doctype html><html lang="de"><head><link rel="modulepreload" href="/examensportal/assets/${name}.js"></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dist, 'seiten/start.html'), seite('StartPage'));
  writeFileSync(path.join(dist, 'seiten/meinedaten-digitaleakte-page.html'), seite('DigitaleAktePage'));
  writeFileSync(
    path.join(dist, 'seiten.json'),
    JSON.stringify([
      { muster: 'start', datei: 'seiten/start.html' },
      { muster: 'meinedaten/digitaleakte/:page', datei: 'seiten/meinedaten-digitaleakte-page.html' },
      { muster: 'meinedaten/digitaleakte/*', datei: 'seiten/meinedaten-digitaleakte-page.html' },
      // Never sent: outside the build's seiten/ folder, or missing.
      { muster: 'geheim', datei: '.env' },
      { muster: 'fehlt', datei: 'seiten/fehlt.html' },
    ]),
  );
  afterAll(async () => {
    for (const t of apps) await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const app = async (clock?: ReturnType<typeof clockStartingAt>) => {
    const t = await createTestApp('pglite', { env: { WEB_DIST: dist }, ports: clock ? { clock } : {} });
    apps.push(t);
    return (url: string) => t.app.inject({ method: 'GET', url });
  };

  it('is sent for /examensportal/login with the CSP and revalidation of index.html', async () => {
    const get = await app();
    const res = await get('/examensportal/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Anmeldung</h1>');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
    for (const other of ['/examensportal/meinedaten', '/examensportal/login/x', '/examensportal']) {
      const page = await get(other);
      expect(page.statusCode, other).toBe(200);
      expect(page.body, other).toContain('<div id="root"></div>');
    }
  });

  it('carries the portal clock in test mode like every page', async () => {
    const get = await app(clockStartingAt(new Date('2027-08-31T21:00:00Z')));
    for (const [url, text] of [
      ['/examensportal/login', '<h1>Anmeldung</h1>'],
      ['/examensportal/start', 'StartPage.js'],
    ] as const) {
      const res = await get(url);
      expect(res.body, url).toContain(text);
      expect(res.body, url).toMatch(new RegExp(`<meta name="${TESTBETRIEB_META}" content="2027-08-31T21:0`));
    }
  });

  it("sends a route's own HTML by its pattern, with the headers of index.html, and index.html elsewhere", async () => {
    const get = await app();
    for (const [url, script] of [
      ['/examensportal/start', 'StartPage'],
      ['/examensportal/meinedaten/digitaleakte/akteneingang', 'DigitaleAktePage'],
      ['/examensportal/meinedaten/digitaleakte', 'DigitaleAktePage'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`/examensportal/assets/${script}.js`);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/examensportal/geheim', '/examensportal/fehlt', '/examensportal/start/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('modulepreload');
      expect(res.body, url).not.toContain('SECRET');
    }
  });

  it('matches route patterns as the router does: a parameter is one segment, a splat any rest', () => {
    expect(routeMatches('start', 'start')).toBe(true);
    expect(routeMatches('start', 'start/x')).toBe(false);
    expect(routeMatches('a/:page', 'a/b')).toBe(true);
    expect(routeMatches('a/:page', 'a')).toBe(false);
    expect(routeMatches('a/:page', 'a/')).toBe(false);
    expect(routeMatches('a/*', 'a')).toBe(true);
    expect(routeMatches('a/*', 'a/b/c')).toBe(true);
    expect(routeMatches('a/*', 'b/c')).toBe(false);
  });

  // Sent before the app took the form over (no JavaScript yet): back to the page, the body unread.
  it('answers a form POST to a pre-rendered form with 303 back to the page, nothing else takes a form', async () => {
    const t = await createTestApp('pglite', { env: { WEB_DIST: dist } });
    apps.push(t);
    const secret = 'Geheim-Passwort-4711';
    const form = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=a%40example.org&password=${secret}`,
    };
    const res = await t.app.inject({ ...form, url: '/examensportal/login' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/examensportal/login');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(secret);
    const withQuery = await t.app.inject({ ...form, url: '/examensportal/login?weiter=start' });
    expect(withQuery.headers.location).toBe('/examensportal/login?weiter=start');
    // The other pre-rendered forms (the web build's VORGERENDERTE_SEITEN) likewise.
    for (const other of ['registrierung', 'passwortvergessen', 'pruefungsstelle/login']) {
      const back = await t.app.inject({ ...form, url: `/examensportal/${other}` });
      expect(back.statusCode, other).toBe(303);
      expect(back.headers.location, other).toBe(`/examensportal/${other}`);
    }
    const page = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Anmeldung</h1>');
    // A body past the limit of a login form is refused; other routes never parse a form.
    const big = await t.app.inject({
      ...form,
      url: '/examensportal/login',
      payload: 'x='.padEnd(20_000, 'y'),
    });
    expect(big.statusCode).toBe(413);
    const api = await t.app.inject({ ...form, url: '/examensportal/backend/login' });
    expect(api.statusCode).toBe(415);
    expect((await t.app.inject({ ...form, url: '/examensportal/start' })).statusCode).toBe(404);
    expect(t.logs.text()).not.toContain(secret);
  });
});
