// Issue 17 point 3: knowing a candidate's address must not be enough to keep the candidate out.
// Failures are counted per (account, client address); past the account's ceiling over all clients a
// failing client has no free failure left; a client that has not failed is never made to wait; a
// password reset clears every counter of the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCeiling } from '../src/features/sessions/service';
import { createTestApp, type TestApp } from './helpers/app';
import { api, confirmedCandidate, postJson } from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { backends } from './helpers/db';
import { linkIn, startSmtpSink, tokenOf } from './helpers/smtp';

describe.each(backends)('lock-out fairness on %s', (backend) => {
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

  const loginFrom = async (ip: string, email: string, passwort: string) =>
    t.app.inject({
      method: 'POST',
      url: api('/login'),
      remoteAddress: ip,
      payload: { email, passwort, token: await solveCaptcha(t.app) },
    });

  it('100 failures from other addresses never block the owner’s own address', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const res = await loginFrom(`10.0.${Math.floor(i / 10)}.${i % 10}`, c.email, 'Falsch#Geraten-1');
      statuses.add(res.statusCode);
    }
    // Each address failed once: none of them waits yet (each attempt cost a solved ALTCHA).
    expect([...statuses]).toEqual([401]);
    expect((await loginFrom('192.0.2.7', c.email, c.passwort)).statusCode).toBe(200);
  });

  it('one address waits after its five free failures; the owner elsewhere does not', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const attacker = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await loginFrom(attacker, c.email, 'Falsch#1x')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Even the right password waits at the attacker's address …
    expect((await loginFrom(attacker, c.email, c.passwort)).statusCode).toBe(429);
    // … but not at the owner's.
    expect((await loginFrom('198.51.100.4', c.email, c.passwort)).statusCode).toBe(200);
  });

  it('past the account ceiling a new failing address waits after its first failure', async () => {
    const c = await confirmedCandidate(t.app, sink);
    for (let i = 0; i < accountCeiling; i++) {
      expect((await loginFrom(`10.9.${i}.1`, c.email, 'Falsch#1x')).statusCode).toBe(401);
    }
    expect((await loginFrom('10.10.0.1', c.email, 'Falsch#1x')).statusCode).toBe(401);
    expect((await loginFrom('10.10.0.1', c.email, 'Falsch#1x')).statusCode).toBe(429);
    // A client that has not failed still gets in at once.
    expect((await loginFrom('10.10.0.2', c.email, c.passwort)).statusCode).toBe(200);
  });

  it('a successful password reset clears every counter of the account', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const ip = '203.0.113.50';
    for (let i = 0; i < 6; i++) await loginFrom(ip, c.email, 'Falsch#1x');
    expect((await loginFrom(ip, c.email, c.passwort)).statusCode).toBe(429);

    await postJson(t.app, '/requestnewpassword', { email: c.email, token: await solveCaptcha(t.app) });
    await t.app.outbox.runOnce();
    const token = tokenOf(linkIn(sink.to(c.email).at(-1), 'https://portal.example.org/'));
    const neu = 'Ganz#Neues-Kennwort8';
    expect((await postJson(t.app, '/resetpassword', { passwort: neu, token })).statusCode).toBe(200);
    expect((await loginFrom(ip, c.email, neu)).statusCode).toBe(200);
  });
});
