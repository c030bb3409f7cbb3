// APP.3.1.A7 weighs the limits against legitimate use (quality-targets §1.2 F): one candidate's whole
// deadline-day session, replayed without any pause (far faster than 10× a person), meets no 429 under
// the default limits. The reset request is limited per IP as configured.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semester } from '@examensportal/domain/rules/semester';
import { beispielZulassung } from '../../src/demo/beispiele';
import { defaultRateLimits } from '../../src/http/rate-limit';
import { createTestApp, type TestApp } from '../helpers/app';
import { api, candidate, loginAs, postJson, registerCandidate } from '../helpers/accounts';
import { solveCaptcha } from '../helpers/captcha';
import { backends } from '../helpers/db';
import { bearer } from '../helpers/documents';
import { multipartBody, type Part, sample } from '../helpers/multipart';
import { seedAccount } from '../helpers/procedure';

const json = (name: string, value: unknown): Part => ({ name, data: JSON.stringify(value) });
const pdf = (name: string): Part => ({
  name,
  filename: `${name}.pdf`,
  contentType: 'application/pdf',
  data: sample.pdf(),
});

describe.each(backends)('limits and legitimate use on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The production defaults, not the generous ones of the other tests.
    t = await createTestApp(backend, { build: { rateLimits: defaultRateLimits } });
    t.clock.set('2026-10-05T08:00:00Z');
  });
  afterAll(async () => t.close());

  it('a full deadline-day session without pauses gets no 429', async () => {
    const c = await seedAccount(t.database, t.clock);
    const statuses: number[] = [];
    const record = (res: LightMyRequestResponse) => {
      statuses.push(res.statusCode);
      return res;
    };
    const login = record(await loginAs(t.app, c.email, c.passwort));
    const jwt = login.json<{ jwt: string }>().jwt;
    const get = async (path: string) =>
      record(await t.app.inject({ method: 'GET', url: api(path), headers: bearer(jwt) }));
    const post = async (path: string, parts: Part[]) => {
      const { body, contentType } = multipartBody(parts);
      return record(
        await t.app.inject({
          method: 'POST',
          url: api(path),
          headers: { ...bearer(jwt), 'content-type': contentType },
          payload: body,
        }),
      );
    };
    // The wizard: each page reads the state; each "Weiter" saves; uploads on the way; then the submit.
    for (const page of [
      'kontaktdaten',
      'bisherigezulassungen',
      'vorbildung',
      'taetigkeit',
      'verkuerzung',
      'module',
      'zusammenfassung',
    ]) {
      await get('/api/zulassung/modul');
      await get('/api/zulassung/zulassungsblock');
      await get('/api/zulassung');
      await get('/api/dokumente');
      await post('/api/zulassung/zwischenspeichern', [
        json('zulassung', { zulassungsblock: '2/2027', lgs: 4, zusatzinformationen: page }),
        ...(page === 'kontaktdaten' ? [pdf('lebenslauf')] : []),
        ...(page === 'vorbildung' ? [pdf('zeugnis')] : []),
      ]);
    }
    const antrag = beispielZulassung(semester(2027, 2), ['wp'], c);
    const saved = (await get('/api/zulassung')).json<{ dateien: unknown }>();
    await post('/api/zulassung/files', [json('zulassung', { ...antrag, dateien: saved.dateien })]);
    for (let i = 0; i < 10; i++) await get('/api/zulassung/check');
    await get('/api/zulassung/modul');
    await get('/api/dokumente');
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.filter((s) => s >= 400)).toEqual([]);
  });

  it(`refuses registration ${defaultRateLimits.registerPerHour + 1} from one address within the hour`, async () => {
    // Quality targets §1.2 F: 5 per IP and hour.
    expect(defaultRateLimits.registerPerHour).toBe(5);
    const statuses: number[] = [];
    for (let i = 0; i <= defaultRateLimits.registerPerHour; i++) {
      statuses.push((await registerCandidate(t.app, candidate())).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes the registration limit from REGISTER_PER_HOUR when the build does not override it', async () => {
    const eigen = await createTestApp(backend, {
      env: { REGISTER_PER_HOUR: '2' },
      build: { rateLimits: { captchaPerMinute: 10_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await registerCandidate(eigen.app, candidate())).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await eigen.close();
    }
  });

  it(`refuses reset request ${defaultRateLimits.passwordResetPerHour + 1} from one address within the hour, whatever the e-mail`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= defaultRateLimits.passwordResetPerHour; i++) {
      const res = await postJson(t.app, '/requestnewpassword', {
        email: `person${i}@example.org`,
        token: await solveCaptcha(t.app),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
