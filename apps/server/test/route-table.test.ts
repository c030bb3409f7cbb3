// Decision 0024: the call tables (packages/domain/src/api.ts, api-pruefungsstelle.ts) and the server's
// routes agree – every table entry is a route with that method and path, and every API route was
// declared from a table entry (http/route.ts). Only the SPA's page routes (http/spa.ts) are not calls.
import { API, API_BASE, type ApiCall } from '@examensportal/domain/api';
import { ERKLAERUNG_API, VORSCHAU_CALLS } from '@examensportal/domain/erklaerungen/aufrufe';
import { PRUEFUNGSSTELLE_API, PRUEFUNGSSTELLE_BASE } from '@examensportal/domain/api-pruefungsstelle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../src/http/route';
import { createTestApp, type TestApp } from './helpers/app';

const key = (method: string, url: string) => `${method} ${url}`;
const keysOf = (base: string, calls: readonly ApiCall[]) =>
  calls.map((c) => key(c.method, `${base}${c.path}`));

const tabelle = [
  ...keysOf(API_BASE, [...Object.values(API), ...Object.values(ERKLAERUNG_API), ...VORSCHAU_CALLS]),
  ...keysOf(`${API_BASE}${PRUEFUNGSSTELLE_BASE}`, Object.values(PRUEFUNGSSTELLE_API)),
].sort();

/** The web app's pages outside the API base: not API calls (http/spa.ts, the pre-rendered form's POST). */
const isSpa = (url: string) => !url.startsWith(`${API_BASE}/`);

describe('call tables and server routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('has exactly the routes of the tables, apart from the SPA', () => {
    const registered = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && !isSpa(r.url))
      .map((r) => key(r.method, r.url))
      .sort();
    expect(registered).toEqual(tabelle);
  });

  it('declares every API route from its table entry, public exactly where the table says', () => {
    const apiRoutes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && !isSpa(r.url));
    for (const r of apiRoutes) {
      expect(r.apiCall, `${r.method} ${r.url}`).toBeDefined();
      expect(r.public, `${r.method} ${r.url}`).toBe(r.apiCall?.auth === false);
    }
  });
});

describe('response check in tests', () => {
  it('turns an answer outside its schema into a 500 and lists it', async () => {
    const probe: ApiCall = { method: 'GET', path: '/probe', auth: false, body: 'none', response: 'json' };
    const t = await createTestApp('pglite', {
      extend: (app) =>
        route(
          app,
          probe,
          { config: { public: true }, response: z.strictObject({ a: z.number() }) },
          async () =>
            // Deliberately wrong: the hook, not the type, is under test here.
            JSON.parse('{"a": "x"}'),
        ),
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/probe' });
      expect(res.statusCode).toBe(500);
      expect(t.app.responseMismatches).toHaveLength(1);
      expect(t.app.responseMismatches[0]).toContain('GET /probe');
    } finally {
      t.app.responseMismatches.length = 0;
      await t.close();
    }
  });
});
