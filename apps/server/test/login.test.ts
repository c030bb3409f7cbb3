import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { serverTexte } from '@examensportal/domain/messages-server';
import { loginWaitMs } from '../src/features/sessions/service';
import { minutes } from '../src/infra/clock';
import { createTestApp, type TestApp } from './helpers/app';
import { api, candidate, confirmedCandidate, loginAs, postJson, registerCandidate } from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { backends, query } from './helpers/db';
import { startSmtpSink } from './helpers/smtp';

describe.each(backends)('login on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('answers {art, vorname, nachname, lastLogin, jwt} with the previous login as lastLogin', async () => {
    const c = await confirmedCandidate(t.app, sink, { art: 'EIGNUNG', vorname: 'Jörg', nachname: 'Weiß' });
    const first = await loginAs(t.app, c.email, c.passwort);
    expect(first.statusCode).toBe(200);
    const body = first.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['art', 'jwt', 'lastLogin', 'nachname', 'vorname']);
    expect(body).toMatchObject({ art: 'EIGNUNG', vorname: 'Jörg', nachname: 'Weiß', lastLogin: null });
    expect(body.jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const firstAt = t.clock.now().toISOString();
    t.clock.advance(minutes(90));
    const second = await loginAs(t.app, ` ${c.email.toUpperCase()} `, c.passwort);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ lastLogin: firstAt });
    expect(second.json<{ jwt: string }>().jwt).not.toBe(body.jwt);
  });

  it('tells an unconfirmed account so (not 403) and re-sends the link', async () => {
    const c = candidate();
    await registerCandidate(t.app, c);
    t.clock.advance(minutes(20));
    const res = await loginAs(t.app, c.email, c.passwort);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.auth.kontoNichtBestaetigt });
    await t.app.outbox.runOnce();
    expect(sink.to(c.email).map((m) => m.subject)).toEqual([
      mailTexte.registrierungBetreff,
      mailTexte.registrierungBetreff,
    ]);
  });

  it('answers a wrong password, an unknown address and a trimmed password alike with 401', async () => {
    const c = await confirmedCandidate(t.app, sink, { passwort: '  Leer#Zeichen9  ' });
    const wrong = await loginAs(t.app, c.email, 'Falsch#Passwort1');
    const unknown = await loginAs(t.app, 'niemand@example.org', 'Falsch#Passwort1');
    const trimmed = await loginAs(t.app, c.email, 'Leer#Zeichen9');
    for (const res of [wrong, unknown, trimmed]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: messages.auth.anmeldungFehlgeschlagen });
    }
    expect((await loginAs(t.app, c.email, '  Leer#Zeichen9  ')).statusCode).toBe(200);
  });

  it('requires a fresh captcha for every login', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const missing = await postJson(t.app, '/login', { email: c.email, passwort: c.passwort, token: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: messages.auth.captchaUngueltig });
    const token = await solveCaptcha(t.app);
    expect(
      (await postJson(t.app, '/login', { email: c.email, passwort: c.passwort, token })).statusCode,
    ).toBe(200);
    const replay = await postJson(t.app, '/login', { email: c.email, passwort: c.passwort, token });
    expect(replay.statusCode).toBe(400);
  });

  it('slows a client down after 5 failures for an account (429 + Retry-After), never locks it out', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await loginAs(t.app, c.email, 'Falsch#Passwort1');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        retryAfter = String(res.headers['retry-after']);
        expect(res.json<{ message: string }>().message).toBe(serverTexte.zuVieleAnfragen(Number(retryAfter)));
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Even the right password waits; after the window it works and the count starts again.
    expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(429);
    t.clock.advance(loginWaitMs(5) + 1);
    expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(200);
    // The client's own count is gone; the account's count over all clients stays for the ceiling.
    const rows = await query<{ email_key: string; count: number }>(
      t.database,
      sql`select email_key, count from login_failures where starts_with(email_key, ${c.email})`,
    );
    expect(rows).toEqual([{ email_key: c.email, count: 5 }]);
  });

  it("says '1 Sekunde' (not '1 Sekunden') when one second is left to wait", async () => {
    const c = await confirmedCandidate(t.app, sink);
    for (let i = 0; i < 5; i++) await loginAs(t.app, c.email, 'Falsch#Passwort1');
    t.clock.advance(loginWaitMs(5) - 500);
    const res = await loginAs(t.app, c.email, c.passwort);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({ message: 'Zu viele Anfragen. Bitte versuchen Sie es in 1 Sekunde erneut.' });
    expect(serverTexte.ueberlastet(1)).toContain(' in 1 Sekunde erneut.');
    expect(serverTexte.zuVieleAnfragen(2)).toContain(' in 2 Sekunden erneut.');
  });

  it('throttles unknown addresses the same way (no enumeration through 429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await loginAs(t.app, 'gibt.es.nicht@example.org', 'X#y1abcd')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it.each([
    [4, 0],
    [5, 1000],
    [6, 2000],
    [10, 32_000],
    [30, 15 * 60_000],
    [1000, 15 * 60_000],
  ])('waits after %i failures: %i ms', (failures, ms) => {
    expect(loginWaitMs(failures)).toBe(ms);
  });

  it('validates the login payload with German messages', async () => {
    const res = await postJson(t.app, '/login', { email: '', passwort: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.validation.eingabenUngueltig,
      fieldErrors: {
        email: messages.validation.feldLeer,
        passwort: messages.validation.feldLeerPasswort,
        token: messages.auth.captchaUngueltig,
      },
    });
  });

  // Two tabs, a double click, a retry after a slow answer: every login of one account at once opens
  // its session. The session's insert takes a key-share lock on the account row (its foreign key); the
  // login asked for the row FOR UPDATE after it, so two logins deadlocked on PostgreSQL (40P01 → 500,
  // three of them in the quiet soak of 2026-11-28). The row is locked first now.
  it('opens a session for each of 24 simultaneous logins of one account, none answered 500', async () => {
    const c = await confirmedCandidate(t.app, sink);
    // Solved before, so the logins themselves start together.
    const tokens = await Promise.all(Array.from({ length: 24 }, () => solveCaptcha(t.app)));
    const answers = await Promise.all(
      tokens.map((token) => postJson(t.app, '/login', { email: c.email, passwort: c.passwort, token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => a.json<{ jwt: string }>().jwt)).size).toBe(24);
  });
});

describe('login rate limit per IP', () => {
  it('answers the 21st attempt within a minute with 429, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp('pglite', { build: { rateLimits: { loginPerMinute: 20 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: api('/login'),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
          payload: '{}',
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json<{ message: string }>().message).toMatch(/^Zu viele Anfragen/);
        }
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      // Other routes are not affected by the login limit.
      expect((await t.app.inject({ method: 'GET', url: api('/health/live') })).statusCode).toBe(200);
      expect(t.logs.text()).toContain('"event":"auth.rate_limited"');
    } finally {
      await t.close();
    }
  });
});
