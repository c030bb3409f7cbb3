import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { mailTexte } from '@examensportal/domain/messages-mails';
import { hours } from '../src/infra/clock';
import { createTestApp, type TestApp } from './helpers/app';
import { api, candidate, postJson, registerCandidate, strongPassword } from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { backends, query } from './helpers/db';
import { linkIn, startSmtpSink, tokenOf } from './helpers/smtp';

const confirmPrefix = 'https://portal.example.org/examensportal/confirmemail/';

describe.each(backends)('registration on %s', (backend) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // The production cost (decision 0069): the first test checks the OWASP parameters of a real hash.
    t = await createTestApp(backend, { env: { SMTP_URL: sink.url, INSECURE_TEST_PASSWORD_HASHING: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const body = async (c = candidate(), extra: Record<string, unknown> = {}) => ({
    vorname: c.vorname,
    nachname: c.nachname,
    email: c.email,
    art: c.art,
    passwort: c.passwort,
    passwort1: c.passwort,
    token: await solveCaptcha(t.app),
    ...extra,
  });

  it('registers, stores an argon2id hash and mails a German confirmation link built from PUBLIC_URL', async () => {
    const c = candidate({ email: 'Neue.Kandidatin@Example.org ' });
    const res = await t.app.inject({
      method: 'POST',
      url: api('/register'),
      headers: {
        'content-type': 'application/json',
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
      payload: JSON.stringify(await body(c)),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({});

    const [row] = await query<{ password_hash: string; confirmed_at: unknown }>(
      t.database,
      sql`select email, password_hash, confirmed_at from accounts where email = 'neue.kandidatin@example.org'`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.confirmed_at).toBeNull();

    await t.app.outbox.runOnce();
    const [mail] = sink.to('neue.kandidatin@example.org');
    expect(mail?.subject).toBe(mailTexte.registrierungBetreff);
    expect(mail?.text).toContain(mailTexte.anrede('Erika', 'Mustermann'));
    const link = linkIn(mail, confirmPrefix);
    expect(mail?.raw).not.toContain('evil.example');
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the SHA-256 of the token is stored; the outbox copy is scrubbed after sending.
    const dump = await query(
      t.database,
      sql`select (select json_agg(t) from account_tokens t)::text as tokens, (select json_agg(o) from outbox o)::text as outbox`,
    );
    expect(JSON.stringify(dump)).not.toContain(token);

    const confirm = await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${token}`) });
    expect(confirm.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${token}`) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.auth.linkUngueltig });
  });

  it('answers a taken address exactly like a new one and mails the owner instead', async () => {
    const owner = candidate({ vorname: 'Otto', nachname: 'Owner' });
    const first = await registerCandidate(t.app, owner);
    expect(first.statusCode).toBe(201);
    const second = await registerCandidate(t.app, {
      ...owner,
      vorname: 'Mallory',
      passwort: 'Anderes#Pw2025x',
    });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    await t.app.outbox.runOnce();
    const mails = sink.to(owner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      mailTexte.registrierungBetreff,
      mailTexte.bereitsRegistriertBetreff,
    ]);
    expect(mails[1]?.text).toContain(mailTexte.anrede('Otto', 'Owner'));
    expect(mails[1]?.text).not.toContain('confirmemail');
    const [count] = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from accounts where email = ${owner.email}`,
    );
    expect(count?.n).toBe(1);
  });

  it.each([
    ['no captcha', { token: '' }],
    ['garbage captcha', { token: 'bm90IGEgY2FwdGNoYQ==' }],
  ])('refuses %s with the ALTCHA message', async (_name, extra) => {
    const res = await postJson(t.app, '/register', await body(candidate(), extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      extra.token === '' ? messages.validation.eingabenUngueltig : messages.auth.captchaUngueltig,
    );
    if (extra.token === '') expect(res.json().fieldErrors).toEqual({ token: messages.auth.captchaUngueltig });
  });

  it('accepts each captcha solution once', async () => {
    const token = await solveCaptcha(t.app);
    const first = await postJson(t.app, '/register', { ...(await body()), token });
    expect(first.statusCode).toBe(201);
    const replay = await postJson(t.app, '/register', { ...(await body()), token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: messages.auth.captchaUngueltig });
  });

  it('refuses common passwords that pass the composition rules (C1)', async () => {
    for (const passwort of ['Passwort1!', 'Sommer2024!', 'Password123!', 'Qwerty123!']) {
      const res = await postJson(t.app, '/register', await body(candidate({ passwort })));
      expect(res.statusCode, passwort).toBe(400);
      expect(res.json()).toEqual({
        message: messages.auth.passwortZuHaeufig,
        fieldErrors: { passwort: messages.auth.passwortZuHaeufig },
      });
    }
  });

  it('validates with the shared schema: German field messages, no unknown keys', async () => {
    const res = await postJson(t.app, '/register', {
      vorname: 'A',
      nachname: '',
      email: 'kein-at',
      art: 'ADMIN',
      passwort: 'kurz',
      passwort1: 'anders',
      token: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(400);
    const { message, fieldErrors } = res.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(message).toBe(messages.validation.eingabenUngueltig);
    expect(fieldErrors).toMatchObject({
      vorname: messages.validation.vornameMin,
      nachname: messages.validation.feldLeer,
      email: messages.validation.emailUngueltig,
      art: messages.validation.artUngueltig,
      passwort: messages.validation.passwortMinLaengeRegistrierung,
      passwort1: messages.validation.passwoerterUngleich,
    });
    const extra = await postJson(t.app, '/register', await body(candidate(), { confirmed: true }));
    expect(extra.statusCode).toBe(400);
  });

  it('keeps passwords exactly as typed and allows 250 characters, not 251 (SEC-AUTH-1)', async () => {
    const long = `Aa1!${'x'.repeat(246)}`;
    expect(long).toHaveLength(250);
    expect((await postJson(t.app, '/register', await body(candidate({ passwort: long })))).statusCode).toBe(
      201,
    );
    const tooLong = `${long}y`;
    expect(
      (await postJson(t.app, '/register', await body(candidate({ passwort: tooLong })))).statusCode,
    ).toBe(400);
  });

  it('rejects confirmation links that are unknown, expired or meant for something else', async () => {
    const c = candidate();
    await registerCandidate(t.app, c);
    await t.app.outbox.runOnce();
    const token = tokenOf(linkIn(sink.to(c.email).at(-1), confirmPrefix));
    for (const bad of ['A'.repeat(43), 'x', '%00', 'a'.repeat(150)]) {
      const res = await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${bad}`) });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ message: messages.auth.linkUngueltig });
    }
    // A reset link never confirms a registration.
    await postJson(t.app, '/requestnewpassword', { email: c.email, token: await solveCaptcha(t.app) });
    await t.app.outbox.runOnce();
    const resetToken = tokenOf(
      linkIn(sink.to(c.email).at(-1), 'https://portal.example.org/examensportal/confirmresetpassword/'),
    );
    const wrongPurpose = await t.app.inject({
      method: 'GET',
      url: api(`/confirmregistration/${resetToken}`),
    });
    expect(wrongPurpose.statusCode).toBe(400);

    t.clock.advance(hours(48) + 1000);
    const expired = await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${token}`) });
    expect(expired.statusCode).toBe(400);
    t.clock.advance(-(hours(48) + 1000));
    const stillValid = await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${token}`) });
    expect(stillValid.statusCode).toBe(200);
  });

  it('uses a strong password in the helpers (sanity)', () => {
    expect(strongPassword.length).toBeGreaterThanOrEqual(8);
  });
});
