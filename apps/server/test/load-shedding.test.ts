// REL-BP in process: the rule of one second's load sample (decision 0093); past the in-flight cap a
// request gets 503 + Retry-After with a German text at once; the health probes, uploads and the SPA's
// files are not counted. The load itself runs in test:faults (test/faults/backpressure.fault.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { defaults } from '../src/config';
import { type LoadSample, pressureOf } from '../src/http/load-shedding';
import { createTestApp, type TestApp } from './helpers/app';

describe('the rule of one second’s sample (decision 0093)', () => {
  const config = defaults.overload;
  const quiet: LoadSample = {
    utilisation: 0.3,
    meanDelayMs: 0.5,
    rssBytes: 200 * 2 ** 20,
    heapUsedBytes: 90 * 2 ** 20,
  };

  it('a busy loop that keeps up is not shed; a busy loop with work waiting for it is', () => {
    expect(pressureOf(quiet, config, false)).toBeUndefined();
    // The soak's seconds: the loop busy 96–100 % of the second, each turn short.
    expect(pressureOf({ ...quiet, utilisation: 0.99, meanDelayMs: 4 }, config, false)).toBeUndefined();
    expect(
      pressureOf({ ...quiet, utilisation: 1, meanDelayMs: config.queueDelayMs }, config, false),
    ).toBeUndefined();
    expect(
      pressureOf({ ...quiet, utilisation: 0.99, meanDelayMs: config.queueDelayMs + 1 }, config, false),
    ).toBe('eventLoopUtilization');
    // Waiting alone, with the loop mostly idle, is not a queue of requests (a single long task).
    expect(pressureOf({ ...quiet, utilisation: 0.9, meanDelayMs: 200 }, config, false)).toBeUndefined();
  });

  it('once shedding, it goes on while the loop stays busy (refusing is quick: the delay falls first)', () => {
    const refusing = { ...quiet, utilisation: 0.99, meanDelayMs: 3 };
    expect(pressureOf(refusing, config, true)).toBe('eventLoopUtilization');
    expect(pressureOf({ ...refusing, utilisation: 0.9 }, config, true)).toBeUndefined();
    expect(pressureOf(quiet, config, true)).toBeUndefined();
  });

  it('a blocked loop or too much memory is shed on its own', () => {
    expect(pressureOf({ ...quiet, meanDelayMs: Infinity }, config, false)).toBe('eventLoopDelay');
    expect(pressureOf({ ...quiet, meanDelayMs: config.maxEventLoopDelayMs + 1 }, config, false)).toBe(
      'eventLoopDelay',
    );
    expect(pressureOf({ ...quiet, rssBytes: config.maxRssBytes + 1 }, config, false)).toBe('rssBytes');
    expect(pressureOf({ ...quiet, heapUsedBytes: 2 ** 30 + 1 }, config, false)).toBe('heapUsedBytes');
  });

  it('each guard is off at 0', () => {
    const off = { ...config, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0, maxRssBytes: 0 };
    expect(
      pressureOf({ ...quiet, utilisation: 1, meanDelayMs: Infinity, rssBytes: 2 ** 40 }, off, true),
    ).toBeUndefined();
  });
});

describe('in-flight cap', () => {
  let t: TestApp;
  let release: () => void = () => {};
  let entered: () => void = () => {};

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { MAX_IN_FLIGHT: '2', OVERLOAD_RETRY_AFTER: '7' },
      extend: (app) => {
        app.get('/examensportal/backend/test/slow', { config: { public: true } }, async () => {
          entered();
          await new Promise<void>((resolve) => (release = resolve));
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('refuses the third request while two are in progress, then serves again', async () => {
    const started = () => new Promise<void>((resolve) => (entered = resolve));
    let wait = started();
    const first = get('/examensportal/backend/test/slow');
    await wait;
    const releaseFirst = release;
    wait = started();
    const second = get('/examensportal/backend/test/slow');
    await wait;
    const releaseSecond = release;

    const refused = await get('/examensportal/backend/no-such-route');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({ message: serverTexte.ueberlastet(7) });
    const live = await get('/examensportal/backend/health/live');
    expect(live.statusCode).toBe(200);
    // Outside the API (the SPA): not counted, so not refused (no web build here: its own 503 text).
    expect((await get('/examensportal/login')).body).not.toBe(refused.body);

    releaseFirst();
    releaseSecond();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await get('/examensportal/backend/no-such-route')).statusCode).toBe(404);
  });
});
