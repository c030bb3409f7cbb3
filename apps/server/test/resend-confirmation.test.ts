// POST /resendconfirmation (ours, issue 16): a fresh confirmation mail through the outbox for an
// unconfirmed account; unknown and confirmed addresses get the same answer and no mail; the captcha
// is checked first; the route has its own per-IP limit like /requestnewpassword.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { createTestApp, type TestApp } from './helpers/app';
import {
  api,
  candidate,
  confirmedCandidate,
  postJson,
  registerCandidate,
  uniqueEmail,
} from './helpers/accounts';
import { solveCaptcha } from './helpers/captcha';
import { backends } from './helpers/db';
import { linkIn, startSmtpSink, tokenOf } from './helpers/smtp';

const LINK = 'https://portal.example.org/examensportal/confirmemail/';

describe.each(backends)('resend the confirmation mail on %s', (backend) => {
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

  const resend = async (email: string) =>
    postJson(t.app, '/resendconfirmation', { email, token: await solveCaptcha(t.app) });

  it('mails a new link that confirms; the old one is no longer valid', async () => {
    const c = candidate();
    await registerCandidate(t.app, c);
    await t.app.outbox.runOnce();
    const first = tokenOf(linkIn(sink.to(c.email).at(-1), LINK));

    const res = await resend(c.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await t.app.outbox.runOnce();
    expect(sink.to(c.email)).toHaveLength(2);
    const second = tokenOf(linkIn(sink.to(c.email).at(-1), LINK));
    expect(second).not.toBe(first);

    const old = await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${first}`) });
    expect(old.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'GET', url: api(`/confirmregistration/${second}`) });
    expect(ok.statusCode).toBe(200);
  });

  it('answers an unknown and a confirmed address alike, and mails neither', async () => {
    const c = await confirmedCandidate(t.app, sink);
    const before = sink.mails.length;
    const confirmed = await resend(c.email);
    const unknown = await resend(uniqueEmail('niemand'));
    await t.app.outbox.runOnce();
    expect(confirmed.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(confirmed.body);
    expect(sink.mails.length).toBe(before);
  });

  it('checks the captcha first and sends nothing without it', async () => {
    const c = candidate();
    await registerCandidate(t.app, c);
    await t.app.outbox.runOnce();
    const res = await postJson(t.app, '/resendconfirmation', { email: c.email, token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(messages.auth.captchaUngueltig);
    await t.app.outbox.runOnce();
    expect(sink.to(c.email)).toHaveLength(1);
  });

  it('mails one account at most three times an hour, answering alike', async () => {
    const c = candidate();
    await registerCandidate(t.app, c);
    await t.app.outbox.runOnce();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await resend(c.email)).body);
    await t.app.outbox.runOnce();
    expect(new Set(answers)).toEqual(new Set(['{}']));
    // The registration made one link, two more are allowed within the hour.
    expect(sink.to(c.email)).toHaveLength(3);
  });
});

describe('the per-IP limit of /resendconfirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      build: { underPressure: false, outboxPollMs: 0, rateLimits: { confirmationResendPerHour: 2 } },
    });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After once the hour is used up', async () => {
    const send = async () =>
      postJson(t.app, '/resendconfirmation', {
        email: uniqueEmail('limit'),
        token: await solveCaptcha(t.app),
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});
