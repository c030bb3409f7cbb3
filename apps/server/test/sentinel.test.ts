import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { api, candidate, jwtFor, loginAs, postJson, registerCandidate } from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { backends, query } from './helpers/db';
import { linkIn, startSmtpSink, tokenOf } from './helpers/smtp';

const sentinelPasswords = ['Sentinel#Pw1-first', 'Sentinel#Pw2-second', 'Sentinel#Pw3-third'];

// SEC-LOG-2: one whole account life with sentinel values; afterwards neither the log nor the
// database holds a password, a JWT or a link token in plain text.
describe.each(backends)('secrets stay out of logs and tables on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const secrets: string[] = [...sentinelPasswords];
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url, LOG_LEVEL: 'trace' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('runs register → confirm → login → change password → reset → change e-mail → logout', async () => {
    const [pw1, pw2, pw3] = sentinelPasswords as [string, string, string];
    const c = candidate({ passwort: pw1 });
    expect((await registerCandidate(t.app, c)).statusCode).toBe(201);
    await t.app.outbox.runOnce();
    const confirmToken = tokenOf(linkIn(sink.to(c.email)[0], 'https://portal.example.org/'));
    secrets.push(confirmToken);
    expect(
      (await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${confirmToken}`) })).statusCode,
    ).toBe(200);
    // A failed login with a sentinel password is logged too – without the password.
    expect((await loginAs(t.app, c.email, `${pw1}-wrong`)).statusCode).toBe(401);

    const jwt1 = await jwtFor(t.app, c);
    secrets.push(jwt1);
    expect(
      (await postJson(t.app, '/changepassword', { passwortAlt: pw1, passwort: pw2 }, jwt1)).statusCode,
    ).toBe(200);

    await postJson(t.app, '/requestnewpassword', { email: c.email, token: await solveCaptcha(t.app) });
    await t.app.outbox.runOnce();
    const resetToken = tokenOf(linkIn(sink.to(c.email).at(-1), 'https://portal.example.org/'));
    secrets.push(resetToken);
    expect((await postJson(t.app, '/resetpassword', { passwort: pw3, token: resetToken })).statusCode).toBe(
      200,
    );

    const jwt2 = await jwtFor(t.app, { ...c, passwort: pw3 });
    secrets.push(jwt2);
    expect(
      (await postJson(t.app, '/changeemail', { passwortAlt: pw3, email: `neu.${c.email}` }, jwt2)).statusCode,
    ).toBe(200);
    const jwt3 = await jwtFor(t.app, { ...c, email: `neu.${c.email}`, passwort: pw3 });
    secrets.push(jwt3);
    expect((await postJson(t.app, '/logout', {}, jwt3)).statusCode).toBe(204);
    // Requests with the spent tokens are logged as rejected, without the tokens.
    expect((await postJson(t.app, '/changeemail', {}, jwt1)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${confirmToken}`) })).statusCode,
    ).toBe(400);
    await t.app.outbox.runOnce();
  });

  it('wrote security events but none of the secrets to the log', () => {
    const text = t.logs.text();
    for (const event of [
      'account.registered',
      'account.confirmed',
      'auth.login_failed',
      'auth.login_succeeded',
      'account.password_changed',
      'account.reset_requested',
      'account.password_reset',
      'account.email_changed',
      'auth.logout',
      'auth.token_rejected',
    ]) {
      expect(text, event).toContain(`"event":"${event}"`);
    }
    expect(secrets.length).toBe(8);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/Sentinel#Pw/);
    expect(text).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('stores none of the secrets in any table', async () => {
    const tables = [
      'accounts',
      'sessions',
      'account_tokens',
      'login_failures',
      'captcha_solutions',
      'outbox',
    ];
    for (const table of tables) {
      const rows = await query(t.database, sql`select * from ${sql.identifier(table)}`);
      const text = JSON.stringify(rows);
      for (const secret of secrets) expect(text, `${table}`).not.toContain(secret);
    }
  });
});
