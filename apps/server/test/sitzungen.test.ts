// Issue 30 point 6: the sessions overview of Meine Daten. Each login keeps its User-Agent; the list
// shows the active sessions (browser and device read on the server, last use) with the current one
// first; "Alle anderen Sitzungen beenden" ends every other active session at once and is logged.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_BASE } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { api } from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { seedAccount } from './helpers/procedure';
import { describeUserAgent } from '../src/features/sessions/geraet';

const md = messages.meineDaten;
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

describe('browser and device from the User-Agent (bowser)', () => {
  it.each([
    [FIREFOX_WINDOWS, 'Firefox 133', 'Computer, Windows 10'],
    [SAFARI_IPHONE, 'Safari 17', 'Smartphone, iOS 17'],
    ['', md.browserUnbekannt, md.geraetUnbekannt],
    [null, md.browserUnbekannt, md.geraetUnbekannt],
    ['curl/8.5.0', md.browserUnbekannt, md.geraetUnbekannt],
  ])('%j', (ua, browser, geraet) => {
    expect(describeUserAgent(ua)).toEqual({ browser, geraet });
  });
});

describe.each(backends)('sessions overview on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  beforeEach(() => t.clock.set('2026-10-05T08:00:00Z'));
  afterAll(async () => t.close());

  const login = async (email: string, passwort: string, userAgent: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: api('/login'),
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      payload: JSON.stringify({ email, passwort, token: await solveCaptcha(t.app) }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ jwt: string }>().jwt;
  };
  const send = (call: typeof API.sitzungen | typeof API.andereSitzungenBeenden, jwt: string) =>
    t.app.inject({
      method: call.method,
      url: `${API_BASE}${call.path}`,
      headers: { authorization: `Bearer ${jwt}` },
    });

  it('lists the active sessions, the current one first, and ends all others at once', async () => {
    const c = await seedAccount(t.database, t.clock);
    const stale = await login(c.email, c.passwort, SAFARI_IPHONE);
    t.clock.advance(31 * 60_000); // idle past its timeout: no longer active, neither listed nor counted
    const phone = await login(c.email, c.passwort, SAFARI_IPHONE);
    t.clock.advance(2 * 60_000);
    const desk = await login(c.email, c.passwort, FIREFOX_WINDOWS);

    const list = await send(API.sitzungen, desk);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      sitzungen: [
        {
          aktuell: true,
          browser: 'Firefox 133',
          geraet: 'Computer, Windows 10',
          angemeldetAm: '2026-10-05T08:33:00.000Z',
          zuletztAktiv: '2026-10-05T08:33:00.000Z',
          zweiterFaktor: false,
        },
        {
          aktuell: false,
          browser: 'Safari 17',
          geraet: 'Smartphone, iOS 17',
          angemeldetAm: '2026-10-05T08:31:00.000Z',
          zuletztAktiv: '2026-10-05T08:31:00.000Z',
          zweiterFaktor: false,
        },
      ],
    });

    const ended = await send(API.andereSitzungenBeenden, desk);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ beendet: 1 });
    expect((await send(API.sitzungen, phone)).statusCode).toBe(401);
    expect((await send(API.sitzungen, stale)).statusCode).toBe(401);
    expect((await send(API.sitzungen, desk)).json().sitzungen).toHaveLength(1);
    expect(t.logs.text()).toMatch(/"event":"auth.sessions_ended".*"count":1/);

    // Again: nothing left to end, the current session stays.
    expect((await send(API.andereSitzungenBeenden, desk)).json()).toEqual({ beendet: 0 });
    expect((await send(API.sitzungen, desk)).statusCode).toBe(200);
  });

  it('shows only the own sessions', async () => {
    const a = await seedAccount(t.database, t.clock);
    const b = await seedAccount(t.database, t.clock);
    const jwtA = await login(a.email, a.passwort, FIREFOX_WINDOWS);
    const jwtB = await login(b.email, b.passwort, SAFARI_IPHONE);
    expect((await send(API.sitzungen, jwtA)).json().sitzungen).toHaveLength(1);
    expect((await send(API.andereSitzungenBeenden, jwtA)).json()).toEqual({ beendet: 0 });
    expect((await send(API.sitzungen, jwtB)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    for (const call of [API.sitzungen, API.andereSitzungenBeenden]) {
      const res = await t.app.inject({ method: call.method, url: `${API_BASE}${call.path}` });
      expect(res.statusCode).toBe(401);
    }
  });
});
