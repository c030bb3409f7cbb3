import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { serverTexte } from '@examensportal/domain/messages-server';
import { apiCsp, spaCsp } from '../src/http/security-headers';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { writeFakeWebDist } from './helpers/web-dist';

const spaCspExpected =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; frame-src 'self' blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; object-src blob:; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

describe.each(backends)('security headers on %s', (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeFakeWebDist(mkdtempSync(path.join(os.tmpdir(), 'ep-dist-')));
    t = await createTestApp(backend, {
      env: { WEB_DIST: dist },
      extend: (app) => {
        app.get('/examensportal/backend/test/boom', async () => {
          throw new Error('SELECT password_hash FROM accounts -- must never reach the client');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('uses the exact policies of quality-targets §1.2 G', () => {
    expect(spaCsp).toBe(spaCspExpected);
    expect(apiCsp).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each([
    // [class, method, url, status, csp, cache-control, content-type prefix]
    ['SPA html', 'GET', '/examensportal/login', 200, spaCspExpected, 'no-cache', 'text/html; charset=utf-8'],
    ['SPA root', 'GET', '/examensportal', 200, spaCspExpected, 'no-cache', 'text/html; charset=utf-8'],
    [
      'SPA token page',
      'GET',
      '/examensportal/confirmresetpassword/x',
      200,
      spaCspExpected,
      'no-cache',
      'text/html',
    ],
    [
      'asset js',
      'GET',
      '/examensportal/assets/index-Ab12.js',
      200,
      spaCspExpected,
      'public, max-age=31536000, immutable',
      'application/javascript; charset=utf-8',
    ],
    [
      'asset css',
      'GET',
      '/examensportal/assets/index-Cd34.css',
      200,
      spaCspExpected,
      'public, max-age=31536000, immutable',
      'text/css; charset=utf-8',
    ],
    [
      'API JSON',
      'GET',
      '/examensportal/backend/health/live',
      200,
      apiCsp,
      'no-store',
      'application/json; charset=utf-8',
    ],
    [
      'API 404',
      'GET',
      '/examensportal/backend/gibt-es-nicht',
      404,
      apiCsp,
      'no-store',
      'application/json; charset=utf-8',
    ],
    [
      'missing asset 404',
      'GET',
      '/examensportal/assets/gibt-es-nicht.js',
      404,
      apiCsp,
      'no-store',
      'application/json; charset=utf-8',
    ],
    [
      'source map 404',
      'GET',
      '/examensportal/assets/index-Ab12.js.map',
      404,
      apiCsp,
      'no-store',
      'application/json; charset=utf-8',
    ],
    [
      'dot file 404',
      'GET',
      '/examensportal/.env',
      404,
      apiCsp,
      'no-store',
      'application/json; charset=utf-8',
    ],
    ['root .git 404', 'GET', '/.git/HEAD', 404, apiCsp, 'no-store', 'application/json; charset=utf-8'],
    [
      '500',
      'GET',
      '/examensportal/backend/test/boom',
      500,
      apiCsp,
      'no-store',
      'application/json; charset=utf-8',
    ],
    [
      'TRACE 405',
      'TRACE',
      '/examensportal/backend/health/live',
      405,
      apiCsp,
      'no-store',
      'application/json; charset=utf-8',
    ],
  ] as const)('%s: %s %s', async (_name, method, url, status, csp, cache, type) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe(csp);
    expect(res.headers['cache-control']).toBe(cache);
    expect(String(res.headers['content-type'])).toMatch(
      new RegExp(`^${type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'),
    );
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('redirects / to the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/examensportal');
  });

  it('serves index.html for client routes and the built files as they are', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/examensportal/zulassung/antragstellen/kontaktdaten',
    });
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/examensportal/assets/index-Ab12.js' });
    expect(asset.body).toBe('console.log("app");');
  });

  it('never serves files outside the build', async () => {
    for (const url of [
      '/examensportal/..%2f..%2fpackage.json',
      '/examensportal/%2e%2e/%2e%2e/package.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('"name"');
    }
  });

  it('answers the 500 with the generic German text only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/examensportal/backend/test/boom' });
    expect(res.json()).toEqual({ message: messages.generic.fehler });
    expect(res.body).not.toMatch(/SELECT|at |stack/);
  });
});

describe('without a web build', () => {
  it('starts and answers the SPA paths with a German 503, the API normally', async () => {
    const t = await createTestApp('pglite');
    try {
      const spa = await t.app.inject({ method: 'GET', url: '/examensportal/login' });
      expect(spa.statusCode).toBe(503);
      expect(spa.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(spa.body).toBe(serverTexte.weboberflaecheFehlt);
      const api = await t.app.inject({ method: 'GET', url: '/examensportal/backend/health/live' });
      expect(api.statusCode).toBe(200);
      const unknownApi = await t.app.inject({ method: 'GET', url: '/examensportal/backend/nichts' });
      expect(unknownApi.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
