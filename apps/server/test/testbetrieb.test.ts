// PORTAL_NOW (issue 13 point 5): the clock starts at a set moment and runs on; every page says
// 'Testbetrieb' (the server writes the portal clock into the page, the web shows the banner).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TESTBETRIEB_META } from '@examensportal/domain/api';
import { ConfigError, loadConfig } from '../src/config';
import { clockFor, clockStartingAt, isTestbetrieb, systemClock } from '../src/infra/clock';
import { createTestApp, type TestApp } from './helpers/app';
import { writeFakeWebDist } from './helpers/web-dist';

describe('PORTAL_NOW clock', () => {
  it('starts at the set moment and runs at the real pace', () => {
    let real = 1_000_000;
    const clock = clockStartingAt(new Date('2027-02-28T22:59:00Z'), () => real);
    expect(clock.now().toISOString()).toBe('2027-02-28T22:59:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2027-02-28T23:00:30.000Z');
    expect(isTestbetrieb(clock)).toBe(true);
    expect(isTestbetrieb(systemClock)).toBe(false);
  });

  it('is the clock of the entry points only when PORTAL_NOW is set', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-now-'));
    try {
      const set = loadConfig({ DATA_DIR: dir, PORTAL_NOW: '2027-02-28T23:30:00+01:00' }, dir);
      expect(set.portalNow?.toISOString()).toBe('2027-02-28T22:30:00.000Z');
      expect(isTestbetrieb(clockFor(set))).toBe(true);
      const unset = loadConfig({ DATA_DIR: dir }, dir);
      expect(unset.portalNow).toBeUndefined();
      expect(clockFor(unset)).toBe(systemClock);
      for (const bad of ['2027-02-28', '2027-02-28T23:30:00', 'morgen', '2027-13-01T00:00:00Z']) {
        expect(() => loadConfig({ DATA_DIR: dir, PORTAL_NOW: bad }, dir), bad).toThrow(ConfigError);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the page in test mode', () => {
  const apps: TestApp[] = [];
  const dist = writeFakeWebDist(mkdtempSync(path.join(os.tmpdir(), 'ep-dist-')));
  afterAll(async () => {
    for (const t of apps) await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const page = async (clock?: ReturnType<typeof clockStartingAt>) => {
    const t = await createTestApp('pglite', { env: { WEB_DIST: dist }, ports: clock ? { clock } : {} });
    apps.push(t);
    return t.app.inject({ method: 'GET', url: '/examensportal/login' });
  };

  it('carries the portal clock in a meta element on every page, with the usual headers', async () => {
    const res = await page(clockStartingAt(new Date('2027-08-31T21:00:00Z')));
    expect(res.statusCode).toBe(200);
    const meta = new RegExp(
      `<meta name="${TESTBETRIEB_META}" content="2027-08-31T21:0\\d:\\d\\d\\.\\d{3}Z"></head>`,
    );
    expect(res.body).toMatch(meta);
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('has no such element on a live portal', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(TESTBETRIEB_META);
  });
});
