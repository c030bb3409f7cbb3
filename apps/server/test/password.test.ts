import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { minutes } from '../src/infra/clock';
import { createTestApp, type TestApp } from './helpers/app';
import { api, confirmedCandidate, jwtFor, loginAs, postJson } from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { backends, query } from './helpers/db';
import { linkIn, startSmtpSink, tokenOf } from './helpers/smtp';

const resetPrefix = 'https://portal.example.org/examensportal/confirmresetpassword/';
const newPassword = 'Neues#Kennwort-2025';

describe.each(backends)('password reset on %s', (backend) => {
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

  const request = async (email: string) =>
    postJson(t.app, '/requestnewpassword', { email, token: await solveCaptcha(t.app) });
  const resetLink = async (email: string) => {
    await t.app.outbox.runOnce();
    return tokenOf(linkIn(sink.to(email).at(-1), resetPrefix));
  };
  const probe = (jwt: string) => postJson(t.app, '/changeemail', {}, jwt);

  it('answers known and unknown addresses identically (SEC-AUTH-7)', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const known = await request(c.email);
    const unknown = await request('unbekannt@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await t.app.outbox.runOnce();
    expect(sink.to('unbekannt@example.org')).toEqual([]);
    expect(sink.to(c.email).at(-1)?.subject).toBe(mailTexte.passwortZuruecksetzenBetreff);
  });

  it('needs a captcha', async () => {
    const res = await postJson(t.app, '/requestnewpassword', { email: 'a@example.org', token: 'kaputt' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.auth.captchaUngueltig });
  });

  it('sets the password once, ends every session, does not log in and tells the owner (SEC-TOK-5)', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const jwtA = await jwtFor(t.app, c);
    const jwtB = await jwtFor(t.app, c);
    await request(c.email);
    const token = await resetLink(c.email);

    const res = await postJson(t.app, '/resetpassword', { passwort: newPassword, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(res.body).not.toMatch(/jwt|eyJ/);
    expect((await probe(jwtA)).statusCode).toBe(401);
    expect((await probe(jwtB)).statusCode).toBe(401);

    expect((await loginAs(t.app, c.email, c.passwort)).statusCode).toBe(401);
    expect((await loginAs(t.app, c.email, newPassword)).statusCode).toBe(200);

    const reuse = await postJson(t.app, '/resetpassword', { passwort: 'Noch#Ein-Kennwort9', token });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({ message: messages.auth.linkUngueltig });

    await t.app.outbox.runOnce();
    const notice = sink.to(c.email).at(-1);
    expect(notice?.subject).toBe(mailTexte.passwortZurueckgesetztBetreff);
    expect(notice?.text).not.toContain(newPassword);
  });

  it('invalidates the older link when a new one is requested, and expires links after 60 minutes', async () => {
    const c = await confirmedCandidate(t.app, sink);
    await request(c.email);
    const older = await resetLink(c.email);
    await request(c.email);
    const newer = await resetLink(c.email);
    expect(newer).not.toBe(older);
    expect(
      (await postJson(t.app, '/resetpassword', { passwort: newPassword, token: older })).statusCode,
    ).toBe(400);

    t.clock.advance(minutes(61));
    expect(
      (await postJson(t.app, '/resetpassword', { passwort: newPassword, token: newer })).statusCode,
    ).toBe(400);
    t.clock.advance(-minutes(61));
    expect(
      (await postJson(t.app, '/resetpassword', { passwort: newPassword, token: newer })).statusCode,
    ).toBe(200);
  });

  it('does not accept a confirmation link as a reset link', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const confirmToken = tokenOf(
      linkIn(
        sink.to(c.email).find((m) => m.subject === mailTexte.registrierungBetreff),
        'https://portal.example.org/examensportal/confirmemail/',
      ),
    );
    const res = await postJson(t.app, '/resetpassword', { passwort: newPassword, token: confirmToken });
    expect(res.statusCode).toBe(400);
  });

  it('refuses common passwords without using up the link', async () => {
    const c = await confirmedCandidate(t.app, sink);
    await request(c.email);
    const token = await resetLink(c.email);
    const common = await postJson(t.app, '/resetpassword', { passwort: 'Passwort1!', token });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ message: messages.auth.passwortZuHaeufig });
    const weak = await postJson(t.app, '/resetpassword', { passwort: 'kurz', token });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.passwort).toBe(messages.validation.passwortMinLaenge);
    expect((await postJson(t.app, '/resetpassword', { passwort: newPassword, token })).statusCode).toBe(200);
  });

  it('mails at most three links per account and hour, answering the same', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const before = sink.to(c.email).length;
    for (let i = 0; i < 5; i++) expect((await request(c.email)).statusCode).toBe(200);
    await t.app.outbox.runOnce();
    expect(sink.to(c.email).length - before).toBe(3);
    t.clock.advance(minutes(61));
    await request(c.email);
    await t.app.outbox.runOnce();
    expect(sink.to(c.email).length - before).toBe(4);
  });

  it('confirms an unconfirmed account (the link proves the address)', async () => {
    const email = `unbestaetigt.${Date.now()}@example.org`;
    await postJson(t.app, '/register', {
      vorname: 'Ute',
      nachname: 'Unbestätigt',
      email,
      art: 'WP',
      passwort: 'Erstes#Kennwort-1',
      passwort1: 'Erstes#Kennwort-1',
      token: await solveCaptcha(t.app),
    });
    await request(email);
    const token = await resetLink(email);
    expect((await postJson(t.app, '/resetpassword', { passwort: newPassword, token })).statusCode).toBe(200);
    expect((await loginAs(t.app, email, newPassword)).statusCode).toBe(200);
    const rows = await query(
      t.database,
      sql`select 1 from account_tokens where used_at is null and purpose = 'reset'
      and account_id = (select id from accounts where email = ${email})`,
    );
    expect(rows).toEqual([]);
  });

  it('reports the reset request and the reset in the security log', () => {
    const text = t.logs.text();
    expect(text).toContain('"event":"account.reset_requested"');
    expect(text).toContain('"event":"account.password_reset"');
    expect(api('/x')).toBe('/examensportal/backend/x');
  });
});
