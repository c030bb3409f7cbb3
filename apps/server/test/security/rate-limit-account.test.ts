// The general API limit per account (quality-targets §1.2 F: 300 requests/min/user, German 429 with
// Retry-After), tested with the limit overridden to a small number.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { loadConfig } from '../../src/config';
import { defaultRateLimits } from '../../src/http/rate-limit';
import { createTestApp, type TestApp } from '../helpers/app';
import { api } from '../helpers/accounts';
import { backends } from '../helpers/db';
import { bearer, signedIn, type SignedIn } from '../helpers/documents';
import { startSmtpSink } from '../helpers/smtp';
import { getStaff, staffMember } from '../helpers/staff';

const limit = 5;

it('defaults to 300 requests per minute and account, configurable (0 = off)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-rl-'));
  try {
    expect(defaultRateLimits.apiPerMinute).toBe(300);
    expect(loadConfig({ DATA_DIR: dir }).apiRequestsPerMinute).toBe(300);
    expect(loadConfig({ DATA_DIR: dir, API_REQUESTS_PER_MINUTE: '0' }).apiRequestsPerMinute).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, API_REQUESTS_PER_MINUTE: '-1' })).toThrow(
      /API_REQUESTS_PER_MINUTE/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe.each(backends)('API rate limit per account on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, {
      env: { SMTP_URL: sink.url },
      build: { rateLimits: { apiPerMinute: limit } },
    });
    a = await signedIn(t.app, sink);
    b = await signedIn(t.app, sink);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const get = (path: string, jwt?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: api(path), headers: { ...(jwt ? bearer(jwt) : {}), ...headers } });

  it('answers request limit + 1 of one account with a German 429 and Retry-After, over all routes', async () => {
    const statuses: number[] = [];
    // Different routes share one budget; a forged X-Forwarded-For changes nothing.
    const paths = ['/api/dokumente', '/api/zulassung/modul', '/api/zulassung/zulassungsblock'];
    for (let i = 0; i < limit; i++) {
      statuses.push(
        (await get(paths[i % paths.length] ?? '', a.jwt, { 'x-forwarded-for': `10.1.0.${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual(Array(limit).fill(200));
    const over = await get('/api/zulassung', a.jwt);
    expect(over.statusCode).toBe(429);
    const seconds = Number(over.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(over.json()).toEqual({ message: serverTexte.zuVieleAnfragen(seconds) });
    expect(over.json<{ message: string }>().message).toMatch(/^Zu viele Anfragen/);
    const logged = t.logs.entries().filter((e) => e.event === 'auth.rate_limited' && e.scope === 'account');
    expect(logged.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps refusing writes too, so nothing is stored while over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/api/modul/anmeldung'),
      headers: { ...bearer(a.jwt), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts per account: another candidate from the same address is not affected', async () => {
    expect((await get('/api/dokumente', b.jwt)).statusCode).toBe(200);
  });

  it('leaves requests without a session to authentication (401) and public routes to their own limits', async () => {
    expect((await get('/api/dokumente')).statusCode).toBe(401);
    for (let i = 0; i < limit + 2; i++) expect((await get('/health/live')).statusCode).toBe(200);
  });

  it('gives each staff account a budget of its own, apart from the candidates', async () => {
    const m = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const other = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await getStaff(t.app, '/sitzung', m.jwt)).statusCode);
    // The set-up's own requests counted too; the budget ends within limit + 1 requests.
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    const over = await getStaff(t.app, '/sitzung', m.jwt);
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toMatch(/^Zu viele Anfragen/);
    expect((await getStaff(t.app, '/sitzung', other.jwt)).statusCode).toBe(200);
    expect((await get('/api/dokumente', b.jwt)).statusCode).toBe(200);
  });
});
