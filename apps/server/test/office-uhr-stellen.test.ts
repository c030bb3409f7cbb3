// Decision 0077: the journeys move the clock of a portal running with PORTAL_NOW over the office
// socket (uhr-stellen) instead of restarting it. A real app with its office socket; the calls go over
// the socket as the command line sends them. A portal without PORTAL_NOW never moves its clock.
import { afterEach, describe, expect, it } from 'vitest';
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { auditAnchors } from '../src/db/schema';
import { limiterFactory } from '../src/http/rate-limit';
import { clockStartingAt } from '../src/infra/clock';
import { anServer } from '../src/office/socket-client';
import { createTestApp, type TestApp } from './helpers/app';

const o = officeCliTexte;
const START = '2026-10-05T09:00:00+02:00';

const anfrage = (argv: string[], portalNow: string | null) => ({
  argv,
  loginName: 'journey',
  osUser: 'journey',
  cwd: '/',
  portalNow,
});

const tage = async (t: TestApp) =>
  (await t.database.db.select({ day: auditAnchors.day }).from(auditAnchors)).map((a) => a.day).sort();

describe('uhr-stellen over the office socket', { timeout: 120_000 }, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is refused by a portal on the real clock: production can never move its clock', async () => {
    t = await createTestApp('pglite', { build: { officeSocket: true } });
    const before = t.clock.now().getTime();
    const res = await anServer(
      t.dataDir,
      process.pid,
      anfrage(['uhr-stellen', '2030-01-01T00:00:00Z'], null),
    );
    expect(res).toEqual({ code: 1, stdout: '', stderr: `${o.uhrNurImTestbetrieb}\n` });
    expect(t.clock.now().getTime()).toBe(before);
  });

  it('moves a PORTAL_NOW clock, does the start work at the new moment, and then takes calls set to it', async () => {
    const clock = clockStartingAt(new Date(START));
    t = await createTestApp('pglite', {
      env: { PORTAL_NOW: START },
      ports: { clock },
      // The daily anchor is the start work this test sees (a row per day).
      build: { officeSocket: true, anchorIntervalMs: 3_600_000, loeschlisteIntervalMs: 0 },
    });
    await expect.poll(() => tage(t!)).toEqual(['2026-10-05']);

    const moment = '2027-02-14T00:30:00+01:00';
    const res = await anServer(t.dataDir, process.pid, anfrage(['uhr-stellen', moment], null));
    expect(res).toEqual({ code: 0, stdout: `${o.uhrGestellt('2027-02-13T23:30:00.000Z')}\n`, stderr: '' });
    const drift = clock.now().getTime() - new Date(moment).getTime();
    expect(drift).toBeGreaterThanOrEqual(0);
    expect(drift).toBeLessThan(60_000);
    // The anchor of the new day was written before the answer, as at a start on that day.
    expect(await tage(t)).toEqual(['2026-10-05', '2027-02-14']);

    // A command line set to the new moment is taken; one set to the old PORTAL_NOW is refused.
    const neu = await anServer(t.dataDir, process.pid, anfrage(['kandidaten'], '2027-02-13T23:30:00.000Z'));
    expect(neu).toMatchObject({ code: 0, stderr: '' });
    const alt = await anServer(
      t.dataDir,
      process.pid,
      anfrage(['kandidaten'], new Date(START).toISOString()),
    );
    expect(alt).toEqual({ code: 1, stdout: '', stderr: `${o.andereUhr}\n` });

    // --ohne-hintergrund: only the clock moves (the journey's office command at its moment).
    const still = await anServer(
      t.dataDir,
      process.pid,
      anfrage(['uhr-stellen', '2027-03-01T10:00:00+01:00', '--ohne-hintergrund'], null),
    );
    expect(still.code).toBe(0);
    expect(await tage(t)).toEqual(['2026-10-05', '2027-02-14']);
  });

  it('refuses a moment without its offset and leaves the clock', async () => {
    const clock = clockStartingAt(new Date(START));
    t = await createTestApp('pglite', {
      env: { PORTAL_NOW: START },
      ports: { clock },
      build: { officeSocket: true },
    });
    const before = clock.now().getTime();
    for (const argv of [
      ['uhr-stellen', '2027-02-14T00:30'],
      ['uhr-stellen'],
      ['uhr-stellen', START, '--x'],
    ]) {
      const res = await anServer(t.dataDir, process.pid, anfrage(argv, null));
      expect(res.code).toBe(1);
      expect(res.stdout).toBe('');
    }
    expect(Math.abs(clock.now().getTime() - before)).toBeLessThan(60_000);
  });
});

describe('the in-memory rate limits', () => {
  it('are emptied by forgetAll, as a restart emptied them', async () => {
    const limiterFor = limiterFactory(undefined);
    const limiter = limiterFor('test', 1, 60_000);
    await limiter.consume('127.0.0.1');
    await expect(limiter.consume('127.0.0.1')).rejects.toBeTruthy();
    await limiterFor.forgetAll();
    await expect(limiter.consume('127.0.0.1')).resolves.toBeTruthy();
  });
});
