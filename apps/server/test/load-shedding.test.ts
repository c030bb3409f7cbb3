// REL-BP in process: past the in-flight cap a request gets 503 + Retry-After with a German text at once;
// the health probes, uploads and the SPA's files are not counted. The load itself runs in test:faults
// (test/faults/backpressure.fault.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexte } from '@examensportal/domain/messages-server';
import { createTestApp, type TestApp } from './helpers/app';

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
