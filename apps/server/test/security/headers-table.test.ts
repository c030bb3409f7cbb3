// The header table of quality-targets §1.2 G for every class of response, and CORS (SEC-HDR-1..7).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { apiCsp, permissionsPolicy, spaCsp } from '../../src/http/security-headers';
import { downloadCsp } from '../../src/features/documents/disposition';
import { createTestApp, type TestApp } from '../helpers/app';
import { api } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { bearer, signedIn, type SignedIn, uploadParts } from '../helpers/documents';
import { sample } from '../helpers/multipart';
import { startSmtpSink } from '../helpers/smtp';
import { writeFakeWebDist } from '../helpers/web-dist';

type Class = 'spa' | 'asset' | 'api' | 'download';

/** The headers every response carries, whatever its class. */
function expectCommon(res: LightMyRequestResponse, what: string): void {
  const h = res.headers;
  expect(h['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  expect(h['permissions-policy'], what).toBe(permissionsPolicy);
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(String(h['content-security-policy']), what).toContain("frame-ancestors 'none'");
  expect(h['x-powered-by'], what).toBeUndefined();
  expect(h.server, what).toBeUndefined();
  expect(h['access-control-allow-origin'], what).toBeUndefined();
  expect(h['access-control-allow-credentials'], what).toBeUndefined();
}

const csp: Record<Class, string> = { spa: spaCsp, asset: spaCsp, api: apiCsp, download: downloadCsp };

describe.each(backends)('header table on %s', (backend) => {
  let t: TestApp;
  let dist: string;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let a: SignedIn;
  let documentId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    dist = writeFakeWebDist(mkdtempSync(path.join(os.tmpdir(), 'ep-dist-')));
    t = await createTestApp(backend, {
      env: { WEB_DIST: dist, SMTP_URL: sink.url },
      extend: (app) => {
        app.get('/examensportal/backend/test/boom', async () => {
          throw new Error('boom');
        });
      },
    });
    a = await signedIn(t.app, sink);
    const up = await uploadParts(t.app, a.jwt, [
      { name: 'zeugnis', filename: 'z.pdf', contentType: 'application/pdf', data: sample.pdf(400) },
    ]);
    documentId = up.json<{ documentId: string }[]>()[0]?.documentId ?? '';
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // [name, class, method, url, authenticated, status, cache-control, content-type]
  const table: [string, Class, 'GET' | 'POST' | 'TRACE', string, boolean, number, string, RegExp][] = [
    ['SPA html', 'spa', 'GET', '/examensportal/login', false, 200, 'no-cache', /^text\/html; charset=utf-8$/],
    // The pre-rendered login form sent before the app took it over: back to the page (prerendered-form.ts).
    ['pre-rendered form POST', 'api', 'POST', '/examensportal/login', false, 303, 'no-store', /^undefined$/],
    [
      'SPA token page',
      'spa',
      'GET',
      '/examensportal/confirmresetpassword/abc',
      false,
      200,
      'no-cache',
      /^text\/html; charset=utf-8$/,
    ],
    [
      'static script',
      'asset',
      'GET',
      '/examensportal/assets/index-Ab12.js',
      false,
      200,
      'public, max-age=31536000, immutable',
      /^(text|application)\/javascript; charset=utf-8$/,
    ],
    [
      'static stylesheet',
      'asset',
      'GET',
      '/examensportal/assets/index-Cd34.css',
      false,
      200,
      'public, max-age=31536000, immutable',
      /^text\/css; charset=utf-8$/,
    ],
    [
      'public API JSON',
      'api',
      'GET',
      api('/health/live'),
      false,
      200,
      'no-store',
      /^application\/json; charset=utf-8$/,
    ],
    [
      'API JSON with session',
      'api',
      'GET',
      api('/api/dokumente'),
      true,
      200,
      'no-store',
      /^application\/json; charset=utf-8$/,
    ],
    [
      'API 401',
      'api',
      'GET',
      api('/api/zulassung'),
      false,
      401,
      'no-store',
      /^application\/json; charset=utf-8$/,
    ],
    ['API 400', 'api', 'POST', api('/login'), false, 400, 'no-store', /^application\/json; charset=utf-8$/],
    [
      'API 404',
      'api',
      'GET',
      api('/gibt-es-nicht'),
      false,
      404,
      'no-store',
      /^application\/json; charset=utf-8$/,
    ],
    [
      'API 500',
      'api',
      'GET',
      api('/test/boom'),
      false,
      500,
      'no-store',
      /^application\/json; charset=utf-8$/,
    ],
    [
      'TRACE 405',
      'api',
      'TRACE',
      api('/health/live'),
      false,
      405,
      'no-store',
      /^application\/json; charset=utf-8$/,
    ],
  ];

  it.each(table)('%s', async (name, cls, method, url, withSession, status, cache, type) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(withSession ? bearer(a.jwt) : {}),
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: '{}' } : {}),
    });
    expect(res.statusCode, name).toBe(status);
    expectCommon(res, name);
    expect(res.headers['content-security-policy'], name).toBe(csp[cls]);
    expect(res.headers['cache-control'], name).toBe(cache);
    expect(String(res.headers['content-type']), name).toMatch(type);
    if (res.statusCode >= 400) expect(res.body, name).not.toMatch(/\n\s+at |stack|Error:/);
  });

  it('download: attachment, sandboxed, never cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: api(`/api/dokumente/download/${documentId}`),
      headers: bearer(a.jwt),
    });
    expect(res.statusCode).toBe(200);
    expectCommon(res, 'download');
    expect(res.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
  });

  it('serves no API documentation, source maps or repository files (SEC-CFG-1)', async () => {
    for (const url of [
      '/documentation',
      '/docs',
      api('/documentation'),
      api('/swagger.json'),
      api('/openapi.json'),
      '/.git/HEAD',
      '/examensportal/.git/config',
      '/examensportal/assets/index-Ab12.js.map',
      '/package.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(/swagger|openapi|"sources"|\[core\]|"name":/i);
    }
  });

  describe('CORS (SEC-HDR-6)', () => {
    const login = (origin?: string) =>
      t.app.inject({
        method: 'POST',
        url: api('/login'),
        headers: { 'content-type': 'application/json', ...(origin === undefined ? {} : { origin }) },
        payload: '{}',
      });

    it.each([
      'https://evil.example',
      'null',
      'http://portal.example.org.evil.example',
      'https://portal.example.org:444',
      'x',
    ])('refuses a request from origin %j with 403 before anything else runs', async (origin) => {
      const res = await login(origin);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: messages.auth.keineBerechtigung });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expectCommon(res, origin);
    });

    it('refuses a foreign origin on an authenticated route too, and logs it', async () => {
      const res = await t.app.inject({
        method: 'DELETE',
        url: api(`/api/dokumente/delete/${documentId}`),
        headers: { ...bearer(a.jwt), origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      const still = await t.app.inject({
        method: 'GET',
        url: api(`/api/dokumente/download/${documentId}`),
        headers: bearer(a.jwt),
      });
      expect(still.statusCode).toBe(200);
      expect(t.logs.entries().some((e) => e.event === 'request.foreign_origin')).toBe(true);
    });

    it('lets its own origin (the public URL or the requested host) and requests without Origin through', async () => {
      expect((await login('https://portal.example.org')).statusCode).toBe(400);
      expect((await login()).statusCode).toBe(400);
      const proxied = await t.app.inject({
        method: 'POST',
        url: api('/login'),
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:5173',
          host: 'localhost:5173',
        },
        payload: '{}',
      });
      expect(proxied.statusCode).toBe(400);
    });

    it('answers a preflight without any Access-Control-Allow-* header', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: api('/api/dokumente'),
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(Object.keys(res.headers).filter((k) => k.startsWith('access-control-'))).toEqual([]);
    });

    it('refuses a JSON route called with a form content type (no simple cross-site request)', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await t.app.inject({
          method: 'POST',
          url: api('/changepassword'),
          headers: { ...bearer(a.jwt), 'content-type': type },
          payload: 'passwort=Neu%23Passwort2025x',
        });
        expect(res.statusCode, type).toBe(415);
      }
    });
  });
});
